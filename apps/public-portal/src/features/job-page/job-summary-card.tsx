import { useAppliedJob } from '@jobboard/api-client';
import { checkMyMatchPath, jobPageMessages as text, type JobPage } from '@jobboard/contracts';
import { applicationScreeningQuestions } from '@jobboard/domain';
import { CalendarDate, EmployerStandingBadge, JobBadges, JobCardFrame, JobFact, JobFacts } from '@jobboard/portal-kit';
import { Badge, Button, Callout } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SaveJobButton } from '../saved-jobs';
import { ShareJobButton } from './share-job-button';

export interface JobSummaryCardProps {
  page: JobPage;
  onApply: () => void;
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  svg {
    width: 16px;
    height: 16px;
  }
`;

/** The top of a job's page: who, where, pay, when, and Apply, Save, Share. */
export const JobSummaryCard = ({ page, onApply }: JobSummaryCardProps) => {
  const { job } = page;
  // Applied already: "Applied on <date>" (JobCardFrame) and no Apply to fill the form again.
  const applied = useAppliedJob(job.id);
  const offersApply = page.acceptingApplications && !applied;
  const questionCount = applicationScreeningQuestions(job.screeningQuestions).length;
  return (
    <JobCardFrame titleId="job-title" jobId={job.id} headingLevel={1} title={job.title} company={job.companyName} logo={job.companyLogo}>
      <JobBadges job={job} before={<EmployerStandingBadge standing={job.employerStanding} />}>
        {job.secondChanceEmployer && <Badge $tone="success">Second Chance Employer</Badge>}
        {!page.acceptingApplications && <Badge $tone="destructive">Closed</Badge>}
      </JobBadges>
      <JobFacts job={job} label="Job facts" distanceFrom={page.distanceFrom}>
        {job.schedule && <JobFact icon="clock">{job.schedule}</JobFact>}
        <JobFact icon="calendar">
          Posted <CalendarDate value={job.posted} />
        </JobFact>
        {job.applicationDeadline && (
          <JobFact icon="calendar">
            Apply by <CalendarDate value={job.applicationDeadline} />
          </JobFact>
        )}
        <JobFact icon="document">{questionCount} screening questions</JobFact>
      </JobFacts>
      {!page.acceptingApplications && (
        <Callout as="p" $bar="danger" role="status">
          <strong>
            {text.notAccepting} {text.notAcceptingHint}
          </strong>
        </Callout>
      )}
      <StyledActions>
        {offersApply && (
          <Button type="button" $variant="primary" onClick={onApply} aria-label={`Apply for ${job.title}`}>
            Apply
          </Button>
        )}
        <SaveJobButton jobId={job.id} jobTitle={job.title} />
        <ShareJobButton jobId={job.id} jobTitle={job.title} />
        {page.acceptingApplications && (
          <Button as={Link} to={checkMyMatchPath(job.id)} $variant="outline" aria-label={`Check my match: ${job.title}`}>
            Check my match
          </Button>
        )}
      </StyledActions>
    </JobCardFrame>
  );
};
