import type { JobType, SecondChancePage } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath, withQuery } from '../api-call';
import { getTyped } from '../fetcher';

// A module of its own, importing no schema: the second-chance page's first view reads it.

/**
 * GET /api/jobs/second-chance: second-chance jobs and the number of inclusive employers. Typed,
 * not parsed (see getTyped): the page's first view, rendered on the server with this answer.
 */
export const useSecondChanceJobs = (search: { q?: string; location?: string; type?: JobType | 'all'; page?: number } = {}) => {
  const params = new URLSearchParams();
  if (search.q?.trim()) params.set('q', search.q.trim());
  if (search.location?.trim()) params.set('location', search.location.trim());
  if (search.type && search.type !== 'all') params.set('type', search.type);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return useSWR(withQuery(apiPath('GET /api/jobs/second-chance'), params.toString()), (url: string) => getTyped<SecondChancePage>(url));
};
