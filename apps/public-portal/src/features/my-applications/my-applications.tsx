import { dataExportUrl, useDeleteJobSeekerAccount, useJobSeekerSession, useMyApplications } from '@jobboard/api-client';
import { applicationTrackerMessages as text, contractsTexts, type TrackedApplication } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, CardList, LoadFailedNotice, Section, SkeletonList, StateNotice } from '@jobboard/ui';
import { useState } from 'react';
import { EmailUnconfirmedNotice, SavedResumesSection, YourDataSection } from '@jobboard/portal-kit';
import { Link } from 'react-router-dom';
import { publicTexts } from '../../texts';
import { ApplicationCard } from './application-card';
import { FollowUpDialog } from './follow-up-dialog';
import { SignInPrompt } from './sign-in-prompt';

const LoadError = ({ onRetry }: { onRetry: () => void }) => {
  const tc = useTexts(contractsTexts);
  return <LoadFailedNotice title={tc(text.loadErrorTitle)} description={tc(text.loadErrorDescription)} onRetry={onRetry} />;
};

const ApplicationList = ({ userId, applicantName }: { userId: string; applicantName: string }) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { data, error, isLoading, mutate } = useMyApplications(userId);
  const [followingUp, setFollowingUp] = useState<TrackedApplication>();

  let content;
  if (error) content = <LoadError onRetry={() => void mutate()} />;
  else if (isLoading || !data) content = <SkeletonList count={3} label={t('Loading your applications')} />;
  else if (data.length === 0) {
    content = (
      <StateNotice
        headingLevel={3}
        title={tc(text.emptyTitle)}
        description={tc(text.emptyDescription)}
        action={
          <Button as={Link} to="/jobs">
            {tc(text.browseJobs)}
          </Button>
        }
      />
    );
  } else {
    content = (
      <CardList aria-label={t('Your applications')}>
        {data.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} onFollowUp={setFollowingUp} />
          </li>
        ))}
      </CardList>
    );
  }

  return (
    <Section aria-labelledby="my-applications-title">
      <h2 id="my-applications-title">
        {tc(text.heading)}
        {data && !error ? ` (${data.length})` : ''}
      </h2>
      <EmailUnconfirmedNotice kind="jobseeker" headingLevel={3} />
      {content}
      <p>
        <Link to="/job-alerts">{t('Manage your job alerts')}</Link>
      </p>
      <FollowUpDialog
        application={followingUp}
        userId={userId}
        applicantName={applicantName}
        onClose={() => setFollowingUp(undefined)}
      />
    </Section>
  );
};

/** The My Applications tab: the signed-in job seeker's own applications, or a way to sign in. */
export const MyApplications = () => {
  const t = useTexts(publicTexts);
  const { data: jobSeeker, error, isLoading, mutate } = useJobSeekerSession();
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (isLoading) return <SkeletonList count={3} label={t('Loading your applications')} />;

  if (!jobSeeker) return <SignInPrompt />;
  return (
    <>
      <ApplicationList userId={jobSeeker.id} applicantName={`${jobSeeker.firstName} ${jobSeeker.lastName}`} />
      <SavedResumesSection />
      <JobSeekerYourData />
    </>
  );
};

/** Under the signed-in job seeker's applications: download their data, or delete the account. */
const JobSeekerYourData = () => (
  <YourDataSection kind="jobseeker" exportUrl={dataExportUrl.jobseeker()} deleteAccount={useDeleteJobSeekerAccount()} />
);
