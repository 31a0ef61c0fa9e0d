import { applicationMessages, type ConfirmApplicationResult } from '@jobboard/contracts';
import type { EmailLinks } from '@jobboard/mail';
import { AppError } from '@jobboard/server-kit';
import { applicationRepository, discardPendingApplication, queueScoring } from '@jobboard/applications';
import { announceApplication } from './announce-application';
import { hashConfirmationToken } from './confirmation-token';

/**
 * The applicant clicked the emailed link and pressed Confirm: the application joins the confirmed
 * ones, where the employer sees it. The unique (job, email) index decides duplicates among
 * confirmed applications, so of two concurrent confirmations for one job and address exactly one
 * wins; the other is told it already applied (the clicker owns the mailbox, so that reveals
 * nothing) and its copy and files are deleted. The link works once: the pending copy is removed.
 */
export const confirmApplication = async (
  token: string,
  emailLinks: (email: string) => EmailLinks,
  now = new Date(),
): Promise<ConfirmApplicationResult> => {
  const pending = await applicationRepository.findPendingByToken(hashConfirmationToken(token), now);
  if (!pending) throw AppError.notFound(applicationMessages.confirmationLinkInvalid);

  const outcome = await applicationRepository.confirmPending(pending);
  if (outcome === 'duplicate') {
    await discardPendingApplication(pending._id);
    throw AppError.conflict(applicationMessages.alreadyApplied);
  }
  // Also after 'already-confirmed' (this link's earlier try stopped half-way): each step runs once.
  const isNew = await announceApplication(pending, emailLinks);
  if (isNew) await applicationRepository.countApplicant(pending.jobId, 1);
  await queueScoring(pending._id);
  await applicationRepository.removePending(pending._id);
  return { jobTitle: pending.jobTitle, companyName: pending.companyName, message: applicationMessages.confirmed.message };
};
