import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmployerModel, JobModel } from '@jobboard/db';
import { Types } from 'mongoose';
import {
  aJobPosting,
  anEmployerRegistration,
  createAdminUser,
  createJobRecord,
  giveCredits,
  signUpThroughApi,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
// Platform tests start the real services in-process: what an employer posts and an admin decides, job seekers see.
import { createAdminApi } from '@jobboard/admin-api/app';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';

const shellPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="The shell."><title>Real Opportunities</title></head><body><div id="root"></div></body></html>';
const shellIndexPath = join(tmpdir(), `employer-verification-shell-${process.pid}.html`);

useTestDatabase();
const adminApi = useTestService(createAdminApi);
const employerApi = useTestService(createEmployerApi);
const publicApi = useTestService(createPublicApi, { SHELL_INDEX_HTML: shellIndexPath, SITE_URL: 'https://jobs.example.com' } as never);
const visitor = () => new TestClient(() => publicApi.url);

beforeAll(() => writeFile(shellIndexPath, shellPage));
afterAll(() => rm(shellIndexPath, { force: true }));

const signedInAdmin = async () => {
  const admin = await createAdminUser();
  const client = new TestClient(() => adminApi.url);
  expect((await client.post('/api/admin/login', { username: admin.username, password: admin.password })).status).toBe(200);
  return client;
};

/** An employer signed up through the API, its address confirmed unless `verified: false`, with three post credits. */
const registeredEmployer = async (companyName: string, { verified = true } = {}) => {
  const registration = anEmployerRegistration({ companyName });
  const client = new TestClient(() => employerApi.url);
  const { id } = await signUpThroughApi(client, 'employer', registration, { verified });
  // Confirmed here too, whatever the sign-up helper does, so each test says what it relies on.
  await EmployerModel.updateOne({ _id: id }, verified ? { $set: { emailVerifiedAt: new Date() } } : { $unset: { emailVerifiedAt: 1 } });
  await giveCredits(id, 3);
  return { id, companyName, client };
};

type Listed = { id: string; employerStanding: string };
const searchFor = (q: string) => visitor().get<{ items: Listed[] }>(`/api/jobs?q=${encodeURIComponent(q)}`);
const listedIds = async (q: string) => (await searchFor(q)).body.items.map((item) => item.id);
const jsonLdBlocks = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">/g)].length;

describe('employer verification that counts', () => {
  it("a pending employer's job is live, labelled Unverified employer in search, the job, its page and its HTML, without JSON-LD", async () => {
    const employer = await registeredEmployer('Pendleworth Freight');
    const posted = await employer.client.post<{ id: string; employerStanding: string }>(
      `/api/employers/${employer.id}/jobs`,
      aJobPosting({ title: 'Pendleworth Yard Driver' }),
    );
    expect(posted.status).toBe(201);
    expect(posted.body.employerStanding).toBe('unverified');
    const jobId = posted.body.id;

    expect((await searchFor('Pendleworth')).body.items.find((item) => item.id === jobId)).toMatchObject({ employerStanding: 'unverified' });
    expect((await visitor().get<Listed>(`/api/jobs/${jobId}`)).body.employerStanding).toBe('unverified');
    expect((await visitor().get<{ job: Listed }>(`/api/jobs/${jobId}/page`)).body.job.employerStanding).toBe('unverified');
    const html = await visitor().get(`/jobs/${jobId}`);
    expect(html.status).toBe(200);
    expect(html.text).toContain('Pendleworth Freight (Unverified employer)');
    expect(jsonLdBlocks(html.text)).toBe(0);
  });

  it("a verified employer's jobs carry the badge everywhere and the JSON-LD, from the admin's decision on", async () => {
    const employer = await registeredEmployer('Verimont Cartage');
    const job = await createJobRecord(employer, { title: 'Verimont Forklift Operator' });
    expect((await searchFor('Verimont')).body.items.find((item) => item.id === job.id)).toMatchObject({ employerStanding: 'unverified' });

    const admin = await signedInAdmin();
    expect((await admin.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'verified' })).status).toBe(200);

    expect((await searchFor('Verimont')).body.items.find((item) => item.id === job.id)).toMatchObject({ employerStanding: 'verified' });
    expect((await visitor().get<Listed>(`/api/jobs/${job.id}`)).body.employerStanding).toBe('verified');
    expect((await visitor().get<{ job: Listed }>(`/api/jobs/${job.id}/page`)).body.job.employerStanding).toBe('verified');
    const html = await visitor().get(`/jobs/${job.id}`);
    expect(html.text).not.toContain('Unverified employer');
    expect(jsonLdBlocks(html.text)).toBe(1);
    const posted = await employer.client.post<Listed>(`/api/employers/${employer.id}/jobs`, aJobPosting({ title: 'Verimont Dispatcher' }));
    expect(posted.body.employerStanding).toBe('verified');
  });

  it('an employer whose address is not confirmed cannot post (403) and spends nothing', async () => {
    const employer = await registeredEmployer('Unconfirma Haulage', { verified: false });

    const posted = await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting({ title: 'Unconfirma Loader' }));

    expect(posted.status).toBe(403);
    expect(await JobModel.countDocuments({ employerId: employer.id })).toBe(0);
    expect((await EmployerModel.findById(employer.id).lean())?.jobPostCredits).toBe(3);
  });

  it('a rejected employer cannot post or edit; its open jobs close at once, leave search and the sitemap, and answer 410', async () => {
    const employer = await registeredEmployer('Rejectia Logistics');
    const live = await createJobRecord(employer, { title: 'Rejectia Picker' });
    const paused = await createJobRecord(employer, { title: 'Rejectia Packer', status: 'paused' });
    const closedBefore = await createJobRecord(employer, { title: 'Rejectia Sorter', status: 'closed' });
    expect(await listedIds('Rejectia')).toContain(live.id);

    const admin = await signedInAdmin();
    const rejected = await admin.put(`/api/admin/employers/${employer.id}/verification`, {
      decision: 'rejected',
      reason: 'No business registration found.',
    });
    expect(rejected.status).toBe(200);

    const jobs = await JobModel.find({ employerId: employer.id }).lean();
    expect(jobs.map((job) => job.status)).toEqual(['closed', 'closed', 'closed']);
    expect(jobs.find((job) => String(job._id) === live.id)?.closedBy).toBeTruthy();
    expect(jobs.find((job) => String(job._id) === paused.id)?.closedBy).toBeTruthy();
    // A job the employer had closed itself stays its own closing.
    expect(jobs.find((job) => String(job._id) === closedBefore.id)?.closedBy).toBeFalsy();
    expect(await listedIds('Rejectia')).toEqual([]);
    expect((await visitor().get(`/api/jobs/${live.id}`)).status).toBe(410);
    expect((await visitor().get('/sitemap.xml')).text).not.toContain(live.id);

    const post = await employer.client.post(`/api/employers/${employer.id}/jobs`, aJobPosting({ title: 'Rejectia Driver' }));
    expect(post.status).toBe(403);
    // Were one of its jobs open again (put back by hand), editing it is refused too.
    await JobModel.updateOne({ _id: paused.id }, { $set: { status: 'paused' } });
    const edit = await employer.client.put(`/api/jobs/${paused.id}`, aJobPosting({ title: 'Rejectia Packer' }));
    expect(edit.status).toBe(403);
    expect(await JobModel.countDocuments({ employerId: employer.id, status: 'active' })).toBe(0);
  });

  it('the verification queue lists pending employers oldest first with their live job counts', async () => {
    const older = await registeredEmployer('Queueton Older');
    // Straight through the driver: mongoose keeps createdAt immutable.
    await EmployerModel.collection.updateOne({ _id: new Types.ObjectId(older.id) }, { $set: { createdAt: new Date('2020-01-01T00:00:00Z') } });
    await createJobRecord(older, { title: 'Queueton One' });
    await createJobRecord(older, { title: 'Queueton Two' });
    await createJobRecord(older, { title: 'Queueton Closed', status: 'closed' });
    const newer = await registeredEmployer('Queueton Newer');
    const admin = await signedInAdmin();

    const queue = await admin.get<{ items: { id: string; verificationStatus: string; liveJobCount: number }[] }>(
      '/api/employers?verification=pending&sort=oldest&q=Queueton',
    );

    expect(queue.status).toBe(200);
    expect(queue.body.items.map((row) => [row.id, row.liveJobCount])).toEqual([
      [older.id, 2],
      [newer.id, 0],
    ]);
    const summary = await admin.get<{ unverifiedLiveJobs: number }>('/api/admin/summary');
    expect(summary.body.unverifiedLiveJobs).toBe(await JobModel.countDocuments({ status: 'active', employerVerified: { $ne: true } }));
    expect(summary.body.unverifiedLiveJobs).toBeGreaterThanOrEqual(2);
  });
});

describe('a job an admin took down', () => {
  it('answers 410 with none of its content on the API, the page data and the HTML page, and leaves search and the sitemap', async () => {
    const employer = await registeredEmployer('Moderatia Goods');
    const job = await createJobRecord(employer, { title: 'Moderatia Scam Listing', description: 'Pay a fee to start.' });
    const admin = await signedInAdmin();
    expect((await admin.put(`/api/admin/jobs/${job.id}/close`, { reason: 'Asks applicants for money' })).status).toBe(200);

    for (const path of [`/api/jobs/${job.id}`, `/api/jobs/${job.id}/page`, `/jobs/${job.id}`]) {
      const answer = await visitor().get(path);
      expect([path, answer.status]).toEqual([path, 410]);
      expect(answer.text).not.toContain('Moderatia Scam Listing');
      expect(answer.text).not.toContain('Pay a fee to start.');
      expect(answer.text).not.toContain('Moderatia Goods');
    }
    const page = await visitor().get(`/jobs/${job.id}`);
    expect(page.text).toContain('This job was removed');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(jsonLdBlocks(page.text)).toBe(0);
    expect(await listedIds('Moderatia')).toEqual([]);
    expect((await visitor().get('/sitemap.xml')).text).not.toContain(job.id);
  });

  it('a job its employer closed keeps its page (200, "no longer accepting applications")', async () => {
    const employer = await registeredEmployer('Selfclose Supply');
    const job = await createJobRecord(employer, { title: 'Selfclose Clerk' });
    expect((await employer.client.delete(`/api/jobs/${job.id}`)).status).toBe(204);

    const page = await visitor().get<{ job: { title: string }; acceptingApplications: boolean }>(`/api/jobs/${job.id}/page`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ job: { title: 'Selfclose Clerk' }, acceptingApplications: false });
    expect((await visitor().get(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await visitor().get(`/jobs/${job.id}`)).status).toBe(200);
  });
});
