/** Saved jobs of job seekers and veterans: /api/saved-jobs (the session says whose). */
import type { Translate } from '@jobboard/i18n';
import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common';
import { jobSchema } from './entities';
import { savedJobsLimit } from './saved-jobs-limit';
import { contractsEnglish } from './texts';

// The limit lives in a zod-free module, so the browser's saved-jobs code loads no schema.
export { savedJobsLimit };

/** PUT/DELETE /api/saved-jobs/:jobId */
export const savedJobParamsSchema = z.object({ jobId: objectIdSchema });

/** The refusal of a merge that lists more jobs than an account keeps. */
const tooManyToMerge = (t: Translate = contractsEnglish) => t('must list at most {{max}} jobs', { max: savedJobsLimit });

/** POST /api/saved-jobs/merge: the jobs a guest saved in this browser, added to the account. */
export const savedJobsMergeBodySchema = z.object({
  jobIds: z.array(objectIdSchema).max(savedJobsLimit, tooManyToMerge()),
});
export type SavedJobsMergeBody = z.infer<typeof savedJobsMergeBodySchema>;

/** One saved job with the job as it is now; `closed` when it no longer takes applications. */
export const savedJobSchema = z.object({
  jobId: objectIdSchema,
  savedAt: isoDateSchema,
  closed: z.boolean(),
  job: jobSchema,
});
export type SavedJob = z.infer<typeof savedJobSchema>;

/** GET /api/saved-jobs (and the answer of every change): newest save first. */
export const savedJobListSchema = z.array(savedJobSchema);

/** POST /api/saved-jobs/lookup: the jobs a guest saved in this browser, as they are now, in the order asked (ids of deleted jobs are left out). */
export const guestSavedJobListSchema = z.array(savedJobSchema.omit({ savedAt: true }));
export type GuestSavedJob = z.infer<typeof guestSavedJobListSchema>[number];

/** The saved jobs' texts. */
export const savedJobsMessages = {
  title: 'Saved Jobs',
  emptyTitle: 'No Saved Jobs Yet',
  emptyDescription: 'Save jobs while you search and find them here.',
  browseJobs: 'Browse Jobs',
  loadErrorTitle: 'Could not load your saved jobs',
  loadErrorDescription: 'Please try again.',
  closed: 'Closed',
  signInTitle: 'Sign in to keep your saved jobs',
  signInDescription: 'Jobs you save while signed out stay in this browser and move into your account when you sign in.',
  guestListTitle: 'Saved in this browser',
  guestEmptyDescription: 'Jobs you save while signed out appear here. Sign in to keep them in your account.',
  tooMany: `You can keep at most ${savedJobsLimit} saved jobs. Remove some to save more.`,
} as const;
