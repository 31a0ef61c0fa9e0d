import { jobPagePath, jobPageMessages as text, jobTypeLabels, type Job } from '@jobboard/contracts';
import { formatSalaryRange } from '@jobboard/domain';
import { Card, CardList, FactList, Icon, Section } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledSection = styled(Section)`
  > p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const StyledCard = styled(Card)`
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; overflow-wrap: anywhere; }
  h3 a { color: ${({ theme }) => theme.color.brandStrong}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

/** Up to five similar open jobs, each linking to its page. */
export const SimilarJobs = ({ jobs }: { jobs: readonly Job[] }) => (
  <StyledSection $gap="md" aria-labelledby="similar-jobs-title">
    <h2 id="similar-jobs-title">Similar jobs</h2>
    {jobs.length === 0 ? (
      <p>{text.noSimilarJobs}</p>
    ) : (
      <CardList aria-label="Similar jobs">
        {jobs.map((job) => (
          <li key={job.id}>
            <StyledCard as="article" $gap="sm" aria-labelledby={`similar-${job.id}`}>
              <h3 id={`similar-${job.id}`}>
                <Link to={jobPagePath(job.id)}>{job.title}</Link>
              </h3>
              <p>{job.companyName}</p>
              <FactList aria-label="Job details">
                <li>
                  <Icon name="map-pin" />
                  {job.location}
                </li>
                <li>
                  <Icon name="dollar" />
                  {formatSalaryRange(job)}
                </li>
                <li>
                  <Icon name="briefcase" />
                  {jobTypeLabels[job.type]}
                </li>
              </FactList>
            </StyledCard>
          </li>
        ))}
      </CardList>
    )}
  </StyledSection>
);
