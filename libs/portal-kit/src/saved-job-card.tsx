import { contractsTexts, jobPagePath, jobTypeLabels, savedJobsMessages as text, type SavedJob } from '@jobboard/contracts';
import { formatCalendarDate } from '@jobboard/domain';
import { useTexts, withParts } from '@jobboard/i18n';
import { Badge, Button, Cluster } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { JobCardFrame, JobFact, JobFacts } from './job-card-frame';
import { portalKitTexts } from './texts';

export interface SavedJobCardProps {
  saved: SavedJob;
  onRemove: (saved: SavedJob) => void;
  removing: boolean;
}

/** One saved job: the job as it is now, "Closed" once it stops taking applications, and Remove. */
export const SavedJobCard = ({ saved, onRemove, removing }: SavedJobCardProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const { job } = saved;
  const titleId = `saved-${job.id}-title`;
  return (
    <JobCardFrame
      titleId={titleId}
      jobId={job.id}
      headingLevel={3}
      title={<Link to={jobPagePath(job.id)}>{job.title}</Link>}
      company={job.companyName}
      aside={saved.closed ? <Badge $tone="destructive">{tc(text.closed)}</Badge> : <Badge $tone="success">{t('Open')}</Badge>}
    >
      <JobFacts job={job} label={t('Job details')}>
        <JobFact icon="briefcase">{tc(jobTypeLabels[job.type])}</JobFact>
        {job.clearanceRequired && <JobFact icon="check">{t('Requires {{clearance}} clearance', { clearance: tc(job.clearanceRequired) })}</JobFact>}
        <JobFact icon="heart">
          {withParts(t('Saved {{date}}'), { date: <time dateTime={saved.savedAt}>{formatCalendarDate(saved.savedAt)}</time> })}
        </JobFact>
      </JobFacts>
      <Cluster $gap="md">
        <Button as={Link} to={jobPagePath(job.id)} $variant="primary" aria-describedby={titleId}>
          {t('View Job')}
        </Button>
        <Button type="button" $variant="outline" onClick={() => onRemove(saved)} disabled={removing} aria-label={t('Remove {{title}} from saved jobs', { title: job.title })}>
          {t('Remove')}
        </Button>
      </Cluster>
    </JobCardFrame>
  );
};
