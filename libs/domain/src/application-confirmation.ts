const dayMs = 24 * 60 * 60 * 1000;

/** How long an emailed confirmation link works; after that the unconfirmed application is deleted. */
export const applicationConfirmationValidDays = 7;

/** When a confirmation link sent at `sentAt` stops working. */
export const confirmationExpiresAt = (sentAt: Date): Date => new Date(sentAt.getTime() + applicationConfirmationValidDays * dayMs);

/**
 * The sweep removes an expired application only an hour after its link stopped working, so a
 * confirmation that began just before the end never copies files the sweep is deleting.
 */
export const expiredConfirmationsSweepableBefore = (now: Date): Date => new Date(now.getTime() - 60 * 60 * 1000);

/**
 * Whether an applicant's session vouches for the address they applied with: only a signed-in
 * account applying with its own address, and one whose owner confirmed that address (anyone can
 * sign up with anyone's), is trusted without a confirmation email.
 */
export const sessionVouchesForAddress = (account: { email: string; emailVerified: boolean } | undefined, applicantEmail: string): boolean =>
  account !== undefined && account.emailVerified && account.email.trim().toLowerCase() === applicantEmail.trim().toLowerCase();
