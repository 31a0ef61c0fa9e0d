import { employerTrustSchema } from '@jobboard/contracts';
import { ApplicationModel } from '@jobboard/db';
import { attestFairChanceRecord, createEmployerRecord, createJobRecord, useTestDatabase } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { JobModel } from '@jobboard/db';
import { employerTrustFor, employerTrustOf, employerTrustRepository, responsivenessReuse, unmarkLapsedFairChanceJobs } from '@jobboard/job-search';

useTestDatabase();

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

/** Applications to the employer's job: applied `daysAgo` days ago, first reviewed `reviewedAfterHours` later (undefined: never). */
const history = async (
  employer: { id: string; companyName: string },
  entries: readonly { daysAgo: number; reviewedAfterHours?: number; status: string }[],
) => {
  const job = await createJobRecord(employer);
  await ApplicationModel.insertMany(
    entries.map((entry, index) => {
      const appliedAt = daysAgo(entry.daysAgo);
      return {
        jobId: job.id,
        employerId: employer.id,
        applicantName: `Applicant ${index}`,
        applicantEmail: `applicant.${index}.${new Types.ObjectId().toHexString()}@example.com`,
        jobTitle: job.title,
        companyName: employer.companyName,
        status: entry.status,
        appliedAt,
        reviewedAt: entry.reviewedAfterHours === undefined ? undefined : new Date(appliedAt.getTime() + entry.reviewedAfterHours * hourMs),
      };
    }),
  );
};

describe('what job seekers are told about an employer', () => {
  it('computes responsiveness from a known history: median days to first review and the share decided', async () => {
    const employer = await createEmployerRecord();
    await history(employer, [
      { daysAgo: 40, reviewedAfterHours: 10, status: 'hired' }, // 1 day
      { daysAgo: 40, reviewedAfterHours: 30, status: 'rejected' }, // 2 days
      { daysAgo: 40, reviewedAfterHours: 50, status: 'rejected' }, // 3 days
      { daysAgo: 40, reviewedAfterHours: 60, status: 'reviewed' }, // 3 days
      { daysAgo: 40, reviewedAfterHours: 140, status: 'shortlisted' }, // 6 days
      { daysAgo: 40, status: 'pending' }, // never reviewed
      { daysAgo: 3, status: 'pending' }, // too young to say anything
      { daysAgo: 500, reviewedAfterHours: 1, status: 'hired' }, // older than a year
    ]);

    const trust = await employerTrustOf(employer.id, now);

    expect(employerTrustSchema.parse(trust)).toEqual(trust);
    expect(trust).toEqual({
      fairChance: null,
      responsiveness: {
        medianDaysToFirstReview: 3,
        finalStatusShare: 0.5,
        applicationsCounted: 6,
        sentence: 'Reviews half of its applications within 3 days; 3 of its last 6 applicants have had a final answer (hired or not selected).',
      },
    });
  });

  it('says nothing about responsiveness until the history is long enough, nor for an unknown employer', async () => {
    const employer = await createEmployerRecord();
    await history(employer, [1, 2, 3, 4].map((index) => ({ daysAgo: 30, reviewedAfterHours: index, status: 'reviewed' })));

    expect((await employerTrustOf(employer.id, now)).responsiveness).toBeNull();
    expect(await employerTrustOf(new Types.ObjectId().toHexString(), now)).toEqual({ fairChance: null, responsiveness: null });
  });

  it('tells exactly what was attested and when, and nothing once it lapsed', async () => {
    const current = await createEmployerRecord();
    const lapsed = await createEmployerRecord();
    const attestedAt = daysAgo(20);
    await attestFairChanceRecord(current, { practices: ['welcomes-employment-gaps', 'considers-conviction-records'], attestedAt });
    await attestFairChanceRecord(lapsed, { attestedAt: daysAgo(366) });

    const trust = await employerTrustFor([current.id, lapsed.id, current.id], now);

    expect(trust.size).toBe(2);
    expect(trust.get(current.id)?.fairChance).toEqual({
      practices: [
        { practice: 'considers-conviction-records', label: 'Considers applicants with conviction records' },
        { practice: 'welcomes-employment-gaps', label: 'Welcomes applicants with employment gaps' },
      ],
      attestedAt: attestedAt.toISOString(),
    });
    expect(trust.get(lapsed.id)?.fairChance).toBeNull();
  });

  it('the sweep takes the marker off jobs whose attestation lapsed, or that have none behind it, and keeps current ones', async () => {
    const current = await createEmployerRecord();
    const lapsed = await createEmployerRecord();
    const currentJob = await createJobRecord(current);
    const lapsedJob = await createJobRecord(lapsed, { status: 'closed' });
    const bare = await createJobRecord(lapsed, { secondChanceEmployer: true, fairChance: undefined });
    await attestFairChanceRecord(current, { attestedAt: daysAgo(364) });
    await attestFairChanceRecord(lapsed, { attestedAt: daysAgo(365) });
    await JobModel.updateOne({ _id: bare.id }, { $unset: { fairChance: 1 } });

    expect(await unmarkLapsedFairChanceJobs(now)).toBeGreaterThanOrEqual(2);

    const marker = async (id: string) => {
      const job = await JobModel.findById(id).lean();
      return [job?.secondChanceEmployer, job?.fairChance === undefined];
    };
    expect(await marker(currentJob.id)).toEqual([true, false]);
    expect(await marker(lapsedJob.id)).toEqual([false, true]);
    expect(await marker(bare.id)).toEqual([false, true]);
  });
});

describe("an employer's responsiveness, read on every job page view", () => {
  const settledHistory = [1, 2, 3, 4, 5].map((index) => ({ daysAgo: 30, reviewedAfterHours: 20 * index, status: 'rejected' }));
  let historyReads: jest.SpiedFunction<typeof employerTrustRepository.findHistory>;
  beforeEach(() => {
    historyReads = jest.spyOn(employerTrustRepository, 'findHistory');
  });
  afterEach(() => historyReads.mockRestore());

  const readsOf = (employerId: string) => historyReads.mock.calls.filter(([id]) => id === employerId).length;

  it('reads the history once for views within a few minutes, and again after that', async () => {
    const employer = await createEmployerRecord();
    await history(employer, settledHistory);
    const later = (ms: number) => new Date(now.getTime() + ms);

    const first = await employerTrustOf(employer.id, now);
    const again = await employerTrustOf(employer.id, later(responsivenessReuse.lifetimeMs - 1));

    expect(first.responsiveness?.applicationsCounted).toBe(5);
    expect(again).toEqual(first);
    expect(readsOf(employer.id)).toBe(1);

    await employerTrustOf(employer.id, later(responsivenessReuse.lifetimeMs));
    expect(readsOf(employer.id)).toBe(2);
  });

  it("never serves one employer another's figure", async () => {
    const answering = await createEmployerRecord();
    const silent = await createEmployerRecord();
    await history(answering, settledHistory);

    expect((await employerTrustOf(answering.id, now)).responsiveness?.sentence).toBe(
      'Reviews half of its applications within 3 days; 5 of its last 5 applicants have had a final answer (hired or not selected).',
    );
    expect((await employerTrustOf(silent.id, now)).responsiveness).toBeNull();
    expect((await employerTrustOf(answering.id, now)).responsiveness?.applicationsCounted).toBe(5);
    expect([readsOf(answering.id), readsOf(silent.id)]).toEqual([1, 1]);
  });

  it('a burst of views of one employer reads its history once', async () => {
    const employer = await createEmployerRecord();
    await history(employer, settledHistory);

    const views = await Promise.all([employerTrustOf(employer.id, now), employerTrustOf(employer.id, now), employerTrustOf(employer.id, now)]);

    expect(views.map((view) => view.responsiveness?.applicationsCounted)).toEqual([5, 5, 5]);
    expect(readsOf(employer.id)).toBe(1);
  });

  it('keeps the figures of a bounded number of employers, dropping the oldest first', async () => {
    // Ids of no stored employer: each read is a real (empty) read of the database.
    const ids = Array.from({ length: responsivenessReuse.maxEmployers + 1 }, () => new Types.ObjectId().toHexString());

    await employerTrustFor(ids, now);
    await employerTrustOf(ids[ids.length - 1], now);
    expect(historyReads).toHaveBeenCalledTimes(ids.length);

    await employerTrustOf(ids[0], now);
    expect(readsOf(ids[0])).toBe(2);
  });
});
