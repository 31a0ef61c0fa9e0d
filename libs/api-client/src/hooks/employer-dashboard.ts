import type { EmployerStats, Job } from '@jobboard/contracts';
import useSWR from 'swr';
import { getTyped } from '../fetcher';
import { hiringKeys } from './hiring-keys';

// The employer dashboard's first-view reads, typed, not parsed (see getTyped): parsing them would
// bring zod and the hiring schemas into the dashboard's first view. The service builds these
// answers from the same contracts, and the API fuzzing checks them against their schemas.

/** GET /api/employers/:id/stats: the stat cards and what the next post would use. */
export const useEmployerStats = (id: string) => useSWR(hiringKeys.stats(id), (url: string) => getTyped<EmployerStats>(url));

/** GET /api/employers/:id/jobs */
export const useEmployerJobs = (id: string) => useSWR(hiringKeys.jobs(id), (url: string) => getTyped<Job[]>(url));
