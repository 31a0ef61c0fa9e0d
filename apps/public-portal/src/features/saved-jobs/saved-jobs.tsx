import { useGuestSavedJobIds, useSavedJobsOwner } from '@jobboard/api-client';
import { savedJobsMessages as text } from '@jobboard/contracts';
import { SavedJobsList, withReturnPath } from '@jobboard/portal-kit';
import { Button, Icon, SkeletonList, StateNotice } from '@jobboard/ui';
import { Link } from 'react-router-dom';

/** Where the Saved Jobs tab is (beside My Applications), and where signing in returns to. */
export const savedJobsPath = '/resume?tab=saved';

const GuestPrompt = () => {
  const guestIds = useGuestSavedJobIds();
  const inBrowser = guestIds.length > 0 ? ` You have ${guestIds.length} ${guestIds.length === 1 ? 'job' : 'jobs'} saved in this browser.` : '';
  return (
    <StateNotice
      tone="raised"
      icon={<Icon name="heart" size={28} />}
      title={text.signInTitle}
      description={text.signInDescription + inBrowser}
      action={
        <>
          <Button as={Link} to={withReturnPath('/job-seeker-login', savedJobsPath)}>
            Log In
          </Button>
          <Button as={Link} to={withReturnPath('/job-seeker-signup', savedJobsPath)} $variant="secondary">
            Sign Up
          </Button>
        </>
      }
    />
  );
};

/** The Saved Jobs tab: the signed-in job seeker's or veteran's saved jobs; signed out, an invitation to sign in. */
export const SavedJobs = () => {
  const owner = useSavedJobsOwner();
  if (owner.loading) return <SkeletonList count={3} label="Loading your saved jobs" />;
  return owner.signedIn ? <SavedJobsList headingId="saved-jobs-title" /> : <GuestPrompt />;
};
