import { ApiError, useGuestSavedJobIds, useMergeGuestSavedJobs, useSavedJobActions, useSavedJobList, useSavedJobsOwner } from '@jobboard/api-client';
import { jobPageMessages, savedJobsMessages as text, type SavedJob } from '@jobboard/contracts';
import { withReturnPath } from '@jobboard/portal-kit';
import { Button, CardList, Icon, LoadFailedNotice, SkeletonList, StateNotice, useToast } from '@jobboard/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SavedJobCard } from './saved-job-card';

/** Where the Saved Jobs tab is (beside My Applications), and where signing in returns to. */
export const savedJobsPath = '/resume?tab=saved';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

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

const SavedJobList = () => {
  const { toast } = useToast();
  const { data, error, isLoading, mutate } = useSavedJobList(true);
  const { unsave } = useSavedJobActions();
  useMergeGuestSavedJobs(true);
  const [removing, setRemoving] = useState<string>();

  const handleRemove = async (saved: SavedJob) => {
    setRemoving(saved.jobId);
    try {
      await unsave(saved.jobId);
      toast({ title: jobPageMessages.unsavedTitle, description: saved.job.title });
    } catch (failure) {
      toast({ title: jobPageMessages.saveFailedTitle, description: (failure instanceof ApiError && failure.serverMessage) || 'Please try again.', variant: 'destructive' });
    } finally {
      setRemoving(undefined);
    }
  };

  let content;
  if (error) content = <LoadFailedNotice title={text.loadErrorTitle} description={text.loadErrorDescription} onRetry={() => void mutate()} />;
  else if (isLoading || !data) content = <SkeletonList count={3} label="Loading your saved jobs" />;
  else if (data.length === 0) {
    content = (
      <StateNotice
        headingLevel={3}
        title={text.emptyTitle}
        description={text.emptyDescription}
        action={
          <Button as={Link} to="/jobs">
            {text.browseJobs}
          </Button>
        }
      />
    );
  } else {
    content = (
      <CardList aria-label="Your saved jobs">
        {data.map((saved) => (
          <li key={saved.jobId}>
            <SavedJobCard saved={saved} onRemove={(job) => void handleRemove(job)} removing={removing === saved.jobId} />
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <StyledSection aria-labelledby="saved-jobs-title">
      <StyledHeading id="saved-jobs-title">
        {text.title}
        {data && data.length > 0 ? ` (${data.length})` : ''}
      </StyledHeading>
      {content}
    </StyledSection>
  );
};

/** The Saved Jobs tab: the signed-in job seeker's or veteran's saved jobs; signed out, an invitation to sign in. */
export const SavedJobs = () => {
  const owner = useSavedJobsOwner();
  if (owner.loading) return <SkeletonList count={3} label="Loading your saved jobs" />;
  return owner.signedIn ? <SavedJobList /> : <GuestPrompt />;
};
