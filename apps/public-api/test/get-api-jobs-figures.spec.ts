import { siteFiguresSchema } from '@jobboard/contracts';
import { EmployerModel, JobModel } from '@jobboard/db';
import { attestFairChanceRecord, createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

beforeEach(async () => {
  await JobModel.deleteMany({});
  await EmployerModel.deleteMany({});
});

describe('GET /api/jobs/figures', () => {
  it('counts open jobs, employers hiring and second-chance jobs from the data', async () => {
    const bakery = await createEmployerRecord({ companyName: 'Fresh Start Bakery' });
    const bank = await createEmployerRecord({ companyName: 'Prim Bank' });
    const lapsed = await createEmployerRecord({ companyName: 'Lapsed Co' });
    const closedOnly = await createEmployerRecord({ companyName: 'Closed Co' });
    await createJobRecord(bakery, { title: 'Baker' });
    await createJobRecord(bakery, { title: 'Counter Clerk' });
    await createJobRecord(bank, { title: 'Teller' });
    await createJobRecord(lapsed, { title: 'Stale job' });
    await createJobRecord(closedOnly, { title: 'Old job', status: 'closed' });
    await attestFairChanceRecord(bakery, { attestedAt: daysAgo(3) });
    // Attested more than a year ago: its job is open but not a second-chance job any more.
    await attestFairChanceRecord(lapsed, { attestedAt: daysAgo(366) });

    const response = await visitor().get('/api/jobs/figures');

    expect(response.status).toBe(200);
    expect(siteFiguresSchema.parse(response.body)).toMatchObject({ openJobs: 4, hiringEmployers: 3, secondChanceJobs: 2 });
  });

  it('agrees with what a search with no words or place and the Second Chance page find', async () => {
    const employer = await createEmployerRecord();
    for (const title of ['Cook', 'Driver', 'Nurse']) await createJobRecord(employer, { title });
    await attestFairChanceRecord(employer);

    const [figures, secondChance] = await Promise.all([
      visitor().get<{ openJobs: number; secondChanceJobs: number }>('/api/jobs/figures'),
      visitor().get<{ total: number }>('/api/jobs/second-chance'),
    ]);

    expect(figures.body.openJobs).toBe(await JobModel.countDocuments({ status: 'active' }));
    expect(figures.body.secondChanceJobs).toBe(secondChance.body.total);
  });

  it('answers zeros, not an error, when there are no jobs', async () => {
    const response = await visitor().get('/api/jobs/figures');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ openJobs: 0, hiringEmployers: 0, secondChanceJobs: 0 });
  });
});
