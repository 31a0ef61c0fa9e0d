import { jobPagePath, jobTypeLabels, savedJobsMessages as text, type SavedJob } from '@jobboard/contracts';
import { formatCalendarDate } from '@jobboard/domain';
import { Badge, Button, Cluster } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { JobCardFrame, JobFact, JobFacts } from './job-card-frame';

export interface SavedJobCardProps {
  saved: SavedJob;
  onRemove: (saved: SavedJob) => void;
  removing: boolean;
}

/** One saved job: the job as it is now, "Closed" once it stops taking applications, and Remove. */
export const SavedJobCard = ({ saved, onRemove, removing }: SavedJobCardProps) => {
  const { job } = saved;
  const titleId = `saved-${job.id}-title`;
  return (
    <JobCardFrame
      titleId={titleId}
      jobId={job.id}
      headingLevel={3}
      title={<Link to={jobPagePath(job.id)}>{job.title}</Link>}
      company={job.companyName}
      aside={saved.closed ? <Badge $tone="destructive">{text.closed}</Badge> : <Badge $tone="success">Open</Badge>}
    >
      <JobFacts job={job} label="Job details">
        <JobFact icon="briefcase">{jobTypeLabels[job.type]}</JobFact>
        {job.clearanceRequired && <JobFact icon="check">Requires {job.clearanceRequired} clearance</JobFact>}
        <JobFact icon="heart">
          Saved <time dateTime={saved.savedAt}>{formatCalendarDate(saved.savedAt)}</time>
        </JobFact>
      </JobFacts>
      <Cluster $gap="md">
        <Button as={Link} to={jobPagePath(job.id)} $variant="primary" aria-describedby={titleId}>
          View Job
        </Button>
        <Button type="button" $variant="outline" onClick={() => onRemove(saved)} disabled={removing} aria-label={`Remove ${job.title} from saved jobs`}>
          Remove
        </Button>
      </Cluster>
    </JobCardFrame>
  );
};
