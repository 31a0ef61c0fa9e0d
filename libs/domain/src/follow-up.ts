import { followUpAfterDays, type ApplicationStatus, type SalaryPeriod } from '@jobboard/contracts';
import type { Translate } from '@jobboard/i18n';
import { wholeDaysSince } from './dates';
import { formatSalaryRange } from './salary';
import { domainEnglish } from './texts';

/** Whole days since the application was sent: 0 on the day itself, never negative. */
export const daysSinceApplication = (appliedAt: Date | string, now: Date): number => wholeDaysSince(appliedAt, now);

/**
 * An employer's decision closes an application. Our follow-up rule:
 * a follow-up is for an application still waiting on the employer, so none once it is decided.
 */
export const closedApplicationStatuses: readonly ApplicationStatus[] = ['accepted', 'hired', 'rejected', 'closed'];

export const isApplicationOpen = (status: ApplicationStatus): boolean => !closedApplicationStatuses.includes(status);

const dayMs = 24 * 60 * 60 * 1000;

/** When a follow-up is first offered: `followUpAfterDays` whole days after applying (the tracker states the date). */
export const followUpOpensAt = (appliedAt: Date | string): Date => new Date(new Date(appliedAt).getTime() + followUpAfterDays * dayMs);

export interface FollowUpState {
  status: ApplicationStatus;
  applicantFollowUpSent?: boolean | null;
  /** The job applied to closed. */
  positionClosed?: boolean;
  /** Whole days since applying (`daysSinceApplication`). */
  daysSinceApplication: number;
}

export type FollowUpRefusal = 'alreadySent' | 'applicationClosed' | 'tooSoon';

/**
 * Why a follow-up cannot be sent now, if it cannot: one per application, only while it is open
 * (not decided, and its job not closed), and not before `followUpAfterDays` days after applying.
 */
export const followUpRefusal = ({
  status,
  applicantFollowUpSent,
  positionClosed,
  daysSinceApplication: days,
}: FollowUpState): FollowUpRefusal | undefined => {
  if (applicantFollowUpSent) return 'alreadySent';
  if (!isApplicationOpen(status) || positionClosed) return 'applicationClosed';
  if (days < followUpAfterDays) return 'tooSoon';
  return undefined;
};

export const canFollowUp = (application: FollowUpState): boolean => followUpRefusal(application) === undefined;

const whenApplied = (days: number, t: Translate): string => {
  if (days <= 0) return t('today');
  if (days === 1) return t('yesterday');
  return t('{{count}} days ago', { singular: '{{count}} day ago', count: days });
};

/** The follow-up dialog's starting text; it mentions the days since application. */
export const followUpTemplate = (
  {
    jobTitle,
    companyName,
    daysSinceApplication: days,
    applicantName,
  }: {
    jobTitle: string;
    companyName: string;
    daysSinceApplication: number;
    applicantName?: string;
  },
  t: Translate = domainEnglish,
): string =>
  [
    t('Dear {{companyName}} Hiring Team,', { companyName }),
    `${t('I applied for the {{jobTitle}} position {{when}} and wanted to follow up on my application.', { jobTitle, when: whenApplied(days, t) })} ` +
      t('I remain very interested in the role and would welcome the chance to discuss how my experience could help your team.'),
    t('Thank you for your time and consideration.'),
    applicantName?.trim() ? `${t('Best regards')},\n${applicantName.trim()}` : t('Best regards'),
  ].join('\n\n');

/** The tracker's salary: `formatSalaryRange`, or nothing when the job gives none. */
export const trackerSalary = (
  job: {
    salaryMin?: number | null;
    salaryMax?: number | null;
    salaryPeriod?: SalaryPeriod | null;
  },
  t: Translate = domainEnglish,
): string | undefined => {
  const hasSalary = (job.salaryMin ?? null) !== null || (job.salaryMax ?? null) !== null;
  return hasSalary ? formatSalaryRange(job, t) : undefined;
};
