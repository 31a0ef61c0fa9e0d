import { jobSchema, pageOf } from '@jobboard/contracts';
import useSWR from 'swr';
import { getJson } from '../fetcher';

const jobPageSchema = pageOf(jobSchema);

/** GET /api/jobs: one page of active jobs, newest first. */
export const useJobs = (page = 1) =>
  useSWR(`/api/jobs?page=${page}`, async (url: string) => jobPageSchema.parse(await getJson(url)));

/** GET /api/jobs/:id */
export const useJob = (id: string | undefined) =>
  useSWR(id ? `/api/jobs/${encodeURIComponent(id)}` : null, async (url: string) => jobSchema.parse(await getJson(url)));
