import { clearanceRank, holdsClearance } from './clearance';
import {
  militarySearchTerms,
  parseSalaryExpectation,
  recommendJobs,
  veteranMilitaryOccupation,
  type JobToRecommend,
  type VeteranToMatch,
} from './veteran-recommendations';

const now = new Date('2026-03-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
/** San Antonio, TX, and places at known distances from it. */
const sanAntonio = { latitude: 29.4241, longitude: -98.4936 };
const newBraunfels = { latitude: 29.703, longitude: -98.1245 }; // about 30 miles
const austin = { latitude: 30.2672, longitude: -97.7431 }; // about 75 miles
const houston = { latitude: 29.7604, longitude: -95.3698 }; // about 190 miles

const veteran = (overrides: Partial<VeteranToMatch> = {}): VeteranToMatch => ({
  mos: '88M',
  militaryBranch: 'Army',
  skills: [],
  certifications: [],
  preferredJobTypes: [],
  relocateWilling: false,
  ...overrides,
});

let nextId = 0;
const job = (overrides: Partial<JobToRecommend> = {}): JobToRecommend => ({
  id: `job-${++nextId}`,
  title: 'Warehouse Associate',
  description: 'Pick, pack and ship orders.',
  requirements: [],
  type: 'part-time',
  location: 'San Antonio, TX',
  posted: daysAgo(10),
  ...overrides,
});

/** A fair-chance attestation made `days` ago (it counts for a year). */
const attested = (days: number) => ({ practices: ['considers-conviction-records' as const], attestedAt: daysAgo(days) });

const ids = (recommendations: { jobId: string }[]) => recommendations.map(({ jobId }) => jobId);

describe('clearance order', () => {
  it('ranks None < Public Trust < Secret < Top Secret < TS/SCI, with no clearance as None', () => {
    expect(['None', 'Public Trust', 'Secret', 'Top Secret', 'TS/SCI'].map((c) => clearanceRank(c as never))).toEqual([0, 1, 2, 3, 4]);
    expect(clearanceRank(undefined)).toBe(0);
  });

  it('is met by the same or a higher clearance, and always when none is required', () => {
    expect(holdsClearance('Top Secret', 'Secret')).toBe(true);
    expect(holdsClearance('Secret', 'Secret')).toBe(true);
    expect(holdsClearance('Secret', 'Top Secret')).toBe(false);
    expect(holdsClearance(undefined, 'Public Trust')).toBe(false);
    expect(holdsClearance(undefined, 'None')).toBe(true);
    expect(holdsClearance(null, undefined)).toBe(true);
  });
});

describe("the veteran's occupation", () => {
  it('is read from the MOS field with or without a title after the code', () => {
    expect(veteranMilitaryOccupation({ mos: '88M Motor Transport Operator', militaryBranch: 'Army' })?.code).toBe('88M');
    expect(veteranMilitaryOccupation({ mos: 'MOS: 88M10', militaryBranch: 'Army' })?.code).toBe('88M');
    expect(veteranMilitaryOccupation({ mos: 'IT2 (SW)', militaryBranch: 'Navy' })?.code).toBe('IT');
    expect(veteranMilitaryOccupation({ mos: 'my job is logistics', militaryBranch: 'Navy' })).toBeUndefined();
  });

  it('gives the server the civilian terms to narrow candidates with', () => {
    const terms = militarySearchTerms({ mos: '88M', militaryBranch: 'Army' });
    expect(terms).toEqual(expect.arrayContaining(['truck driver', 'delivery driver', 'cdl']));
    expect(new Set(terms).size).toBe(terms.length);
    expect(militarySearchTerms({ mos: 'Logistics NCO', militaryBranch: 'Army' })).toEqual([]);
    expect(militarySearchTerms({ militaryBranch: 'Army' })).toEqual([]);
  });
});

describe('salary expectations written as text', () => {
  it.each([
    ['$55,000', { amount: 55000, period: 'yearly', yearly: 55000 }],
    ['55k', { amount: 55000, period: 'yearly', yearly: 55000 }],
    ['55K per year', { amount: 55000, period: 'yearly', yearly: 55000 }],
    ['$25/hr', { amount: 25, period: 'hourly', yearly: 52000 }],
    ['$22.50 an hour', { amount: 22.5, period: 'hourly', yearly: 46800 }],
    ['25', { amount: 25, period: 'hourly', yearly: 52000 }],
    ['50-60k', { amount: 50000, period: 'yearly', yearly: 50000 }],
    ['$50,000 - $60,000', { amount: 50000, period: 'yearly', yearly: 50000 }],
  ])('reads "%s"', (text, expected) => {
    expect(parseSalaryExpectation(text)).toEqual(expected);
  });

  it.each(['', 'negotiable', '500', undefined])('finds no figure in %p', (text) => {
    expect(parseSalaryExpectation(text)).toBeUndefined();
  });
});

describe('recommending jobs to a veteran', () => {
  it('ranks a job matching the MOS above one matching only keywords', () => {
    const truckDriver = job({ title: 'Regional Truck Driver', description: 'Drive a regional route.' });
    const keywordOnly = job({
      title: 'Logistics Coordinator',
      requirements: ['Fleet tracking', 'Logistics software', 'Forklift', 'Hazmat endorsement'],
      type: 'full-time',
      secondChanceEmployer: true,
      posted: daysAgo(0),
      ...newBraunfels,
    });
    const result = recommendJobs(
      veteran({ skills: ['logistics', 'fleet', 'forklift', 'hazmat'], preferredJobTypes: ['full-time'], ...sanAntonio }),
      [keywordOnly, truckDriver],
      { now },
    );
    expect(ids(result)).toEqual([truckDriver.id, keywordOnly.id]);
  });

  it('explains each recommendation in the veteran’s terms', () => {
    const recommended = job({
      title: 'CDL Truck Driver',
      description: 'Local delivery driver role; fleet of new trucks.',
      requirements: ['Class A CDL', 'Logistics experience'],
      type: 'full-time',
      salaryMin: 50000,
      salaryMax: 65000,
      salaryPeriod: 'yearly',
      secondChanceEmployer: true,
      fairChance: attested(30),
      clearanceRequired: 'Secret',
      location: 'New Braunfels, TX',
      ...newBraunfels,
    });
    const [result] = recommendJobs(
      veteran({
        skills: ['logistics', 'Fleet', 'welding'],
        certifications: ['Class A CDL'],
        preferredJobTypes: ['full-time'],
        salaryExpectation: '$55,000',
        securityClearance: 'Top Secret',
        location: 'San Antonio, TX',
        ...sanAntonio,
      }),
      [recommended],
      { now },
    );
    expect(result).toEqual({
      jobId: recommended.id,
      score: 100 + 30 + 10 + 10 + 8 + 8 + 2 + 0.89,
      reasons: [
        'Your 88M Motor Transport Operator → Truck Driver, Delivery Driver',
        'Matches your skills: logistics, Fleet',
        'Matches your certifications: Class A CDL',
        'In New Braunfels, TX, 29 miles from San Antonio, TX',
        'Requires Secret — you hold Top Secret',
        'Full-time, as you prefer',
        'Pays $50k - $65k, meets your $55k',
        'Fair-chance employer: considers applicants with conviction records',
      ],
    });
  });

  it('names the crosswalk term found when the MOS matched through a search term, not titles the job does not mention', () => {
    const [result] = recommendJobs(veteran(), [job({ title: 'CDL Yard Hand' })], { now });
    expect(result.reasons).toEqual(['Your 88M Motor Transport Operator → “cdl”']);
  });

  it('calls an employer fair-chance only when that job’s employer attests it now', () => {
    const current = job({ title: 'Truck Driver', secondChanceEmployer: true, fairChance: attested(10) });
    const lapsed = job({ title: 'Truck Driver', secondChanceEmployer: true, fairChance: attested(400) });
    const markerOnly = job({ title: 'Truck Driver', secondChanceEmployer: true });
    const other = job({ title: 'Truck Driver' });
    const reasonsOf = new Map(recommendJobs(veteran(), [current, lapsed, markerOnly, other], { now }).map(({ jobId, reasons }) => [jobId, reasons]));
    const fairChanceReasons = (id: string) => (reasonsOf.get(id) ?? []).filter((reason) => reason.startsWith('Fair-chance'));
    expect(fairChanceReasons(current.id)).toEqual(['Fair-chance employer: considers applicants with conviction records']);
    for (const id of [lapsed.id, markerOnly.id, other.id]) expect(fairChanceReasons(id)).toEqual([]);
  });

  it('gives reasons that differ with what each job matched', () => {
    const byTitle = job({ title: 'Truck Driver', location: 'Austin, TX', ...austin });
    const bySkill = job({ title: 'Dispatcher', requirements: ['Logistics software'], location: 'New Braunfels, TX', ...newBraunfels });
    const result = recommendJobs(veteran({ skills: ['logistics'], location: 'San Antonio, TX', ...sanAntonio }), [byTitle, bySkill], { now });
    expect(result.map(({ reasons }) => reasons)).toEqual([
      ['Your 88M Motor Transport Operator → Truck Driver', 'In Austin, TX, 74 miles from San Antonio, TX'],
      ['Matches your skills: logistics', 'In New Braunfels, TX, 29 miles from San Antonio, TX'],
    ]);
  });

  it('never recommends a job needing a higher clearance than the veteran holds', () => {
    const secret = job({ title: 'Truck Driver', clearanceRequired: 'Secret' });
    const topSecret = job({ title: 'Truck Driver', clearanceRequired: 'Top Secret' });
    const publicTrust = job({ title: 'Truck Driver', clearanceRequired: 'Public Trust' });
    expect(ids(recommendJobs(veteran({ securityClearance: 'Secret' }), [topSecret, secret, publicTrust], { now })).sort()).toEqual(
      [secret.id, publicTrust.id].sort(),
    );
    expect(ids(recommendJobs(veteran(), [secret, publicTrust, job({ title: 'Truck Driver', clearanceRequired: 'None' })], { now }))).toHaveLength(1);
  });

  it('leaves out jobs over 100 miles away unless the veteran will relocate or the job is remote', () => {
    const near = job({ title: 'Truck Driver', location: 'Austin, TX', ...austin });
    const far = job({ title: 'Truck Driver', location: 'Houston, TX', ...houston });
    const farRemote = job({ title: 'Delivery Driver', type: 'remote', ...houston });
    const unknownPlace = job({ title: 'Truck Driver' });
    const staying = recommendJobs(veteran({ ...sanAntonio }), [near, far, farRemote, unknownPlace], { now });
    expect(ids(staying).sort()).toEqual([near.id, farRemote.id, unknownPlace.id].sort());
    expect(staying.find(({ jobId }) => jobId === near.id)?.reasons).toContain('In Austin, TX, 74 miles from you');

    const moving = recommendJobs(veteran({ relocateWilling: true, ...sanAntonio }), [far], { now });
    expect(moving[0].reasons).toContain('In Houston, TX, 189 miles from you; you are willing to relocate');
  });

  it('matches skills as whole words only', () => {
    const result = recommendJobs(
      veteran({ mos: undefined, skills: ['fleet', 'Excel'] }),
      [job({ title: 'Fleetwood Sales', description: 'Excellent pay.' }), job({ title: 'Office Clerk', requirements: ['MS Excel'] })],
      { now },
    );
    expect(result.map(({ reasons }) => reasons)).toEqual([['Matches your skills: Excel']]);
  });

  it('uses the words of an MOS the crosswalk does not know', () => {
    const [result] = recommendJobs(veteran({ mos: 'Logistics NCO' }), [job({ title: 'Logistics Lead' })], { now });
    expect(result.reasons).toEqual(['Matches your military experience: logistics']);
  });

  it('recommends nothing that matches neither the MOS nor a skill', () => {
    expect(recommendJobs(veteran({ ...sanAntonio }), [job({ title: 'Barista', ...newBraunfels })], { now })).toEqual([]);
    expect(recommendJobs(veteran({ mos: undefined }), [job({ title: 'Truck Driver' })], { now })).toEqual([]);
  });

  it('lowers a job that pays below the expectation, in hourly or yearly terms', () => {
    const wellPaid = job({ title: 'Truck Driver', salaryMin: 26, salaryMax: 30, salaryPeriod: 'hourly', posted: daysAgo(30) });
    const underpaid = job({ title: 'Truck Driver', salaryMin: 30000, salaryMax: 40000, salaryPeriod: 'yearly', posted: daysAgo(0) });
    const result = recommendJobs(veteran({ salaryExpectation: '$25/hr' }), [underpaid, wellPaid], { now });
    expect(ids(result)).toEqual([wellPaid.id, underpaid.id]);
    expect(result[0].reasons).toContain('Pays $26/hr - $30/hr, meets your $25/hr');
    expect(result[1].reasons.some((reason) => reason.startsWith('Pays'))).toBe(false);
  });

  it('puts the newer of two equal jobs first and keeps only the best `limit`', () => {
    const older = job({ title: 'Truck Driver', posted: daysAgo(40) });
    const newer = job({ title: 'Truck Driver', posted: daysAgo(2) });
    const keywordOnly = job({ title: 'Dispatcher', requirements: ['CDL'] });
    expect(ids(recommendJobs(veteran(), [older, keywordOnly, newer], { now }))).toEqual([newer.id, older.id, keywordOnly.id]);
    expect(ids(recommendJobs(veteran(), [older, keywordOnly, newer], { now, limit: 1 }))).toEqual([newer.id]);
  });

  it('gives the same top jobs as ranking every job fully, whatever the input order', () => {
    const many = Array.from({ length: 300 }, (_, index) =>
      job({
        title: ['Truck Driver', 'Warehouse Associate', 'Fleet Manager', 'Cook'][index % 4],
        requirements: index % 3 === 0 ? ['Forklift certification'] : ['Logistics'],
        type: index % 2 === 0 ? 'full-time' : 'contract',
        salaryMin: 30000 + (index % 7) * 5000,
        salaryMax: 45000 + (index % 7) * 5000,
        salaryPeriod: 'yearly',
        secondChanceEmployer: index % 5 === 0,
        fairChance: index % 5 === 0 ? attested(index) : undefined,
        posted: daysAgo(index % 60),
        latitude: sanAntonio.latitude + (index % 11) * 0.2,
        longitude: sanAntonio.longitude,
      }),
    );
    const profile = veteran({
      skills: ['forklift', 'logistics', 'fleet'],
      preferredJobTypes: ['full-time'],
      salaryExpectation: '50k',
      ...sanAntonio,
    });
    const everything = recommendJobs(profile, many, { now, limit: many.length });
    const top = recommendJobs(profile, [...many].reverse(), { now, limit: 25 });
    expect(top).toEqual(everything.slice(0, 25));
  });
});
