import { deadlineCutoff, interviewCancelledByClosure } from '@jobboard/domain';
import { Types } from 'mongoose';
import { jobClosureRepository } from '../data-access/job-closure-repository';
import { tellCandidateOfInterview, type InterviewMailLinks } from './interview-mail';

/**
 * What a job's closing does, whoever closed it (its employer, an admin, or its deadline; the rule:
 * libs/domain application-closure): each interview still to come is cancelled, its time given
 * back, and its candidate emailed once (the cancellation is claimed by one conditional update and
 * the email keyed by the interview, so closing twice or in parallel sends one). The trackers read
 * "Position closed" from the job's status. Safe to run again: what was done is not done twice.
 * Answers how many interviews this call cancelled.
 */
export const closeJobForApplicants = async (jobId: string | Types.ObjectId, links: InterviewMailLinks, now = new Date()): Promise<number> => {
  const job = await jobClosureRepository.findJob(String(jobId));
  if (!job || job.status !== 'closed') return 0;
  const interviews = (await jobClosureRepository.findScheduledInterviews(job._id)).filter((interview) => interviewCancelledByClosure(interview, now));
  if (interviews.length === 0) return 0;
  const employer = await jobClosureRepository.findEmployer(job.employerId);
  let cancelled = 0;
  for (const interview of interviews) {
    const claimed = await jobClosureRepository.claimCancellation(interview._id);
    if (!claimed) continue;
    cancelled += 1;
    await jobClosureRepository.releaseBlocks(claimed._id);
    if (employer) await tellCandidateOfInterview('cancelled', claimed, employer, links, { positionClosed: true });
  }
  return cancelled;
};

/** Jobs closed per run of the deadline sweep: a run does a bounded amount of work, the next continues. */
const deadlineJobsPerRun = 200;

/**
 * Closes the open jobs whose "apply by" day is over, each with the same effects as any closing.
 * Safe to run from several processes at once: each job is closed by one conditional update.
 */
export const closeJobsPastDeadline = async (links: InterviewMailLinks, now = new Date()) => {
  let jobsClosed = 0;
  let interviewsCancelled = 0;
  for (const jobId of await jobClosureRepository.findActivePastDeadline(deadlineCutoff(now), deadlineJobsPerRun)) {
    if (!(await jobClosureRepository.closeIfActive(jobId, now))) continue;
    jobsClosed += 1;
    interviewsCancelled += await closeJobForApplicants(jobId, links, now);
  }
  return { jobsClosed, interviewsCancelled };
};
