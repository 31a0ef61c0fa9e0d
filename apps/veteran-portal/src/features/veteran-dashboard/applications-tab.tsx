import { useVeteranApplications } from '@jobboard/api-client';
import { contractsTexts, veteranMessages } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, CardList, Icon, LoadFailedNotice, Section, SkeletonList, StateNotice } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { veteranTexts } from '../../texts';
import { VeteranApplicationCard } from './veteran-application-card';

export interface ApplicationsTabProps {
  veteranId: string;
}

/** My Applications: the veteran's own, newest first, with their status and interviews. */
export const ApplicationsTab = ({ veteranId }: ApplicationsTabProps) => {
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
  const { data, error, isLoading, mutate } = useVeteranApplications(veteranId);
  let content;
  if (error) content = <LoadFailedNotice title={t('Could not load your applications')} onRetry={() => void mutate()} />;
  else if (isLoading || !data) content = <SkeletonList count={2} label={t('Loading your applications')} />;
  else if (data.length === 0)
    content = (
      <StateNotice
        headingLevel={3}
        icon={<Icon name="document" size={28} />}
        title={tc(veteranMessages.noApplications.title)}
        description={tc(veteranMessages.noApplications.message)}
        action={
          <Button as={Link} to="/jobs" $variant="outline">
            {t('Find Jobs')}
          </Button>
        }
      />
    );
  else
    content = (
      <CardList aria-label={t('My applications')}>
        {data.map((application) => (
          <li key={application.id}>
            <VeteranApplicationCard application={application} />
          </li>
        ))}
      </CardList>
    );
  return (
    <Section aria-labelledby="veteran-applications-heading">
      <h2 id="veteran-applications-heading">{t('My Applications')}</h2>
      {content}
    </Section>
  );
};
