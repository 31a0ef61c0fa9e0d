import { useGuestSavedJobIds, useGuestSavedJobList, useSavedJobActions, useSavedJobsOwner } from '@jobboard/api-client';
import { contractsTexts, jobPageMessages, jobPagePath, jobTypeLabels, savedJobsMessages as text, type GuestSavedJob } from '@jobboard/contracts';
import { JobCardFrame, JobFact, JobFacts, NoSavedJobsNotice, SavedJobsList, withReturnPath } from '@jobboard/portal-kit';
import { useTexts } from '@jobboard/i18n';
import { Badge, Button, CardList, Cluster, Icon, LoadFailedNotice, Section, SkeletonList, StateNotice, useToast } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { publicTexts } from '../../texts';

/** Where the Saved Jobs tab is (beside My Applications), and where signing in returns to. */
export const savedJobsPath = '/resume?tab=saved';

const SignInActions = () => {
  const t = useTexts(publicTexts);
  return (
    <>
      <Button as={Link} to={withReturnPath('/job-seeker-login', savedJobsPath)}>
        {t('Log In')}
      </Button>
      <Button as={Link} to={withReturnPath('/job-seeker-signup', savedJobsPath)} $variant="secondary">
        {t('Sign Up')}
      </Button>
    </>
  );
};

/** One job a guest saved: title (a link to its page), company, place, pay, open or closed, View Job and Remove. */
const GuestSavedJobCard = ({ saved, onRemove }: { saved: GuestSavedJob; onRemove: (saved: GuestSavedJob) => void }) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { job } = saved;
  const titleId = `guest-saved-${job.id}-title`;
  return (
    <JobCardFrame
      titleId={titleId}
      headingLevel={3}
      title={<Link to={jobPagePath(job.id)}>{job.title}</Link>}
      company={job.companyName}
      aside={saved.closed ? <Badge $tone="destructive">{tc(text.closed)}</Badge> : <Badge $tone="success">{t('Open')}</Badge>}
    >
      <JobFacts job={job} label={t('Job details')}>
        <JobFact icon="briefcase">{tc(jobTypeLabels[job.type])}</JobFact>
      </JobFacts>
      <Cluster $gap="md">
        <Button as={Link} to={jobPagePath(job.id)} $variant="primary" aria-describedby={titleId}>
          {t('View Job')}
        </Button>
        <Button type="button" $variant="outline" onClick={() => onRemove(saved)} aria-label={t('Remove {{title}} from saved jobs', { title: job.title })}>
          {t('Remove')}
        </Button>
      </Cluster>
    </JobCardFrame>
  );
};

/**
 * A guest's saved jobs: the jobs saved in this browser as they are now, newest save first, each
 * with Remove, under an invitation to sign in and keep them in an account.
 */
const GuestSavedJobs = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const guestIds = useGuestSavedJobIds();
  const { data: answered, error, mutate } = useGuestSavedJobList(true);
  // While the shorter list is asked for, the previous one is shown less what was just removed (no flash of placeholders).
  const data = answered?.filter((saved) => guestIds.includes(saved.jobId));
  const { unsave } = useSavedJobActions();

  const handleRemove = async (saved: GuestSavedJob) => {
    await unsave(saved.jobId);
    toast({ title: tc(jobPageMessages.unsavedTitle), description: saved.job.title });
  };

  let content;
  if (guestIds.length === 0) {
    content = <NoSavedJobsNotice description={tc(text.guestEmptyDescription)} />;
  } else if (error) content = <LoadFailedNotice title={tc(text.loadErrorTitle)} description={tc(text.loadErrorDescription)} onRetry={() => void mutate()} />;
  else if (!data) content = <SkeletonList count={Math.min(guestIds.length, 3)} label={t('Loading your saved jobs')} />;
  else {
    content = (
      <CardList aria-label={t('Jobs saved in this browser')}>
        {data.map((saved) => (
          <li key={saved.jobId}>
            <GuestSavedJobCard saved={saved} onRemove={(job) => void handleRemove(job)} />
          </li>
        ))}
      </CardList>
    );
  }
  const count = data?.length ?? guestIds.length;
  return (
    <Section aria-labelledby="guest-saved-jobs-title">
      <StateNotice
        tone="raised"
        icon={<Icon name="heart" size={28} />}
        title={tc(text.signInTitle)}
        description={tc(text.signInDescription)}
        action={<SignInActions />}
      />
      <h2 id="guest-saved-jobs-title">
        {tc(text.guestListTitle)}
        {count > 0 ? ` (${count})` : ''}
      </h2>
      {content}
    </Section>
  );
};

/** The Saved Jobs tab: the signed-in job seeker's or veteran's saved jobs; signed out, the jobs saved in this browser and an invitation to sign in. */
export const SavedJobs = () => {
  const t = useTexts(publicTexts);
  const owner = useSavedJobsOwner();
  if (owner.loading) return <SkeletonList count={3} label={t('Loading your saved jobs')} />;

  return owner.signedIn ? <SavedJobsList headingId="saved-jobs-title" /> : <GuestSavedJobs />;
};
