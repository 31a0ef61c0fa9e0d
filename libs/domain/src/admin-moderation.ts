/** What an employer is told when an admin moderates its records. */

export type VerificationDecision = 'verified' | 'rejected';

/** The employer's notification when an admin takes a posting down. */
export const jobClosedByAdminNotice = (jobTitle: string, reason: string): string =>
  `Your job posting "${jobTitle}" was closed by an administrator. Reason: ${reason}`;

/** The employer's notification when an admin decides its verification. */
export const verificationDecidedNotice = (decision: VerificationDecision, reason: string | undefined): string =>
  decision === 'verified'
    ? 'Your company is now verified: your job postings show a "Verified employer" mark.'
    : `Your verification was declined. Reason: ${reason ?? 'not given'}`;
