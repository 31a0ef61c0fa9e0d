import type { AppliedJob } from '@jobboard/contracts';
import { useMemo } from 'react';
import useSWR from 'swr';
import { apiPath } from '../api-call';
import { getTyped } from '../fetcher';
import { useAccountSession } from './account-session';

export const appliedJobsKey = apiPath('GET /api/applied-jobs');

/**
 * GET /api/applied-jobs: which jobs the signed-in job seeker or veteran applied to. One request
 * for a whole page (every card reads the same cached answer); asked only when signed in, so a
 * visitor who is signed out pays nothing for it. Typed, not parsed: the job list's first view
 * reads it (`getTyped`). The cache keeps the answer as the API sent it (a server-rendered page
 * embeds it as JSON); the lookup by job is made from it.
 */
export const useAppliedJobs = () => {
  // The session reads only (account-session.ts): this hook is on the job list's first view.
  const signedIn = Boolean(useAccountSession('jobseeker').data || useAccountSession('veteran').data);
  const { data, isLoading } = useSWR(signedIn ? appliedJobsKey : null, (url: string) => getTyped<AppliedJob[]>(url));
  const byJob = useMemo(() => (data ? new Map(data.map((applied) => [applied.jobId, applied])) : undefined), [data]);
  return { data: byJob, isLoading };
};

/** The signed-in person's application for this job, if they applied. */
export const useAppliedJob = (jobId: string): AppliedJob | undefined => useAppliedJobs().data?.get(jobId);
