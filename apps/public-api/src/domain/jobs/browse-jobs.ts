import type { JobListQuery } from '@jobboard/contracts';
import { jobsPageSize, pageOffset } from '@jobboard/domain';
import { AppError } from '@jobboard/server-kit';
import { jobRepository } from '../../data-access/job-repository';

/** The first version of the search: active jobs, newest first, a page at a time. */
export const listActiveJobs = async ({ page }: JobListQuery) => {
  const { jobs, total } = await jobRepository.findActivePage({ skip: pageOffset(page, jobsPageSize), limit: jobsPageSize });
  return { items: jobs, total, page, pageSize: jobsPageSize };
};

export const getActiveJob = async (id: string) => {
  const job = await jobRepository.findActiveAndCountView(id);
  if (!job) throw AppError.notFound('Job not found');
  return job;
};
