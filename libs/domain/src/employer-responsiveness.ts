import type { ApplicationStatus, Responsiveness } from '@jobboard/contracts';

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

/** The display sentence for a median (null: most applications were never reviewed). */
export const responsivenessSentence = (medianDays: number | null): string => {
  if (medianDays === null) return 'Has not yet reviewed most of its applications';
  if (medianDays <= 1) return 'Usually reviews applications within a day';
  return `Usually reviews applications within ${medianDays} days`;
};

/** "82% of applicants get a final answer": the share as a whole percentage. */
export const finalAnswerSentence = (share: number): string =>
  `${Math.round(share * 100)}% of applicants get a final answer`;

/**
 * An employer's responsiveness from its application history: the median days to the first
 * review (unreviewed settled applications count as never reviewed, so they push the median up)
 * and the share that reached a decision; null until `minApplications` applications count.
 */
export const employerResponsiveness = (history: readonly ApplicationHistoryEntry[], now: Date): Responsiveness | null => {
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
  return {
    medianDaysToFirstReview,
    finalStatusShare: decided / counted.length,
    applicationsCounted: counted.length,
    sentence: responsivenessSentence(medianDaysToFirstReview),
  };
};
