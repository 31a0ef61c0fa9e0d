import type { JobListPage, JobType } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath, withQuery } from '../api-call';
import { getTyped } from '../fetcher';

// The job search, the first view of /jobs, in a module of its own: no schema is imported here,
// so the job list's JavaScript holds no zod (a module is bundled whole with what it imports).

/** What a job search page asks for; omitted or "any" values are not sent (but for distance). */
export interface JobSearch {
  q?: string;
  location?: string;
  type?: readonly JobType[];
  experience?: string;
  salary?: string;
  /** Miles, or "any" (sent: without it the server looks 25 miles around). */
  distance?: number | 'any';
  /** The clearance the seeker holds (a `securityClearances` name) or "any". */
  clearance?: string;
  /** Only jobs of second-chance employers. */
  secondChance?: boolean;
  /** Absent: the server's default (best match with keywords, else newest). */
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
  if (search.location?.trim() && search.distance !== undefined) params.set('distance', String(search.distance));
  add('clearance', search.clearance);
  add('secondChance', search.secondChance ? 'true' : undefined);
  add('sort', search.sort);
  add('page', search.page && search.page > 1 ? search.page : undefined);
  return params.toString();
};

/** GET /api/jobs: one page of the search, with the total, the facet counts (and the origin of a distance search). Typed, not parsed (see getTyped). */
export const useJobs = (search: JobSearch = {}) =>
  useSWR(withQuery(apiPath('GET /api/jobs'), jobSearchQuery(search)), (url: string) => getTyped<JobListPage>(url));
