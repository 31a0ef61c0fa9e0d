import { contractsTexts, jobPagePath, jobPageMessages as text, jobTypeLabels, type Job } from '@jobboard/contracts';
import { domainTexts, formatSalaryRange } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { Card, CardList, FactList, Icon, Section, Text } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { publicTexts } from '../../texts';

/** Up to five similar open jobs, each linking to its page. */
export const SimilarJobs = ({ jobs }: { jobs: readonly Job[] }) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  return (
    <Section $gap="md" aria-labelledby="similar-jobs-title">
      <h2 id="similar-jobs-title">{t('Similar jobs')}</h2>
      {jobs.length === 0 ? (
        <Text $tone="textMuted">{tc(text.noSimilarJobs)}</Text>
      ) : (
        <CardList aria-label={t('Similar jobs')}>
          {jobs.map((job) => (
            <li key={job.id}>
              <Card as="article" $gap="sm" aria-labelledby={`similar-${job.id}`}>
                <Text as="h3" id={`similar-${job.id}`} $size="md" $tone="brandStrong">
                  <Link to={jobPagePath(job.id)}>{job.title}</Link>
                </Text>
                <Text $tone="textMuted">{job.companyName}</Text>
                <FactList aria-label={t('Job details')}>
                  <li>
                    <Icon name="map-pin" />
                    {job.location}
                  </li>
                  <li>
                    <Icon name="dollar" />
                    {formatSalaryRange(job, td)}
                  </li>
                  <li>
                    <Icon name="briefcase" />
                    {tc(jobTypeLabels[job.type])}
                  </li>
                </FactList>
              </Card>
            </li>
          ))}
        </CardList>
      )}
    </Section>
  );
};

