import { canonicalSavedSearch, describeSavedSearch, digestPeriodOf, maxJobsPerDigest, newJobsSince, nextDigestDue } from './job-alerts';

describe('job alerts', () => {
  it('keeps only the search of a query string, in a fixed order, without paging, sorting or "any"', () => {
    expect(canonicalSavedSearch('?page=3&sort=salary-high&type=full-time&q=nurse&experience=any&utm_source=x')).toBe('q=nurse&type=full-time');
    expect(canonicalSavedSearch('')).toBe('');
    expect(canonicalSavedSearch('type=all&q=cook')).toBe('q=cook');
    expect(canonicalSavedSearch('location=Oakland%2C+CA&q=%20')).toBe('location=Oakland%2C+CA');
    expect(canonicalSavedSearch('secondChance=true&q=cook')).toBe('q=cook&secondChance=true');
    expect(canonicalSavedSearch('secondChance=false&q=cook')).toBe('q=cook');
    // Any distance is kept: without it the alert would look 25 miles around.
    expect(canonicalSavedSearch('location=Austin%2C+TX&distance=any&experience=any')).toBe('location=Austin%2C+TX&distance=any');
  });

  it('describes a saved search in words', () => {
    expect(describeSavedSearch('jobs', 'q=nurse&location=Oakland%2C+CA&distance=50&type=full-time,part-time')).toBe(
      '"nurse" jobs near Oakland, CA (50 miles), full time, part time',
    );
    expect(describeSavedSearch('jobs', '')).toBe('Jobs');
    expect(describeSavedSearch('jobs', 'q=cook&location=remote')).toBe('"cook" jobs, remote only');
    expect(describeSavedSearch('jobs', 'location=Austin%2C+TX&distance=any')).toBe('Jobs near Austin, TX (any distance)');
    expect(describeSavedSearch('jobs', 'q=cook&secondChance=true')).toBe('"cook" jobs, second-chance employers');
    expect(describeSavedSearch('second-chance', 'location=Austin')).toBe('Second-chance jobs in Austin');
  });

  it('brings only jobs posted after the last digest, newest first, at most ten', () => {
    const since = new Date('2026-11-20T12:00:00Z');
    const jobs = Array.from({ length: 14 }, (_, day) => ({ id: day, posted: new Date(Date.UTC(2026, 10, 10 + day, 9)) }));

    const fresh = newJobsSince(jobs, since);

    expect(fresh.map((job) => job.id)).toEqual([13, 12, 11]);
    expect(newJobsSince(jobs, new Date(0))).toHaveLength(maxJobsPerDigest);
    expect(newJobsSince([{ posted: since }], since)).toEqual([]);
  });

  it('schedules the next digest a day later and names the day a digest belongs to', () => {
    expect(nextDigestDue(new Date('2026-11-25T07:30:00Z')).toISOString()).toBe('2026-11-26T07:30:00.000Z');
    expect(digestPeriodOf(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-25');
  });
});
