import { ApiError, saveJobWherePossible } from '@jobboard/api-client';
import { jobPageMessages as text } from '@jobboard/contracts';
import type { Translator } from '@jobboard/i18n';

/** A toast as the cards raise it. */
type Toast = (message: { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' }) => void;

/**
 * What a job card's Save does. Loaded on the first press (a dynamic import), so the job lists'
 * first view does not carry the saved-jobs code.
 */
export const saveFromCard = async (jobId: string, toast: Toast, t: Translator['t']) => {
  try {
    const where = await saveJobWherePossible(jobId);
    toast({ title: text.savedTitle, description: where === 'account' ? text.savedDescription : text.savedAsGuestDescription });
  } catch (error) {
    toast({ title: text.saveFailedTitle, description: (error instanceof ApiError && error.serverMessage) || t('Please try again.'), variant
: 'destructive' });
  }
};
