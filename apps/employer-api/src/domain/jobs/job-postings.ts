import { closeJobForApplicants, type InterviewMailLinks } from '@jobboard/applications';
import { accountSecurityMessages, hiringMessages, type ValidJobPosting } from '@jobboard/contracts';
import { findPlace } from '@jobboard/db';
import {
  employerPublishingStanding,
  isPlanInForce,
  isRemoteLocation,
  type EmployerPublishingFacts,
  planGrantingStates,
  jobFairChanceFields,
  ownScreeningQuestions,
  planPeriodOf,
  rankApplication,
} from '@jobboard/domain';
import { AppError, ValidationError, type Logger } from '@jobboard/server-kit';
import { applicationRepository } from '../../data-access/application-repository';
import { employerRepository, type PostingState } from '../../data-access/employer-repository';
import { jobRepository, type JobFields } from '../../data-access/job-repository';
import { notificationRepository } from '../../data-access/notification-repository';

/**
 * The stored fields of a posting: the location resolved to a place (so distance search finds
 * the job) unless it is remote on purpose, and the job's own screening questions only. Fields
 * left out are cleared (undefined), which matters when a job is edited.
 */
const jobFieldsOf = async (posting: ValidJobPosting): Promise<JobFields> => {
  const place = await findPlace(posting.location);
  if (!place && !isRemoteLocation(posting.location)) {
    throw new ValidationError([
      { path: 'location', message: hiringMessages.locationNotFound(posting.location), say: (t) => hiringMessages.locationNotFound(posting.location, t) },
    ]);
  }
  return {
    ...posting,
    department: posting.department,
    salaryMin: posting.salaryMin,
    salaryMax: posting.salaryMax,
    clearanceRequired: posting.clearanceRequired,
    applicationDeadline: posting.applicationDeadline ? new Date(posting.applicationDeadline) : undefined,
    screeningQuestions: ownScreeningQuestions(posting.screeningQuestions),
    city: place?.city,
    state: place?.state,
    zipCode: place?.zipCode,
    latitude: place?.latitude,
    longitude: place?.longitude,
  };
};

/** 403 unless the employer may publish: its address confirmed and not rejected by an admin (libs/domain employer-standing). */
const assertMayPublish = (employer: EmployerPublishingFacts) => {
  const standing = employerPublishingStanding(employer);
  if (standing.canPublish) return;
  throw AppError.forbidden(standing.refusal === 'rejected' ? hiringMessages.employerRejected : accountSecurityMessages.emailNotVerified);
};

interface SpentPost {
  source: 'plan' | 'credit';
  giveBack: () => Promise<void>;
  /** Posts the plan has left after this one (null: unlimited); undefined when a credit was spent. */
  planPostsLeft?: number | null;
}

/**
 * Spends what entitles this post: one of the plan's posts this period, else one bought credit.
 * Each is one conditional update on the employer, so concurrent posts never spend more than
 * there is. Nothing to spend is a 402.
 */
const spendPostingEntitlement = async (employerId: string, employer: PostingState, now: Date): Promise<SpentPost> => {
  if (isPlanInForce(employer, now)) {
    const plan = await employerRepository.findPlan(employer.subscriptionPlan);
    if (plan) {
      const periodStart = planPeriodOf(employer, now);
      const limit = plan.jobPostLimit ?? null;
      const used = await employerRepository.takePlanPost(employerId, { periodStart, limit, planStatuses: planGrantingStates });
      if (used !== undefined) {
        return {
          source: 'plan',
          planPostsLeft: limit === null ? null : Math.max(0, limit - used),
          giveBack: () => employerRepository.returnPlanPost(employerId, periodStart),
        };
      }
    }
  }
  if (await employerRepository.takeCredit(employerId)) {
    return { source: 'credit', giveBack: () => employerRepository.returnCredit(employerId) };
  }
  throw AppError.paymentRequired(hiringMessages.needsEntitlement);
};

/**
 * POST /api/employers/:id/jobs: the job is live at once, under the session's employer only, when
 * the employer may publish (a pending one's job is labelled "Unverified employer"). The entitlement is spent first and given back if the job cannot be stored (no transactions
 * on the embedded database, so the undo is by hand).
 */
export const postJob = async (employerId: string, posting: ValidJobPosting, log: Pick<Logger, 'error'>, now = new Date()) => {
  const employer = await employerRepository.findPostingState(employerId);
  if (!employer) throw AppError.notFound(hiringMessages.employerNotFound);
  assertMayPublish(employer);
  const fields = await jobFieldsOf(posting);
  const spent = await spendPostingEntitlement(employerId, employer, now);
  let job;
  try {
    job = await jobRepository.create({
      ...fields,
      employerId,
      companyName: employer.companyName,
      ...jobFairChanceFields(employer.fairChanceAttestation, now),
      status: 'active',
      posted: now,
    });
  } catch (error) {
    await spent.giveBack();
    throw error;
  }
  await notifyPosted(employerId, job.title, spent).catch((error: unknown) =>
    log.error({ err: error, jobId: job.id }, 'could not write the job-posted notification'),
  );
  return job;
};

const notifyPosted = async (employerId: string, title: string, spent: SpentPost) => {
  await notificationRepository.create({ employerId, type: 'system', message: `Your job "${title}" is live and visible to candidates.` });
  if (spent.source === 'plan' && spent.planPostsLeft === 0) {
    await notificationRepository.create({
      employerId,
      type: 'billing',
      message: 'You have used every post of your plan for this period. Buy a single post or change plans to keep posting.',
    });
  }
};

const scoringFields = ['title', 'experience', 'requirements', 'description'] as const;

/**
 * PUT /api/jobs/:id: the owner edits an open job, when it may publish. Search fields are recomputed on save, and when
 * what the score reads changed, the job's applications are scored again.
 */
export const updateJob = async (jobId: string, employerId: string, posting: ValidJobPosting) => {
  const job = await jobRepository.findOwned(jobId, employerId);
  if (!job) throw AppError.notFound(hiringMessages.jobNotFound);
  if (job.status === 'closed') throw AppError.conflict(hiringMessages.jobIsClosed);
  const employer = await employerRepository.findPublishingFacts(employerId);
  if (!employer) throw AppError.notFound(hiringMessages.employerNotFound);
  assertMayPublish(employer);
  const before = JSON.stringify(scoringFields.map((field) => job.get(field)));
  const updated = await jobRepository.update(job, await jobFieldsOf(posting));
  if (JSON.stringify(scoringFields.map((field) => job.get(field))) !== before) await rankJobApplicationsAgain(updated);
  return updated;
};

const rankJobApplicationsAgain = async (job: Awaited<ReturnType<typeof jobRepository.update>>) => {
  for (const application of await applicationRepository.findForRanking(job.id)) {
    const ranking = rankApplication(job, { ...application, isVeteran: Boolean(application.veteranId) });
    await applicationRepository.saveRanking(application._id, ranking);
  }
};

/**
 * DELETE /api/jobs/:id closes the job: it leaves search and apply at once, and its applications
 * stay, readable by their applicants ("Position closed") and the employer; its interviews still to
 * come are cancelled with an email to each candidate (`closeJobForApplicants`). Closing twice is
 * fine: a second call finishes what a failed first one left, and tells no one twice.
 */
export const closeJob = async (jobId: string, employerId: string, links: InterviewMailLinks) => {
  const job = await jobRepository.findOwned(jobId, employerId);
  if (!job) throw AppError.notFound(hiringMessages.jobNotFound);
  await jobRepository.close(jobId, employerId);
  await closeJobForApplicants(job._id, links);
};

export const listEmployerJobs = (employerId: string) => jobRepository.listByEmployer(employerId);
