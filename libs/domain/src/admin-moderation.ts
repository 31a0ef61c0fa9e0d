/** What an employer is told when an admin moderates its records. */

export type VerificationDecision = 'verified' | 'rejected';

/** The employer's notification when an admin takes a posting down. */
export const jobClosedByAdminNotice = (jobTitle: string, reason: string): string =>
  `Your job posting "${jobTitle}" was closed by an administrator. Reason: ${reason}`;

/** Why a rejected employer's jobs were closed, as each job records it for its employer. */
export const rejectedEmployerJobReason = (reason: string | undefined): string =>
  `The company's verification was declined${reason ? `: ${reason}` : ''}.`;

/** The employer's notification when an admin decides its verification. */
export const verificationDecidedNotice = (decision: VerificationDecision, reason: string | undefined): string =>
  decision === 'verified'
    ? 'Your company is now verified: your job postings show a "Verified employer" mark.'
    : `Your verification was declined, and your open job postings were closed. Reason: ${reason ?? 'not given'}`;
