import {
  applicationAwaitingConfirmationSchema,
  submittedApplicationSchema,
  jobListPageSchema,
  jobSchema,
  secondChancePageSchema,
  type JobType,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send, withQuery } from '../api-call';
import { getJson } from '../fetcher';

/** What a job search page asks for; omitted or "any" values are not sent. */
export interface JobSearch {
  q?: string;
  location?: string;
  type?: readonly JobType[];
  experience?: string;
  salary?: string;
  distance?: number;
  sort?: string;
  page?: number;
}

/** The query string of a search, in a stable order so equal searches share one cache entry. */
export const jobSearchQuery = (search: JobSearch): string => {
  const params = new URLSearchParams();
  const add = (name: string, value: string | number | undefined) => {
    if (value === undefined || value === '' || value === 'any') return;
    params.set(name, String(value));
  };
  add('q', search.q?.trim());
  add('location', search.location?.trim());
  add('type', search.type && search.type.length > 0 ? search.type.join(',') : undefined);
  add('experience', search.experience);
  add('salary', search.salary);
  add('distance', search.location?.trim() ? search.distance : undefined);
  add('sort', search.sort === 'recent' ? undefined : search.sort);
  add('page', search.page && search.page > 1 ? search.page : undefined);
  return params.toString();
};

/** GET /api/jobs: one page of the search, with the total (and the origin of a distance search). */
export const useJobs = (search: JobSearch = {}) =>
  useSWR(withQuery(apiPath('GET /api/jobs'), jobSearchQuery(search)), async (url: string) => jobListPageSchema.parse(await getJson(url)));

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

// Only what the modal needs: a stricter parse could call a stored application a failure. An
// application sent without an account waits for its emailed confirmation instead (202).
const applyAnswerSchema = applicationAwaitingConfirmationSchema.or(submittedApplicationSchema);

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
      const created = applyAnswerSchema.parse(await send('POST /api/jobs/:id/apply', { params: { id: jobId }, body: form }));
      await mutate(jobKey(jobId));
      return created;
    },
    [mutate],
  );
};
