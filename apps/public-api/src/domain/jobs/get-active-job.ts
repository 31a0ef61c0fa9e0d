import { jobViewWindowMs } from '@jobboard/domain';
import { AppError } from '@jobboard/server-kit';
import { jobRepository } from '@jobboard/job-search';
import { jobPageRepository } from '../../data-access/job-page-repository';
import { jobRemoved } from '../job-pages/get-job-page';

/**
 * GET /api/jobs/:id: an active job (one an admin took down is 410), its view counted once per viewer a day (a reload, or the
 * apply dialog asking again, adds nothing).
 */
export const getActiveJob = async (id: string, viewerKey: string, now = new Date()) => {
  const job = await jobRepository.findActive(id);
  if (!job) {
    if (await jobPageRepository.isRemovedByModeration(id)) throw jobRemoved();
    throw AppError.notFound('Job not found');
  }
  const counted = await jobRepository.countView(job.id, viewerKey, { now, countedSince: new Date(now.getTime() - jobViewWindowMs) });
  return counted ? { ...job, viewCount: job.viewCount + 1 } : job;
};
