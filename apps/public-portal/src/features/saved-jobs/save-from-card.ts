import { ApiError, saveJobWherePossible } from '@jobboard/api-client';
import { jobPageMessages as text } from '@jobboard/contracts';
import type { Translator } from '@jobboard/i18n';

/** A toast as the cards raise it. */
type Toast = (message: { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' }) => void;

/**
 * What a job card's Save does. Loaded on the first press (a dynamic import), so the job lists'
 * first view does not carry the saved-jobs code. `t` reads the portal's texts, `tc` the contracts'.
 */
export const saveFromCard = async (jobId: string, toast: Toast, t: Translator['t'], tc: Translator['t']) => {
  try {
    const where = await saveJobWherePossible(jobId);
    toast({ title: tc(text.savedTitle), description: where === 'account' ? tc(text.savedDescription) : tc(text.savedAsGuestDescription) });
  } catch (error) {
    toast({ title: tc(text.saveFailedTitle), description: (error instanceof ApiError && error.serverMessage) || t('Please try again.'), variant
: 'destructive' });
  }
};
