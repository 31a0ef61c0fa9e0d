import {
  applicationAwaitingConfirmationSchema,
  submittedApplicationSchema,
  jobSchema,
  secondChancePageSchema,
  type JobType,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send, withQuery } from '../api-call';
import { getJson } from '../fetcher';

/** GET /api/jobs/second-chance: second-chance jobs and the number of inclusive employers. */
export const useSecondChanceJobs = (search: { q?: string; location?: string; type?: JobType | 'all'; page?: number } = {}) => {
  const params = new URLSearchParams();
  if (search.q?.trim()) params.set('q', search.q.trim());
  if (search.location?.trim()) params.set('location', search.location.trim());
  if (search.type && search.type !== 'all') params.set('type', search.type);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return useSWR(withQuery(apiPath('GET /api/jobs/second-chance'), params.toString()), async (url: string) =>
    secondChancePageSchema.parse(await getJson(url)),
  );
};

const jobKey = (id: string) => apiPath('GET /api/jobs/:id', { id });

/** GET /api/jobs/:id */
export const useJob = (id: string | undefined) =>
  useSWR(id ? jobKey(id) : null, async (url: string) => jobSchema.parse(await getJson(url)));

/**
 * POST /api/jobs/:id/apply with the multipart form; afterwards the job's cached data is
 * refreshed. Failures throw ApiError, whose serverMessage the modal shows.
 */
export const useSubmitApplication = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (jobId: string, form: FormData) => {
      // Only what the modal needs: a stricter parse could call a stored application a failure. An
      // application sent without an account waits for its emailed confirmation instead (202).
      // Built here, not when the module loads: the job list uses this module and builds no schema.
      const answerSchema = applicationAwaitingConfirmationSchema.or(submittedApplicationSchema);
      const created = answerSchema.parse(await send('POST /api/jobs/:id/apply', { params: { id: jobId }, body: form }));
      // The job's cards and page now say "Applied".
      await Promise.all([mutate(jobKey(jobId)), mutate(apiPath('GET /api/applied-jobs'))]);
      return created;
    },
    [mutate],
  );
};
