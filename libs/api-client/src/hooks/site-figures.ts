import type { SiteFigures } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath } from '../api-call';
import { getTyped } from '../fetcher';

/**
 * GET /api/jobs/figures: the home page's figures, counted from the data. A first-view read, so typed
 * rather than parsed (its own module keeps zod out of the home page).
 */
export const useSiteFigures = () => useSWR(apiPath('GET /api/jobs/figures'), (url: string) => getTyped<SiteFigures>(url));
