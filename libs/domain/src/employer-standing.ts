import type { EmployerStanding, JobStatus, VerificationStatus } from '@jobboard/contracts';

/**
 * Employer verification that counts. The one rule every surface reads:
 *
 * - An employer may publish (post a job, or save an edit of one) only when its email address is
 *   confirmed and an admin has not rejected it. Otherwise the API answers 403: an unconfirmed
 *   address with `accountSecurityMessages.emailNotVerified`, a rejected employer with
 *   `hiringMessages.employerRejected`.
 * - A pending employer's jobs are published at once, labelled "Unverified employer" wherever job
 *   seekers see them (job cards in search and the second-chance list, the job page and its
 *   server-rendered HTML); a verified employer's jobs carry the "Verified employer" badge. The
 *   standing is stored on each job (`employerVerified`, copied when it is posted and changed with
 *   one update of all its jobs when an admin decides, which moves their `updatedAt` so search
 *   sees it) and answered as `employerStanding`, derived here.
 * - Structured data: an unverified employer's job page carries no JobPosting JSON-LD, so search
 *   engines' job listings never show an unvetted posting; the page itself stays readable, with
 *   its label. It gains the JSON-LD when the employer is verified.
 * - When an admin rejects an employer, every job of it that is not closed yet closes as if an
 *   admin had taken it down (`isRemovedByModeration`): it leaves search and the sitemap at once,
 *   and its page and API answer 410 "This job was removed" without its content. A later
 *   verification does not reopen them.
 */
export interface EmployerPublishingFacts {
  emailVerifiedAt?: Date | string | null;
  verificationStatus: VerificationStatus;
}

export type EmployerPublishingStanding =
  { canPublish: true; standing: EmployerStanding } | { canPublish: false; refusal: 'email-not-verified' | 'rejected' };

/** Whether the employer may publish now, and how its jobs are labelled; see the rule above. */
export const employerPublishingStanding = (employer: EmployerPublishingFacts): EmployerPublishingStanding => {
  if (employer.verificationStatus === 'rejected') return { canPublish: false, refusal: 'rejected' };
  if (!employer.emailVerifiedAt) return { canPublish: false, refusal: 'email-not-verified' };
  return { canPublish: true, standing: employer.verificationStatus === 'verified' ? 'verified' : 'unverified' };
};

/** A job's standing as job seekers see it, from the mark its employer's verification keeps on it. */
export const jobEmployerStanding = (job: { employerVerified?: boolean | null }): EmployerStanding =>
  job.employerVerified ? 'verified' : 'unverified';

/** Whether the job's page carries JobPosting structured data: only an admin-verified employer's. */
export const publishesJobPostingStructuredData = (standing: EmployerStanding): boolean => standing === 'verified';

/**
 * A job an admin took down (closed with a reason, directly or by rejecting its employer): every
 * public surface answers 410 without its content. A job its employer closed keeps its page.
 */
export const isRemovedByModeration = (job: { status: JobStatus; closedBy?: unknown }): boolean => job.status === 'closed' && Boolean(job.closedBy);
