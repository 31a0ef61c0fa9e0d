import type { EmployerStats, Job } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath } from '../api-call';
import { getTyped } from '../fetcher';

/** The cache keys of the employer dashboard's reads, shared by the reads and what refreshes them. */
export const hiringKeys = {
  employer: (id: string) => apiPath('GET /api/employers/:id', { id }),
  stats: (id: string) => apiPath('GET /api/employers/:id/stats', { id }),
  jobs: (id: string) => apiPath('GET /api/employers/:id/jobs', { id }),
  applications: (id: string) => apiPath('GET /api/employers/:id/applications', { id }),
  ranked: (id: string) => apiPath('GET /api/employers/:id/applications/ranked', { id }),
  notifications: (id: string) => apiPath('GET /api/employers/:id/notifications', { id }),
  application: (id: string) => apiPath('GET /api/applications/:id', { id }),
};

// The employer dashboard's first-view reads, typed, not parsed (see getTyped): parsing them would
// bring zod and the hiring schemas into the dashboard's first view. The service builds these
// answers from the same contracts, and the API fuzzing checks them against their schemas.

/** GET /api/employers/:id/stats: the stat cards and what the next post would use. */
export const useEmployerStats = (id: string) => useSWR(hiringKeys.stats(id), (url: string) => getTyped<EmployerStats>(url));

/** GET /api/employers/:id/jobs */
export const useEmployerJobs = (id: string) => useSWR(hiringKeys.jobs(id), (url: string) => getTyped<Job[]>(url));
