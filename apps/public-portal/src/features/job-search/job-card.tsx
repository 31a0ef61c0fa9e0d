import { jobPagePath, type Job } from '@jobboard/contracts';
import { formatCalendarDate } from '@jobboard/domain';
import { JobBadges, JobCardFrame, JobFact, JobFacts } from '@jobboard/portal-kit';
import { Badge, Button, Cluster, Icon, useToast } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { postedAgo } from './posted-ago';

export interface JobCardProps {
  job: Job;
  onApply: (job: Job) => void;
  /** Where a distance search was made from: the job's page then shows the distance too. */
  searchedFrom?: string;
}

// The description is clipped so that every card keeps the same rhythm in the list.
const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledAttested = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.success};
`;

/** One job in the results, with Apply and Save. */
export const JobCard = ({ job, onApply, searchedFrom }: JobCardProps) => {
  const { toast } = useToast();
  const titleId = `job-${job.id}-title`;

  // The saving code loads on the first press, so the list's first view does not carry it.
  const handleSave = () => void import('../saved-jobs/save-from-card').then(({ saveFromCard }) => saveFromCard(job.id, toast));

  const pagePath = searchedFrom ? `${jobPagePath(job.id)}?location=${encodeURIComponent(searchedFrom)}` : jobPagePath(job.id);
  return (
    <JobCardFrame
      titleId={titleId}
      headingLevel={2}
      title={<Link to={pagePath}>{job.title}</Link>}
      company={job.companyName}
      logo={job.companyLogo ?? 'building'}
      aside={job.secondChanceEmployer && <Badge $tone="success">Second Chance Employer</Badge>}
    >
      <JobFacts job={job} label="Job details">
        <JobFact icon="clock">
          <time dateTime={job.posted}>{postedAgo(job.posted)}</time>
        </JobFact>
      </JobFacts>
      <JobBadges job={job} before={job.employerVerified && <Badge $tone="success">Verified employer</Badge>} />
      <StyledDescription>{job.description}</StyledDescription>
      {job.secondChanceEmployer && job.fairChance && (
        // The count and date here; the job page lists exactly which practices (kept small for the list's first view).
        <StyledAttested>
          {job.fairChance.practices.length} fair-chance practice{job.fairChance.practices.length === 1 ? '' : 's'} attested{' '}
          {formatCalendarDate(job.fairChance.attestedAt)}
        </StyledAttested>
      )}
      <Cluster $align="center" $gap="md">
        <Button type="button" $variant="primary" onClick={() => onApply(job)} aria-label={`Apply for ${job.title}`}>
          Apply
        </Button>
        <Button type="button" $variant="outline" onClick={handleSave} aria-label={`Save ${job.title}`}>
          <Icon name="heart" size={16} />
          Save
        </Button>
      </Cluster>
    </JobCardFrame>
  );
};
