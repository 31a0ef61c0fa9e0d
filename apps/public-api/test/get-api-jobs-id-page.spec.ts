import { jobPageSchema, type JobPage } from '@jobboard/contracts';
import { JobModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);
const pageOf = (id: string, query = '') => visitor().get<JobPage>(`/api/jobs/${id}/page${query}`);

describe('GET /api/jobs/:id/page', () => {
  let employer: { id: string; companyName: string };
  let other: { id: string; companyName: string };
  beforeAll(async () => {
    employer = await createEmployerRecord({ companyName: 'Page Freight Co' });
    other = await createEmployerRecord({ companyName: 'Elsewhere Inc' });
  });

  it('answers the job with its company card and up to five similar open jobs, in the contract', async () => {
    const job = await createJobRecord(employer, {
      title: 'Forklift Operator',
      clearanceRequired: 'Secret',
      screeningQuestions: ['Do you hold a forklift licence?'],
      latitude: 37.8044,
      longitude: -122.2712,
    });
    const sibling = await createJobRecord(employer, { title: 'Dock Clerk' });
    await createJobRecord(employer, { title: 'Old Forklift Operator', status: 'closed' });
    const similar = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createJobRecord(other, { title: `Forklift Operator ${index}`, location: 'Fresno, CA', city: 'Fresno' })),
    );
    await createJobRecord(other, { title: 'Forklift Operator Closed', status: 'closed' });

    const answer = await pageOf(job.id, '?location=Oakland,%20CA');

    expect(answer.status).toBe(200);
    const page = jobPageSchema.parse(answer.body);
    expect(page.job).toMatchObject({ id: job.id, title: 'Forklift Operator', clearanceRequired: 'Secret', screeningQuestions: ['Do you hold a forklift licence?'] });
    expect(page.job.distance).toBeLessThan(5);
    expect(page.distanceFrom).toBe('Oakland, CA');
    expect(page.acceptingApplications).toBe(true);
    expect(page.company).toMatchObject({ employerId: employer.id, name: 'Page Freight Co', openJobCount: 2 });
    expect(page.company.otherOpenJobs.map(({ id }) => id)).toEqual([sibling.id]);
    // What the employer attested and how it answers applicants (nothing yet for a new employer).
    expect(page.employerTrust).toEqual({ fairChance: null, responsiveness: null });
    expect(page.similarJobs).toHaveLength(5);
    const similarIds = page.similarJobs.map(({ id }) => id);
    expect(similarIds).not.toContain(job.id);
    expect(similarIds.every((id) => similar.some((candidate) => candidate.id === id))).toBe(true);
  });

  it("counts opening an open job's page as a view, once per viewer a day, and a closed job's not at all", async () => {
    const job = await createJobRecord(employer, { title: 'Counted Clerk' });
    const closed = await createJobRecord(employer, { title: 'Closed Clerk', status: 'closed' });
    const viewer = visitor();

    const first = jobPageSchema.parse((await viewer.get(`/api/jobs/${job.id}/page`)).body);
    const again = jobPageSchema.parse((await viewer.get(`/api/jobs/${job.id}/page`)).body);
    await viewer.get(`/api/jobs/${closed.id}/page`);

    expect(first.job.viewCount).toBe(1);
    expect(again.job.viewCount).toBe(1);
    expect((await JobModel.findById(job.id).lean())?.viewCount).toBe(1);
    expect((await JobModel.findById(closed.id).lean())?.viewCount).toBe(0);
  });

  it('shows a closed job, saying it no longer takes applications, with similar open jobs', async () => {
    const closed = await createJobRecord(employer, { title: 'Night Forklift Operator', status: 'closed' });

    const page = jobPageSchema.parse((await pageOf(closed.id)).body);

    expect(page.job.status).toBe('closed');
    expect(page.acceptingApplications).toBe(false);
    expect(page.similarJobs.length).toBeGreaterThan(0);
    expect(page.similarJobs.every((job) => job.status === 'active')).toBe(true);
  });

  it('answers 404 for an id that is no job, and for one that is no id', async () => {
    expect((await pageOf(String(new Types.ObjectId()))).status).toBe(404);
    expect((await pageOf('not-an-id')).status).toBe(404);
  });

  it('leaves the distance out for a place it does not know', async () => {
    const job = await createJobRecord(employer, { title: 'Yard Jockey', latitude: 37.8, longitude: -122.27 });

    const page = jobPageSchema.parse((await pageOf(job.id, '?location=Nowhere%20Land')).body);

    expect(page.job.distance).toBeUndefined();
    expect(page.distanceFrom).toBeUndefined();
  });
});
