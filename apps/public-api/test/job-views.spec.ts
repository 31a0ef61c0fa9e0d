import { JobModel, JobViewModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, signInAs, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);

const viewsOf = async (jobId: string) => (await JobModel.findById(jobId).lean())?.viewCount;

describe('job views (GET /api/jobs/:id)', () => {
  it('counts a browser once however often it reloads, and tells the browser who it is', async () => {
    const job = await createJobRecord(await createEmployerRecord());
    const browser = new TestClient(() => api.url, { 'user-agent': 'Chromium A' });

    const first = await browser.get(`/api/jobs/${job.id}`);
    for (let reload = 0; reload < 4; reload += 1) await browser.get(`/api/jobs/${job.id}`);

    expect(first.headers.get('set-cookie')).toMatch(/^jb_visitor=[\w-]{32}; Max-Age=\d+; Path=\/api; Expires=.*; HttpOnly; SameSite=Lax$/);
    expect(await viewsOf(job.id)).toBe(1);
  });

  it('counts once for ten reloads sent at once', async () => {
    const job = await createJobRecord(await createEmployerRecord());
    const browser = new TestClient(() => api.url, { 'user-agent': 'Chromium B' });
    await browser.get(`/api/jobs/${job.id}`);

    await Promise.all(Array.from({ length: 10 }, () => browser.get(`/api/jobs/${job.id}`)));

    expect(await viewsOf(job.id)).toBe(1);
  });

  it('counts a client that refuses cookies once too, by its address and browser', async () => {
    const job = await createJobRecord(await createEmployerRecord());

    for (let reload = 0; reload < 3; reload += 1) await fetch(`${api.url}/api/jobs/${job.id}`, { headers: { 'user-agent': 'curl/8' } });

    expect(await viewsOf(job.id)).toBe(1);
  });

  it('counts different people, and a signed-in person by their account across browsers', async () => {
    const job = await createJobRecord(await createEmployerRecord());
    const seekerId = new Types.ObjectId().toHexString();
    const phone = new TestClient(() => api.url, { 'user-agent': 'Phone' });
    const laptop = new TestClient(() => api.url, { 'user-agent': 'Laptop' });
    await signInAs(phone, { subjectId: seekerId, role: 'jobseeker' });
    await signInAs(laptop, { subjectId: seekerId, role: 'jobseeker' });
    const stranger = new TestClient(() => api.url, { 'user-agent': 'Stranger' });

    await phone.get(`/api/jobs/${job.id}`);
    await laptop.get(`/api/jobs/${job.id}`);
    const answer = await stranger.get(`/api/jobs/${job.id}`);

    expect(await viewsOf(job.id)).toBe(2);
    expect(answer.body.viewCount).toBe(2);
  });

  it('counts the same viewer again the next day', async () => {
    const job = await createJobRecord(await createEmployerRecord());
    const browser = new TestClient(() => api.url, { 'user-agent': 'Chromium C' });
    await browser.get(`/api/jobs/${job.id}`);
    await JobViewModel.updateMany({ _id: { $regex: `^${job.id}:` } }, { $set: { countedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });

    await browser.get(`/api/jobs/${job.id}`);

    expect(await viewsOf(job.id)).toBe(2);
  });
});
