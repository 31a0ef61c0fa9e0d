import { rankApplication } from '@jobboard/domain';
import { createTaskWorker, enqueueTask, queuedTaskStatus, requeueTask, type ClaimedTask, type TaskHandler, type TaskRequest, type TaskWorkerOptions } from '@jobboard/server-kit';
import { Types } from 'mongoose';
import { applicationFileRepository } from '../data-access/application-files';
import { scoringRepository } from '../data-access/scoring-repository';
import { extractResumeText } from '../data-access/resume-text';

/**
 * Scoring an application happens after its applicant is answered: the request stores the
 * application (`scoring: 'pending'`) and queues this task; the worker reads the resume's text
 * and ranks it against the job. The employer sees "Scoring…" meanwhile; the applicant's tracker
 * shows nothing of it. Safe to repeat: a task finds its application already scored and stops, and
 * the score is written only while the application still waits for it.
 */
export const scoreApplicationTaskKind = 'score-application';

const scoringTaskOf = (applicationId: Types.ObjectId | string): TaskRequest => ({
  key: `${scoreApplicationTaskKind}:${String(applicationId)}`,
  kind: scoreApplicationTaskKind,
  payload: { applicationId: String(applicationId) },
});

/** Queues the scoring of an application (once, however often it is asked). */
export const queueScoring = (applicationId: Types.ObjectId | string) => enqueueTask(scoringTaskOf(applicationId));

const applicationIdOf = (task: ClaimedTask) => {
  const id = task.payload.applicationId;
  if (typeof id !== 'string' || !Types.ObjectId.isValid(id)) throw new Error(`task ${task.key} names no application`);
  return new Types.ObjectId(id);
};

/** The resume's text; a file the extractor refuses (over a limit, unreadable) is scored without it. */
const resumeTextOf = async (resume: { fileId: Types.ObjectId | string; contentType: string } | undefined) => {
  if (!resume) return undefined;
  const bytes = await applicationFileRepository.read(String(resume.fileId));
  try {
    return await extractResumeText(bytes, resume.contentType);
  } catch {
    return undefined;
  }
};

/** The task handler: extract, rank, save. Throws (to be tried again) only when storage fails. */
export const scoreApplication: TaskHandler = async (task) => {
  const applicationId = applicationIdOf(task);
  const application = await scoringRepository.findAwaitingScore(applicationId);
  // Gone (its applicant deleted it, or its request was undone) or scored by an earlier attempt.
  if (!application) return;
  const job = await scoringRepository.findJobToRank(application.jobId);
  if (!job) return;
  const resumeText = await resumeTextOf(application.resume ?? undefined);
  const ranking = rankApplication(job, { ...application, resumeText, isVeteran: Boolean(application.veteranId) });
  await scoringRepository.saveScore(applicationId, { resumeText, ...ranking });
};

/** A scoring task that died: its application reads "Scoring failed" until the employer retries. */
export const scoringFailed = async (task: ClaimedTask) => {
  if (task.kind !== scoreApplicationTaskKind) return;
  await scoringRepository.markFailed(applicationIdOf(task));
};

/**
 * The employer asks again for a score that failed: the application waits for it again and its
 * task is queued with fresh attempts. Answers false when the application is not theirs or its
 * scoring had not failed.
 */
export const retryScoring = async (applicationId: string, employerId: string): Promise<boolean> => {
  if (!(await scoringRepository.reopenFailed(applicationId, employerId))) return false;
  await requeueTask(scoringTaskOf(applicationId));
  return true;
};

/**
 * Every scoring that failed, asked for again (an operator, once the cause is fixed: `npm run
 * tasks -- --retry-failed`): each application waits for its score again and its task is queued
 * with fresh attempts. Answers how many.
 */
export const retryEveryFailedScoring = async (): Promise<number> => {
  const reopened = await scoringRepository.reopenEveryFailed(10_000);
  for (const id of reopened) await requeueTask(scoringTaskOf(id));
  return reopened.length;
};

/**
 * Applications stored without their task (the process stopped between the two writes) get it
 * queued: a sweep of the worker. Queuing is idempotent, so a task already there is left alone;
 * one whose task died without the application being told (the database refused that write)
 * reads "Scoring failed" now. Answers how many were queued.
 */
export const queueUnscoredApplications = async (now = new Date(), olderThanMs = 2 * 60_000): Promise<number> => {
  let queued = 0;
  for (const id of await scoringRepository.findAwaitingScoreSince(new Date(now.getTime() - olderThanMs), 500)) {
    if (await queueScoring(id)) queued += 1;
    else if ((await queuedTaskStatus(scoringTaskOf(id).key)) === 'dead') await scoringRepository.markFailed(id);
  }
  return queued;
};

/** The task worker of this context's tasks, as the worker process runs it (tests run its `runDue`). */
export const createApplicationTaskWorker = (options: Omit<TaskWorkerOptions, 'handlers' | 'onDead'>) =>
  createTaskWorker({ handlers: { [scoreApplicationTaskKind]: scoreApplication }, onDead: scoringFailed, ...options });

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Runs every due task of this context now, as the worker would, and answers how many ran: for
 * tests that read a score right after applying.
 */
export const runDueApplicationTasks = ({ concurrency = 1 }: { concurrency?: number } = {}): Promise<number> =>
  createApplicationTaskWorker({ log: quietLog, concurrency }).runDue();
