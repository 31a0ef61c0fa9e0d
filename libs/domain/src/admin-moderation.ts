/** What an employer is told when an admin moderates its records. */
import type { Translate } from '@jobboard/i18n';
import { domainEnglish } from './texts';

export type VerificationDecision = 'verified' | 'rejected';

/** The employer's notification when an admin takes a posting down. */
export const jobClosedByAdminNotice = (jobTitle: string, reason: string, t: Translate = domainEnglish): string =>
  t('Your job posting "{{jobTitle}}" was closed by an administrator. Reason: {{reason}}', { jobTitle, reason });

/** Why a rejected employer's jobs were closed, as each job records it for its employer. */
export const rejectedEmployerJobReason = (reason: string | undefined, t: Translate = domainEnglish): string =>
  reason ? t("The company's verification was declined: {{reason}}.", { reason }) : t("The company's verification was declined.");

/** The employer's notification when an admin decides its verification. */
export const verificationDecidedNotice = (decision: VerificationDecision, reason: string | undefined, t: Translate = domainEnglish): string =>
  decision === 'verified'
    ? t('Your company is now verified: your job postings show a "Verified employer" mark.')
    : t('Your verification was declined, and your open job postings were closed. Reason: {{reason}}', { reason: reason ?? t('not given') });
