import { applicationAwaitingConfirmationSchema, submittedApplicationSchema, jobSchema } from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { getJson } from '../fetcher';

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
