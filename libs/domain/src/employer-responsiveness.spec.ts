import type { ApplicationStatus } from '@jobboard/contracts';
import { employerResponsiveness, responsivenessRules, responsivenessSentence, type ApplicationHistoryEntry } from './employer-responsiveness';

const now = new Date('2026-11-25T12:00:00.000Z');
const hour = 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * hour);

/** An application made `applied` days ago, reviewed `after` days later (undefined: never). */
const entry = (applied: number, after: number | undefined, status: ApplicationStatus = 'reviewed'): ApplicationHistoryEntry => ({
  appliedAt: daysAgo(applied),
  reviewedAt: after === undefined ? undefined : new Date(daysAgo(applied).getTime() + after * 24 * hour),
  status: after === undefined ? 'pending' : status,
});

describe('employer responsiveness', () => {
  it('is not shown until enough applications count', () => {
    const four = [entry(30, 1), entry(30, 2), entry(30, 3), entry(30, 4)];
    expect(responsivenessRules.minApplications).toBe(5);
    expect(employerResponsiveness(four, now)).toBeNull();
    // Young unreviewed applications say nothing yet, so they do not make up the number.
    expect(employerResponsiveness([...four, entry(3, undefined), entry(1, undefined)], now)).toBeNull();
    expect(employerResponsiveness([...four, entry(30, 5)], now)).not.toBeNull();
  });

  it('computes the median days to first review and the share decided on a known history', () => {
    const history = [
      entry(40, 0.5, 'hired'), // 1 day
      entry(40, 2, 'rejected'), // 2 days
      entry(40, 2.5, 'rejected'), // 3 days (rounded up)
      entry(40, 3, 'reviewed'), // 3 days
      entry(40, 6, 'shortlisted'), // 6 days
      entry(40, undefined), // never reviewed, 40 days waiting
      entry(2, undefined), // too young to count
      entry(400, 1, 'hired'), // older than the history read
    ];
    expect(employerResponsiveness(history, now)).toEqual({
      medianDaysToFirstReview: 3,
      finalStatusShare: 3 / 6,
      applicationsCounted: 6,
      sentence: 'Reviews half of its applications within 3 days; 3 of its last 6 applicants have had a final answer (hired or not selected).',
    });
  });

  it('takes the upper median, and none when most applications were never reviewed', () => {
    const slow = [entry(60, 20), entry(60, 25), entry(60, undefined), entry(60, undefined), entry(60, undefined)];
    expect(employerResponsiveness(slow, now)).toMatchObject({
      medianDaysToFirstReview: null,
      sentence: 'Has not yet reviewed most of its applications; none of its last 5 applicants has had a final answer yet.',
      finalStatusShare: 0,
    });
    const even = [entry(30, 1), entry(30, 2), entry(30, 4), entry(30, 8), entry(30, 9), entry(30, 10)];
    expect(employerResponsiveness(even, now)?.medianDaysToFirstReview).toBe(8);
  });

  it('says the review time and the final answers in one sentence that agree', () => {
    const figures = (median: number | null, decided: number, counted: number) => ({
      medianDaysToFirstReview: median,
      finalStatusShare: decided / counted,
      applicationsCounted: counted,
    });
    expect(responsivenessSentence(figures(1, 0, 6))).toBe(
      'Reviews half of its applications within a day; none of its last 6 applicants has had a final answer yet.',
    );
    expect(responsivenessSentence(figures(3, 1, 5))).toBe(
      'Reviews half of its applications within 3 days; 1 of its last 5 applicants has had a final answer (hired or not selected).',
    );
    expect(responsivenessSentence(figures(null, 2, 7))).toBe(
      'Has not yet reviewed most of its applications; 2 of its last 7 applicants have had a final answer (hired or not selected).',
    );
    // The promise the old sentence made ("usually", a percentage) is gone whatever the figures.
    for (const median of [null, 1, 2, 30]) {
      for (const decided of [0, 3, 6]) expect(responsivenessSentence(figures(median, decided, 6))).not.toMatch(/usually|%/i);
    }
  });

  it('reviewed quickly but never decided: says so, and nothing at all with too little history', () => {
    const quickNoAnswers = [1, 2, 3, 4, 5, 6].map(() => entry(30, 0.2));
    expect(employerResponsiveness(quickNoAnswers, now)?.sentence).toBe(
      'Reviews half of its applications within a day; none of its last 6 applicants has had a final answer yet.',
    );
    expect(employerResponsiveness(quickNoAnswers.slice(0, responsivenessRules.minApplications - 1), now)).toBeNull();
  });
});
