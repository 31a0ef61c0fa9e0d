/** Which jobs the signed-in job seeker or veteran applied to: GET /api/applied-jobs (the session says whose). */
import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common';

/** One job applied to, with when and the application (the tracker's card). */
export const appliedJobSchema = z.object({
  jobId: objectIdSchema,
  applicationId: objectIdSchema,
  appliedAt: isoDateSchema,
});
export type AppliedJob = z.infer<typeof appliedJobSchema>;

/** Every job applied to, newest application first: one request answers every card of a page. */
export const appliedJobListSchema = z.array(appliedJobSchema);
