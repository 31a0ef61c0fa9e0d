// No schema here: the job cards on first views show these texts without loading zod.
import type { Translate } from '@jobboard/i18n';
import { contractsEnglish } from './texts';

/** The "Applied" marker's texts (job cards and the job page). */
export const appliedJobMessages = {
  appliedOn: (date: string, t: Translate = contractsEnglish) => t('Applied on {{date}}', { date }),
  viewApplication: 'View application',
  alreadyAppliedNote: 'You have applied for this job. Follow its progress in your applications.',
} as const;
