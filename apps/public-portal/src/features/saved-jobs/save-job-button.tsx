import { ApiError, useIsJobSaved, useMergeGuestSavedJobs, useSavedJobActions } from '@jobboard/api-client';
import { jobPageMessages as text } from '@jobboard/contracts';
import { Button, Icon, useToast } from '@jobboard/ui';
import { useState } from 'react';

export interface SaveJobButtonProps {
  jobId: string;
  jobTitle: string;
}

/**
 * Save / Saved for one job: in the account of a signed-in job seeker or veteran, else in this
 * browser (moved into the account on sign-in). Pressing Saved removes it.
 */
export const SaveJobButton = ({ jobId, jobTitle }: SaveJobButtonProps) => {
  const { toast } = useToast();
  const { save, unsave, signedIn } = useSavedJobActions();
  useMergeGuestSavedJobs(signedIn);
  const saved = useIsJobSaved(jobId);
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      if (saved) {
        await unsave(jobId);
        toast({ title: text.unsavedTitle, description: jobTitle });
      } else {
        const where = await save(jobId);
        toast({ title: text.savedTitle, description: where === 'account' ? text.savedDescription : text.savedAsGuestDescription });
      }
    } catch (error) {
      toast({ title: text.saveFailedTitle, description: (error instanceof ApiError && error.serverMessage) || 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" $variant="outline" onClick={() => void handleClick()} disabled={busy} aria-pressed={saved} aria-label={`${saved ? 'Saved' : 'Save'}: ${jobTitle}`}>
      <Icon name="heart" />
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
};
