import type { VeteranProfile, VeteranStats } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath } from '../api-call';
import { getTyped } from '../fetcher';

/** The cache keys of the veteran dashboard's reads, shared by the reads and what refreshes them. */
export const veteranKeys = {
  profile: (id: string) => apiPath('GET /api/veterans/:id', { id }),
  stats: (id: string) => apiPath('GET /api/veterans/:id/stats', { id }),
  applications: (id: string) => apiPath('GET /api/veterans/:id/applications', { id }),
  recommendations: (id: string) => apiPath('GET /api/veterans/:id/recommended-jobs', { id }),
};

// The veteran dashboard's first-view reads, typed, not parsed (see getTyped): parsing them would
// bring zod and the veteran schemas into the dashboard's first view. The service builds these
// answers from the same contracts, and the API fuzzing checks them against their schemas.

/** GET /api/veterans/:id: the profile (only its owner, or an admin, is answered). */
export const useVeteranProfile = (id: string | undefined) =>
  useSWR(id ? veteranKeys.profile(id) : null, (url: string) => getTyped<VeteranProfile>(url));

/** GET /api/veterans/:id/stats: the dashboard's four figures. */
export const useVeteranStats = (id: string) => useSWR(veteranKeys.stats(id), (url: string) => getTyped<VeteranStats>(url));
