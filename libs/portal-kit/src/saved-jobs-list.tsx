import { ApiError, useMergeGuestSavedJobs, useSavedJobActions, useSavedJobList } from '@jobboard/api-client';
import { contractsTexts, jobPageMessages, savedJobsMessages as text, type SavedJob } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, CardList, Icon, LoadFailedNotice, Section, SkeletonList, StateNotice, useToast } from '@jobboard/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SavedJobCard } from './saved-job-card';
import { portalKitTexts } from './texts';

/** "No Saved Jobs Yet" with a way to the jobs: the signed-in list and the guest's list say it alike. */
export const NoSavedJobsNotice = ({ description }: { description: string }) => {
  const tc = useTexts(contractsTexts);
  return (
    <StateNotice
      headingLevel={3}
      icon={<Icon name="heart" size={28} />}
      title={tc(text.emptyTitle)}
      description={description}
      action={
        <Button as={Link} to="/jobs">
          {tc(text.browseJobs)}
        </Button>
      }
    />
  );
};

export interface SavedJobsListProps {
  /** The heading's id, unique on the page (the section is labelled by it). */
  headingId: string;
}

/**
 * The signed-in job seeker's or veteran's saved jobs (the session says whose), newest first, each
 * "Closed" once it stops taking applications, with Remove; saves made as a guest in this browser
 * are moved into the account first. The Saved Jobs tab of /resume and of the veteran's dashboard.
 */
export const SavedJobsList = ({ headingId }: SavedJobsListProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const { data, error, isLoading, mutate } = useSavedJobList(true);
  const { unsave } = useSavedJobActions();
  useMergeGuestSavedJobs(true);
  const [removing, setRemoving] = useState<string>();

  const handleRemove = async (saved: SavedJob) => {
    setRemoving(saved.jobId);
    try {
      await unsave(saved.jobId);
      toast({ title: tc(jobPageMessages.unsavedTitle), description: saved.job.title });
    } catch (failure) {
      toast({
        title: tc(jobPageMessages.saveFailedTitle),
        description: (failure instanceof ApiError && failure.serverMessage) || t('Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setRemoving(undefined);
    }
  };

  let content;
  if (error) content = <LoadFailedNotice title={tc(text.loadErrorTitle)} description={tc(text.loadErrorDescription)} onRetry={() => void mutate()} />;
  else if (isLoading || !data) content = <SkeletonList count={3} label={t('Loading your saved jobs')} />;
  else if (data.length === 0) {
    content = <NoSavedJobsNotice description={tc(text.emptyDescription)} />;
  } else {
    content = (
      <CardList aria-label={t('Your saved jobs')}>
        {data.map((saved) => (
          <li key={saved.jobId}>
            <SavedJobCard saved={saved} onRemove={(job) => void handleRemove(job)} removing={removing === saved.jobId} />
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {tc(text.title)}
        {data && data.length > 0 ? ` (${data.length})` : ''}
      </h2>
      {content}
    </Section>
  );
};
