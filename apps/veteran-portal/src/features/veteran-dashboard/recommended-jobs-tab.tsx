import { useRecommendedJobs } from '@jobboard/api-client';
import { contractsTexts, veteranMessages } from '@jobboard/contracts';
import { useTexts, withParts } from '@jobboard/i18n';
import { CardList, Icon, LoadFailedNotice, Section, SkeletonList, StateNotice } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { veteranTexts } from '../../texts';
import { RecommendedJobCard } from './recommended-job-card';

export interface RecommendedJobsTabProps {
  veteranId: string;
}

/** Recommended Jobs: the best jobs for this veteran first, each with the reasons it was picked. */
export const RecommendedJobsTab = ({ veteranId }: RecommendedJobsTabProps) => {
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
  const { data, error, isLoading, mutate } = useRecommendedJobs(veteranId);
  let content;
  if (error) content = <LoadFailedNotice title={t('Could not load your recommended jobs')} onRetry={() => void mutate()} />;
  else if (isLoading || !data) content = <SkeletonList count={3} label={t('Loading your recommended jobs')} />;
  else if (data.length === 0)
    content = (
      <StateNotice
        headingLevel={3}
        icon={<Icon name="compass" size={28} />}
        title={tc(veteranMessages.noRecommendations.title)}
        description={tc(veteranMessages.noRecommendations.message)}
      />
    );
  else
    content = (
      <CardList aria-label={t('Recommended jobs')}>
        {data.map((recommendation) => (
          <li key={recommendation.job.id}>
            <RecommendedJobCard recommendation={recommendation} />
          </li>
        ))}
      </CardList>
    );
  return (
    <Section aria-labelledby="veteran-recommended-heading">
      <h2 id="veteran-recommended-heading">{t('Recommended Jobs')}</h2>
      {content}
      <p>
        {withParts(t('{{jobAlerts}} (new jobs by email, from “Email me jobs like these” on Find Jobs)'), {
          jobAlerts: <Link to="/job-alerts">{t('Manage your job alerts')}</Link>,
        })}
      </p>
    </Section>
  );
};
