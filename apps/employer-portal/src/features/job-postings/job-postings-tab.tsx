import { useEmployerJobs } from '@jobboard/api-client';
import { contractsTexts, hiringMessages, type EmployerStats, type Job } from '@jobboard/contracts';
import { employerPublishingStanding, type EmployerPublishingFacts } from '@jobboard/domain';
import { Button, CardList, Cluster, Icon, LoadFailedNotice, Section, SkeletonList, StateNotice } from '@jobboard/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmployerJobCard } from './employer-job-card';
import { useTexts, withParts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface JobPostingsTabProps {
  employerId: string;
  /** What the next post would use; undefined while the figures load. */
  posting: EmployerStats['posting'] | undefined;
  /** Whether the company may publish now (its confirmed address and verification). */
  employer: EmployerPublishingFacts;
}

/** The empty tab's line: true of this company now. */
const firstJobHint = (employer: EmployerPublishingFacts) => {
  const standing = employerPublishingStanding(employer);
  if (standing.canPublish) return hiringMessages.firstJobHint.canPublish;
  return standing.refusal === 'rejected' ? hiringMessages.firstJobHint.rejected : hiringMessages.firstJobHint.emailNotVerified;
};

// The dialogs' code (the posting form, its checks and zod) loads when one is first opened, not
// with the dashboard.
const JobPostingDialog = lazy(() => import('./job-posting-dialog').then((module) => ({ default: module.JobPostingDialog })));
const CloseJobDialog = lazy(() => import('./close-job-dialog').then((module) => ({ default: module.CloseJobDialog })));

/** Which dialog is open: a new post, an edit of a job, or the question before closing one. */
type OpenDialog = { kind: 'post' } | { kind: 'edit'; job: Job } | { kind: 'close'; job: Job } | undefined;

const StyledPostArea = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    width: 100%;
    > button { flex: 1; }
  }
`;

const StyledEntitlement = styled.p<{ $blocked: boolean }>`
  margin: 0;
  color: ${({ theme, $blocked }) => ($blocked ? theme.color.warning : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  a { font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Entitlement = ({ posting }: { posting: EmployerStats['posting'] }) => {
  const t = useTexts(employerTexts);
  return posting.canPost ? (
    <StyledEntitlement $blocked={false}>{posting.summary}</StyledEntitlement>
  ) : (
    <StyledEntitlement $blocked>
      {withParts(t('{{summary}}. {{plans}} to post a job.'), { summary: posting.summary, plans: <Link to="/subscription">{t('See plans')}</Link> })}
    </StyledEntitlement>
  );
};

/** The Job Postings tab: Post New Job, and a card per job with Edit and Close Job. */
export const JobPostingsTab = ({ employerId, posting, employer }: JobPostingsTabProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { data: jobs, error, isLoading, mutate } = useEmployerJobs(employerId);
  const [dialog, setDialog] = useState<OpenDialog>();
  const closeDialog = () => setDialog(undefined);

  let content;
  if (error) {
    content = (
      <LoadFailedNotice title={t('Could not load your jobs')} onRetry={() => void mutate()} />
    );
  } else if (isLoading || !jobs) {
    content = <SkeletonList count={3} label={t('Loading your jobs')} />;
  } else if (jobs.length === 0) {
    content = (
      <StateNotice
        headingLevel={3}
        icon={<Icon name="briefcase" size={28} />}
        title={tc(hiringMessages.noJobs)}
        description={tc(firstJobHint(employer))}
      />
    );
  } else {
    content = (
      <CardList aria-label={t('Your jobs')}>
        {jobs.map((job) => (
          <li key={job.id}>
            <EmployerJobCard
              job={job}
              onEdit={(edited) => setDialog({ kind: 'edit', job: edited })}
              onClose={(closing) => setDialog({ kind: 'close', job: closing })}
            />
          </li>
        ))}
      </CardList>
    );
  }

  return (
    <Section aria-labelledby="job-postings-title">
      <Cluster $justify="between" $align="center" $gap="md">
        <h2 id="job-postings-title">
          {t('Job Postings')}
          {jobs && !error ? ` (${jobs.length})` : ''}
        </h2>
        <StyledPostArea>
          {posting && <Entitlement posting={posting} />}
          <Button type="button" onClick={() => setDialog({ kind: 'post' })}>
            {t('Post New Job')}
          </Button>
        </StyledPostArea>
      </Cluster>
      {content}
      <Suspense fallback={null}>
        {dialog?.kind === 'post' && <JobPostingDialog employerId={employerId} onClose={closeDialog} />}
        {dialog?.kind === 'edit' && <JobPostingDialog employerId={employerId} job={dialog.job} onClose={closeDialog} />}
        {dialog?.kind === 'close' && <CloseJobDialog employerId={employerId} job={dialog.job} onClose={closeDialog} />}
      </Suspense>
    </Section>
  );
};
