import { minimumSimilarity, selectSimilarJobs, similarityScore, titleWords, type ComparableJob } from './similar-jobs';

const job = (id: string, fields: Partial<ComparableJob> = {}): ComparableJob => ({
  id,
  employerId: 'e1',
  title: 'Truck Driver',
  type: 'full-time',
  experience: 'entry',
  status: 'active',
  city: 'Austin',
  state: 'TX',
  location: 'Austin, TX',
  posted: '2026-11-01T00:00:00.000Z',
  ...fields,
});

describe('similar jobs', () => {
  const base = job('base');

  it('reads what a title names as job language does, without filler', () => {
    // "Truck Driver" is one thing (and counts as driving); every form of a word has one stem.
    expect(titleWords('Senior Truck Driver - Night & Weekend Shifts')).toEqual(
      new Set(['senior', '@truck-driver', 'drive', 'truck', 'night', 'weekend', 'shift']),
    );
    expect(titleWords('Manager of the Warehouse')).toEqual(new Set(['manag', '@warehouse', 'warehous']));
  });

  it('scores a shared title word above type, experience and place together', () => {
    const sameWord = job('a', { title: 'Delivery Driver', type: 'contract', experience: 'senior', city: 'Dallas', location: 'Dallas, TX' });
    const sameTraits = job('b', { title: 'Nurse' });
    expect(similarityScore(base, sameWord)).toBe(3);
    expect(similarityScore(base, sameTraits)).toBe(3);
    // The same title, its driving and its truck: three shared, plus type, experience and place.
    expect(similarityScore(base, job('c', { title: 'Truck Driver Trainee' }))).toBe(12);
  });

  it('never offers the job itself, a closed job, or one too unlike it', () => {
    const candidates = [
      base,
      job('closed', { status: 'closed' }),
      job('paused', { status: 'paused' }),
      job('unlike', { title: 'Nurse', type: 'contract', experience: 'senior', city: 'Denver', state: 'CO', location: 'Denver, CO' }),
      job('like', { title: 'CDL Truck Driver' }),
    ];
    expect(selectSimilarJobs(base, candidates).map(({ id }) => id)).toEqual(['like']);
    expect(similarityScore(base, candidates[3])).toBeLessThan(minimumSimilarity);
  });

  it('ranks most similar first, newest first among equals, and keeps at most five', () => {
    const candidates = [
      job('old-equal', { title: 'Driver', posted: '2026-10-01T00:00:00.000Z' }),
      job('new-equal', { title: 'Driver', posted: '2026-10-20T00:00:00.000Z' }),
      job('best', { title: 'Truck Driver' }),
      ...Array.from({ length: 6 }, (_, index) => job(`filler-${index}`, { title: 'Driver', posted: '2026-09-01T00:00:00.000Z' })),
    ];
    const chosen = selectSimilarJobs(base, candidates).map(({ id }) => id);
    expect(chosen).toHaveLength(5);
    expect(chosen.slice(0, 3)).toEqual(['best', 'new-equal', 'old-equal']);
  });
});
