import { ApiError, useIsJobSaved, useMergeGuestSavedJobs, useSavedJobActions, useWrite } from '@jobboard/api-client';
import { contractsTexts, jobPageMessages as text } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, Icon, useToast } from '@jobboard/ui';
import { publicTexts } from '../../texts';

export interface SaveJobButtonProps {
  jobId: string;
  jobTitle: string;
}

/**
 * Save / Saved for one job: in the account of a signed-in job seeker or veteran, else in this
 * browser (moved into the account on sign-in). Pressing Saved removes it.
 */
export const SaveJobButton = ({ jobId, jobTitle }: SaveJobButtonProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const { save, unsave, signedIn } = useSavedJobActions();
  useMergeGuestSavedJobs(signedIn);
  const saved = useIsJobSaved(jobId);
  // The button is one toggle, so saving and unsaving are one write: it answers where a save went.
  const toggling = useWrite(async (wasSaved: boolean) => {
    if (!wasSaved) return save(jobId);
    await unsave(jobId);
    return undefined;
  });

  const handleClick = async () => {
    try {
      const where = await toggling.run(saved);
      if (!where) toast({ title: tc(text.unsavedTitle), description: jobTitle });
      else toast({ title: tc(text.savedTitle), description: where === 'account' ? tc(text.savedDescription) : tc(text.savedAsGuestDescription) });
    } catch (error) {
      toast({ title: tc(text.saveFailedTitle), description: (error instanceof ApiError && error.serverMessage) || t('Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Button type="button" $variant="outline" onClick={() => void handleClick()} disabled={toggling.pending} aria-pressed={saved} aria-label={saved ? t('Saved: {{title}}', { title: jobTitle }) : t('Save: {{title}}', { title: jobTitle })}>
      <Icon name="heart" />
      {saved ? t('Saved') : t('Save')}

    </Button>
  );
};
