import type { ApplicationStatus, Responsiveness } from '@jobboard/contracts';
import type { Translate } from '@jobboard/i18n';
import { domainEnglish } from './texts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When an employer's history says enough about how it answers applicants, in one place.
 * An application counts once it was reviewed, or once it has waited `settledAfterDays` without
 * a review (a younger unreviewed one says nothing yet); only the last year's applications, at
 * most the latest `maxApplications`, are read.
 */
export const responsivenessRules = {
  minApplications: 5,
  settledAfterDays: 14,
  historyDays: 365,
  maxApplications: 500,
} as const;

/** The statuses that are an employer's answer to the applicant. */
export const decidedApplicationStatuses: readonly ApplicationStatus[] = ['hired', 'accepted', 'rejected'];

export interface ApplicationHistoryEntry {
  appliedAt: Date | string;
  reviewedAt?: Date | string | null;
  status: ApplicationStatus;
}

/** The earliest applied time the figures read at `now`. */
export const responsivenessHistoryStart = (now: Date): Date => new Date(now.getTime() - responsivenessRules.historyDays * dayMs);

/** Whole days to the first review, rounded up (a review after 26 hours took 2 days); a same-day review is 1. */
const daysToReview = (appliedAt: Date | string, reviewedAt: Date | string): number =>
  Math.max(1, Math.ceil((new Date(reviewedAt).getTime() - new Date(appliedAt).getTime()) / dayMs));

type ResponsivenessFigures = Pick<Responsiveness, 'medianDaysToFirstReview' | 'finalStatusShare' | 'applicationsCounted'>;

/**
 * The one sentence shown for the figures, saying both how fast applications are first reviewed and
 * how many reached a final answer, so a quick first look never reads as a quick answer:
 * "Reviews half of its applications within a day; none of its last 6 applicants has had a final answer yet."
 */
export const responsivenessSentence = (
  { medianDaysToFirstReview: median, finalStatusShare, applicationsCounted: counted }: ResponsivenessFigures,
  t: Translate = domainEnglish,
): string => {
  const review =
    median === null
      ? t('Has not yet reviewed most of its applications')
      : median <= 1
        ? t('Reviews half of its applications within a day')
        : t('Reviews half of its applications within {{days}} days', { days: median });
  const decided = Math.round(finalStatusShare * counted);
  const answered =
    decided === 0
      ? t('none of its last {{total}} applicants has had a final answer yet', { total: counted })
      : t('{{count}} of its last {{total}} applicants have had a final answer (hired or not selected)', { singular: '{{count}} of its last {{total}} applicants has had a final answer (hired or not selected)', count: decided, total: counted });
  return t('{{review}}; {{answered}}.', { review, answered });
};

/**
 * An employer's responsiveness from its application history: the median days to the first
 * review (unreviewed settled applications count as never reviewed, so they push the median up)
 * and the share that reached a decision; null until `minApplications` applications count.
 */
export const employerResponsiveness = (history: readonly ApplicationHistoryEntry[], now: Date, t: Translate = domainEnglish): Responsiveness | null => {
  const start = responsivenessHistoryStart(now).getTime();
  const settledBefore = now.getTime() - responsivenessRules.settledAfterDays * dayMs;
  const counted = history.filter((entry) => {
    const applied = new Date(entry.appliedAt).getTime();
    return applied >= start && (entry.reviewedAt || applied <= settledBefore);
  });
  if (counted.length < responsivenessRules.minApplications) return null;
  const days = counted
    .map((entry) => (entry.reviewedAt ? daysToReview(entry.appliedAt, entry.reviewedAt) : Number.POSITIVE_INFINITY))
    .sort((a, b) => a - b);
  // The upper median of an even count: the figure never flatters the employer.
  const median = days[Math.floor(days.length / 2)];
  const medianDaysToFirstReview = Number.isFinite(median) ? median : null;
  const decided = counted.filter((entry) => decidedApplicationStatuses.includes(entry.status)).length;
  const figures = { medianDaysToFirstReview, finalStatusShare: decided / counted.length, applicationsCounted: counted.length };
  return { ...figures, sentence: responsivenessSentence(figures, t) };
};
