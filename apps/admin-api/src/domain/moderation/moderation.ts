import { closeJobForApplicants, type InterviewMailLinks } from '@jobboard/applications';
import {
  accountActivationResultSchema,
  adminEmployerSchema,
  adminJobSchema,
  adminMessages,
  type AccountActivation,
  type AdminJobClosing,
  type EmployerVerificationDecision,
  type ModeratedAccountKind,
} from '@jobboard/contracts';
import { jobClosedByAdminNotice, rejectedEmployerJobReason, verificationDecidedNotice } from '@jobboard/domain';
import { AppError } from '@jobboard/server-kit';
import { moderationRepository } from '../../data-access/moderation-repository';
import { recordAdminAction } from '../audit/audit-trail';

/** The admin acting, as the audit trail names it. */
export interface ActingAdmin {
  id: string;
  username: string;
}

/**
 * Verify an employer, or reject it with a reason. The status changes once (a repeat is a 409),
 * the employer's jobs carry the new mark in search (a rejected employer's open jobs close, taken
 * down), the employer is told, and the audit trail keeps the decision.
 */
export const decideEmployerVerification = async (
  admin: ActingAdmin,
  employerId: string,
  decision: EmployerVerificationDecision,
  links: InterviewMailLinks,
) => {
  const reason = decision.reason?.trim() || undefined;
  const employer = await moderationRepository.decideVerification(employerId, { status: decision.decision, reason, adminId: admin.id });
  if (!employer) {
    if (!(await moderationRepository.employerExists(employerId))) throw AppError.notFound(adminMessages.employerNotFound);
    throw AppError.conflict(decision.decision === 'verified' ? adminMessages.alreadyVerified : adminMessages.alreadyRejected);
  }
  await moderationRepository.markEmployerJobs(employerId, decision.decision === 'verified');
  // A rejected employer cannot publish (employerPublishingStanding), and what it published is taken down.
  if (decision.decision === 'rejected') {
    await moderationRepository.closeJobsOfRejectedEmployer(employerId, { reason: rejectedEmployerJobReason(reason), adminId: admin.id });
    // Each closed job's applicants are told as for any closing (what was done before is not done again).
    for (const jobId of await moderationRepository.closedJobIdsOf(employerId)) await closeJobForApplicants(jobId, links);
  }
  const liveJobCount = await moderationRepository.liveJobCount(employerId);
  const answer = adminEmployerSchema.parse({ isActive: true, ...(employer as Record<string, unknown>), liveJobCount });
  await moderationRepository.notifyEmployer(employerId, verificationDecidedNotice(decision.decision, reason));
  await recordAdminAction({
    admin,
    action: decision.decision === 'verified' ? 'employer.verified' : 'employer.rejected',
    target: { type: 'employer', id: employerId, label: answer.companyName },
    reason,
  });
  return answer;
};

/**
 * Take a posting down: it leaves search at once, its employer is told why, its applicants as for
 * any closing (`closeJobForApplicants`: interviews cancelled with an email), and the audit trail keeps it.
 */
export const closeJobAsAdmin = async (admin: ActingAdmin, jobId: string, { reason }: AdminJobClosing, links: InterviewMailLinks) => {
  const job = await moderationRepository.closeJob(jobId, { reason, adminId: admin.id });
  if (!job) {
    if (!(await moderationRepository.jobExists(jobId))) throw AppError.notFound(adminMessages.jobNotFound);
    // Closed already: finish what a failed closing may have left (nobody is told twice).
    await closeJobForApplicants(jobId, links);
    throw AppError.conflict(adminMessages.jobAlreadyClosed);
  }
  await closeJobForApplicants(jobId, links);
  const answer = adminJobSchema.parse(job);
  await moderationRepository.notifyEmployer(answer.employerId, jobClosedByAdminNotice(answer.title, reason));
  await recordAdminAction({
    admin,
    action: 'job.closed',
    target: { type: 'job', id: jobId, label: `${answer.title} (${answer.companyName})` },
    reason,
  });
  return answer;
};

/**
 * Deactivate or reactivate an employer, veteran or job seeker. A deactivated account cannot sign
 * in, its sessions end at once, and an employer's live jobs leave search until it is reactivated.
 */
export const setAccountActive = async (admin: ActingAdmin, kind: ModeratedAccountKind, accountId: string, change: AccountActivation) => {
  const name = await moderationRepository.setAccountActive(kind, accountId, change.active);
  if (name === undefined) {
    if (!(await moderationRepository.accountExists(kind, accountId))) throw AppError.notFound(adminMessages.accountNotFound);
    throw AppError.conflict(change.active ? adminMessages.alreadyActive : adminMessages.alreadyInactive);
  }
  if (!change.active) await moderationRepository.endSessions(kind, accountId);
  if (kind === 'employer') {
    if (change.active) await moderationRepository.resumeEmployerJobs(accountId);
    else await moderationRepository.pauseEmployerJobs(accountId);
  }
  await recordAdminAction({
    admin,
    action: change.active ? 'account.reactivated' : 'account.deactivated',
    target: { type: kind, id: accountId, label: name },
    reason: change.reason,
  });
  return accountActivationResultSchema.parse({ id: accountId, kind, isActive: change.active });
};
