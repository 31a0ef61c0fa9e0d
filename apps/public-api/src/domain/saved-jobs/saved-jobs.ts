import { savedJobsLimit, savedJobsMessages, type GuestSavedJob, type SavedJob } from '@jobboard/contracts';
import { AppError } from '@jobboard/server-kit';
import { jobPageRepository } from '../../data-access/job-page-repository';
import { savedJobRepository, type SavedJobOwner } from '../../data-access/saved-job-repository';
import { asJob, isAcceptingApplications } from '../job-pages/get-job-page';

/** The owner's saved jobs, newest save first, each with the job as it is now ("closed" once it stops taking applications); a job taken down is left out. */
export const listSavedJobs = async (owner: SavedJobOwner): Promise<SavedJob[]> => {
  const saves = await savedJobRepository.listOf(owner);
  // A job deleted or taken down by an admin since it was saved has nothing left to show (its page answers 410).
  const jobs = new Map((await jobPageRepository.findShowableByIds(saves.map(({ jobId }) => jobId))).map((record) => [record.id, asJob(record)]));
  return saves.flatMap(({ jobId, savedAt }) => {
    const job = jobs.get(jobId);
    return job ? [{ jobId, savedAt: savedAt.toISOString(), closed: !isAcceptingApplications(job), job }] : [];
  });
};

/**
 * POST /api/saved-jobs/lookup: the jobs a guest saved in this browser, as they are now, in the
 * order asked; jobs deleted or taken down since are left out. Public: it answers only what a job page shows.
 */
export const lookUpGuestSaves = async (jobIds: readonly string[]): Promise<GuestSavedJob[]> => {
  const ids = [...new Set(jobIds)];
  // A job an admin took down has no page to show (410 there), so nothing of it is answered here either.
  const jobs = new Map((await jobPageRepository.findShowableByIds(ids)).map((record) => [record.id, asJob(record)]));
  return ids.flatMap((jobId) => {
    const job = jobs.get(jobId);
    return job ? [{ jobId, closed: !isAcceptingApplications(job), job }] : [];
  });
};

const refuseOverLimit = async (owner: SavedJobOwner, adding: number) => {
  if (adding > 0 && (await savedJobRepository.count(owner)) + adding > savedJobsLimit) throw AppError.conflict(savedJobsMessages.tooMany);
};

/** PUT /api/saved-jobs/:jobId: saves a job that exists (saving twice keeps one save, its first date). */
export const saveJob = async (owner: SavedJobOwner, jobId: string): Promise<SavedJob[]> => {
  if ((await jobPageRepository.existingIds([jobId])).length === 0) throw AppError.notFound('Job not found');
  const saved = (await savedJobRepository.listOf(owner)).some((save) => save.jobId === jobId);
  if (!saved) {
    await refuseOverLimit(owner, 1);
    await savedJobRepository.save(owner, jobId);
  }
  return listSavedJobs(owner);
};

/** DELETE /api/saved-jobs/:jobId: removes the owner's own save; removing one not saved changes nothing. */
export const unsaveJob = async (owner: SavedJobOwner, jobId: string): Promise<SavedJob[]> => {
  await savedJobRepository.remove(owner, jobId);
  return listSavedJobs(owner);
};

/**
 * POST /api/saved-jobs/merge: the jobs a guest saved in this browser join the account on sign-in.
 * Idempotent: jobs already saved keep their save; ids of jobs that no longer exist are skipped;
 * only as many as fit under the limit are added, the earliest listed first.
 */
export const mergeGuestSaves = async (owner: SavedJobOwner, jobIds: readonly string[], now = new Date()): Promise<SavedJob[]> => {
  const already = new Set((await savedJobRepository.listOf(owner)).map(({ jobId }) => jobId));
  const existing = new Set(await jobPageRepository.existingIds([...new Set(jobIds)]));
  const room = Math.max(0, savedJobsLimit - already.size);
  const adding = [...new Set(jobIds)].filter((id) => existing.has(id) && !already.has(id)).slice(0, room);
  // Newest save first in the list: the guest's order (first saved first) is kept by spacing the dates.
  await Promise.all(adding.map((jobId, index) => savedJobRepository.save(owner, jobId, new Date(now.getTime() - (adding.length - index)))));
  return listSavedJobs(owner);
};
