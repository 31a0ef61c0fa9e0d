import type { JobSuggestions } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath, withQuery } from '../api-call';
import { getTyped } from '../fetcher';

/** The fewest characters the suggestions are asked for. */
export const minSuggestionChars = 2;

/**
 * GET /api/jobs/suggestions: job titles, skills and credentials for what is typed in a search box
 * (nothing is asked under two characters). The last answer stays while the next one loads, so
 * the list does not flicker as a person types. Typed, not parsed (see getTyped): the search box's
 * code stays small.
 */
export const useJobSuggestions = (typed: string) => {
  const q = typed.trim().slice(0, 100);
  return useSWR(
    q.length >= minSuggestionChars ? withQuery(apiPath('GET /api/jobs/suggestions'), new URLSearchParams({ q }).toString()) : null,
    (url: string) => getTyped<JobSuggestions>(url),
    { keepPreviousData: true },
  );
};
