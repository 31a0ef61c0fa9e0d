import { secondChancePageSchema, type ErrorBody } from '@jobboard/contracts';
import { EmployerModel, JobModel } from '@jobboard/db';
import { secondChancePageSize } from '@jobboard/domain';
import { attestFairChanceRecord, createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);

interface SecondChancePage {
  items: Array<{ id: string; title: string; secondChanceEmployer: boolean }>;
  total: number;
  page: number;
  pageSize: number;
  employerCount: number;
}

const list = (query = '') => visitor().get<SecondChancePage>(`/api/jobs/second-chance${query}`);
const titles = (response: { body: SecondChancePage }) => response.body.items.map((job) => job.title);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

beforeEach(async () => {
  await JobModel.deleteMany({});
  await EmployerModel.deleteMany({});
});

describe('GET /api/jobs/second-chance', () => {
  it('lists active jobs of attested employers, newest first, with the number of employers whose attestation counts', async () => {
    const bakery = await createEmployerRecord({ companyName: 'Fresh Start Bakery' });
    const builders = await createEmployerRecord({ companyName: 'Rebuild Construction' });
    const bank = await createEmployerRecord({ companyName: 'Prim Bank' });
    await createJobRecord(bakery, { title: 'Baker', posted: minutesAgo(3) });
    await createJobRecord(bakery, { title: 'Counter Clerk', posted: minutesAgo(1) });
    await createJobRecord(builders, { title: 'Laborer', posted: minutesAgo(2) });
    await createJobRecord(builders, { title: 'Closed Laborer', status: 'closed' });
    await createJobRecord(bank, { title: 'Teller' });
    await attestFairChanceRecord(bakery, { attestedAt: daysAgo(3) });
    await attestFairChanceRecord(builders, { attestedAt: daysAgo(300) });
    // An attested employer with no open job still counts as inclusive.
    const closedOnly = await createEmployerRecord({ companyName: 'Gone Co' });
    await createJobRecord(closedOnly, { title: 'Old job', status: 'closed' });
    await attestFairChanceRecord(closedOnly);
    // Attested more than a year ago: neither listed nor counted, even before the sweep unmarks its jobs.
    const lapsed = await createEmployerRecord({ companyName: 'Lapsed Co' });
    await createJobRecord(lapsed, { title: 'Stale job' });
    await attestFairChanceRecord(lapsed, { attestedAt: daysAgo(366) });
    // A bare per-job marker with no attestation behind it (data from before attestations) is not listed.
    await createJobRecord(bank, { title: 'Bare checkbox', secondChanceEmployer: true, fairChance: undefined });

    const response = await list();

    expect(response.status).toBe(200);
    expect(titles(response)).toEqual(['Counter Clerk', 'Laborer', 'Baker']);
    expect(response.body).toMatchObject({ total: 3, page: 1, pageSize: secondChancePageSize, employerCount: 3 });
    expect(response.body.items[0]).toMatchObject({
      fairChance: { practices: ['considers-conviction-records', 'welcomes-employment-gaps'], attestedAt: expect.any(String) },
    });
    expect(response.body.items.every((job) => job.secondChanceEmployer)).toBe(true);
    expect(secondChancePageSchema.parse(response.body)).toEqual(response.body);
  });

  it('filters by a case-insensitive part of the title', async () => {
    const employer = await createEmployerRecord();
    await createJobRecord(employer, { title: 'Line Cook', secondChanceEmployer: true });
    await createJobRecord(employer, { title: 'Prep COOK', secondChanceEmployer: true });
    await createJobRecord(employer, { title: 'Dishwasher', secondChanceEmployer: true });

    const response = await list('?q=cook');

    expect(titles(response).sort()).toEqual(['Line Cook', 'Prep COOK']);
    expect(response.body.total).toBe(2);
  });

  it('filters by a case-insensitive part of the location', async () => {
    const employer = await createEmployerRecord();
    await createJobRecord(employer, { title: 'Oakland job', location: 'Oakland, CA', secondChanceEmployer: true });
    await createJobRecord(employer, { title: 'Austin job', location: 'Austin, TX', secondChanceEmployer: true });

    expect(titles(await list('?location=austin'))).toEqual(['Austin job']);
    expect(titles(await list('?location=%2C%20ca'))).toEqual(['Oakland job']);
  });

  it('filters by job type, where "all" or nothing means every type', async () => {
    const employer = await createEmployerRecord();
    await createJobRecord(employer, { title: 'Full-time job', type: 'full-time', secondChanceEmployer: true });
    await createJobRecord(employer, { title: 'Part-time job', type: 'part-time', secondChanceEmployer: true });

    expect(titles(await list('?type=part-time'))).toEqual(['Part-time job']);
    expect((await list('?type=all')).body.total).toBe(2);
    expect((await list('?type=')).body.total).toBe(2);
  });

  it('applies the filters together, and counts inclusive employers whatever the filters', async () => {
    const first = await createEmployerRecord();
    const second = await createEmployerRecord();
    const match = { title: 'Warehouse Picker', location: 'Oakland, CA', type: 'part-time', secondChanceEmployer: true };
    await createJobRecord(first, match);
    await createJobRecord(second, { ...match, title: 'Driver' });
    await createJobRecord(second, { ...match, location: 'Fresno, CA' });
    await createJobRecord(second, { ...match, type: 'contract' });
    await attestFairChanceRecord(first);
    await attestFairChanceRecord(second);

    const response = await list('?q=picker&location=oakland&type=part-time');

    expect(titles(response)).toEqual(['Warehouse Picker']);
    expect(response.body).toMatchObject({ total: 1, employerCount: 2 });
  });

  it('takes filter text literally, never as a pattern', async () => {
    const employer = await createEmployerRecord();
    await createJobRecord(employer, { title: 'Cook', secondChanceEmployer: true });

    const response = await list(`?q=${encodeURIComponent('.*')}`);

    expect(response.status).toBe(200);
    expect(response.body.total).toBe(0);
  });

  it('answers fifty jobs a page, and an empty page with the total beyond the end', async () => {
    const employer = await createEmployerRecord();
    await JobModel.insertMany(
      Array.from({ length: 51 }, (_, index) => ({
        employerId: employer.id,
        companyName: employer.companyName,
        title: `Job ${index}`,
        location: 'Oakland, CA',
        type: 'full-time',
        experience: 'entry',
        description: 'Second chances welcome.',
        secondChanceEmployer: true,
        posted: minutesAgo(index),
      })),
    );
    await attestFairChanceRecord(employer);

    // 51 jobs, 20 a page: 20, 20 and the last 11.
    const first = await list();
    const last = await list('?page=3');
    const beyond = await list('?page=4');

    expect(first.body.items).toHaveLength(secondChancePageSize);
    expect(first.body).toMatchObject({ total: 51, employerCount: 1 });
    expect(titles(last)).toEqual(Array.from({ length: 11 }, (_, index) => `Job ${40 + index}`));
    expect(beyond.body).toMatchObject({ items: [], total: 51, page: 4, employerCount: 1 });
  });

  it('answers no jobs and no employers when there are none', async () => {
    const response = await list();

    expect(response.body).toEqual({ items: [], total: 0, page: 1, pageSize: secondChancePageSize, employerCount: 0 });
  });

  it.each([
    ['type', 'an unknown type', '?type=freelance'],
    ['q', 'a 10,000-character q', `?q=${'a'.repeat(10_000)}`],
    ['location', 'a 201-character location', `?location=${'a'.repeat(201)}`],
    ['page', 'page=0', '?page=0'],
    ['q', 'an operator object', '?q[$regex]=.*'],
    ['location', 'a repeated location', '?location=a&location=b'],
  ])('answers 400 naming %s for %s', async (field, _case, query) => {
    const response = await visitor().get<ErrorBody>(`/api/jobs/second-chance${query}`);

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.message).toContain(field);
  });
});
