import { AppError } from '@jobboard/server-kit';
import { jobRepository } from '../../data-access/job-repository';

export const getActiveJob = async (id: string) => {
  const job = await jobRepository.findActiveAndCountView(id);
  if (!job) throw AppError.notFound('Job not found');
  return job;
};
