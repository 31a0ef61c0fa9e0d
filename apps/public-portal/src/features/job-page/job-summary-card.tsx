import { useAppliedJob } from '@jobboard/api-client';
import { checkMyMatchPath, contractsTexts, jobPageMessages as text, type JobPage } from '@jobboard/contracts';
import { applicationScreeningQuestions } from '@jobboard/domain';
import { CalendarDate, EmployerStandingBadge, JobBadges, JobCardFrame, JobFact, JobFacts } from '@jobboard/portal-kit';
import { useTexts, withParts } from '@jobboard/i18n';
import { Badge, Button, Callout } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SaveJobButton } from '../saved-jobs';
import { publicTexts } from '../../texts';
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
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { job } = page;
  // Applied already: "Applied on <date>" (JobCardFrame) and no Apply to fill the form again.
  const applied = useAppliedJob(job.id);
  const offersApply = page.acceptingApplications && !applied;
  const questionCount = applicationScreeningQuestions(job.screeningQuestions).length;
  return (
    <JobCardFrame titleId="job-title" jobId={job.id} headingLevel={1} title={job.title} company={job.companyName} logo={job.companyLogo}>
      <JobBadges job={job} before={<EmployerStandingBadge standing={job.employerStanding} />}>
        {job.secondChanceEmployer && <Badge $tone="success">{t('Second Chance Employer')}</Badge>}
        {!page.acceptingApplications && <Badge $tone="destructive">{t('Closed')}</Badge>}
      </JobBadges>
      <JobFacts job={job} label={t('Job facts')} distanceFrom={page.distanceFrom}>
        {job.schedule && <JobFact icon="clock">{job.schedule}</JobFact>}
        <JobFact icon="calendar">{withParts(t('Posted {{date}}'), { date: <CalendarDate value={job.posted} /> })}</JobFact>
        {job.applicationDeadline && (
          <JobFact icon="calendar">{withParts(t('Apply by {{date}}'), { date: <CalendarDate value={job.applicationDeadline} /> })}</JobFact>
        )}
        <JobFact icon="document">{t('{{count}} screening questions', { singular: '{{count}} screening question', count: questionCount })}</JobFact>
      </JobFacts>
      {!page.acceptingApplications && (
        <Callout as="p" $bar="danger" role="status">
          <strong>
            {tc(text.notAccepting)} {tc(text.notAcceptingHint)}
          </strong>
        </Callout>
      )}
      <StyledActions>
        {offersApply && (
          <Button type="button" $variant="primary" onClick={onApply} aria-label={t('Apply for {{title}}', { title: job.title })}>
            {t('Apply')}
          </Button>
        )}
        <SaveJobButton jobId={job.id} jobTitle={job.title} />
        <ShareJobButton jobId={job.id} jobTitle={job.title} />
        {page.acceptingApplications && (
          <Button as={Link} to={checkMyMatchPath(job.id)} $variant="outline" aria-label={t('Check my match: {{title}}', { title: job.title })}>
            {t('Check my match')}

          </Button>
        )}
      </StyledActions>
    </JobCardFrame>
  );
};
