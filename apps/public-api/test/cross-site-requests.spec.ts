import type { ErrorBody } from '@jobboard/contracts';
import { ApplicationModel, countStoredFiles, EmployerNotificationModel, PendingApplicationModel } from '@jobboard/db';
import { baseServiceEnvSchema, loadConfig } from '@jobboard/server-kit';
import { createEmployerRecord, createJobRecord, minimalPdf, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);
const partnerOrigin = 'https://careers.partner.example';
const apiWithPartner = useTestService(createPublicApi, { ALLOWED_ORIGINS: [partnerOrigin] });

const refusal = {
  status: 403,
  body: { code: 'cross_site_request', message: 'This request came from another site and was refused.' },
};

/** The apply modal's multipart form, sent with the signed-in victim's cookie and the headers given. */
const applyWith = async (baseUrl: string, jobId: string, victim: TestClient, headers: Record<string, string>) => {
  const body = new FormData();
  body.append('applicantName', 'Rosa Delgado');
  body.append('applicantEmail', 'rosa.delgado@example.com');
  body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I own a car', 'I understand']));
  body.append('resume', new Blob([new Uint8Array(minimalPdf('Shift supervisor'))]), 'resume.pdf');
  const response = await fetch(`${baseUrl}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    body,
    headers: { cookie: victim.cookieHeader, ...headers },
  });
  return { status: response.status, body: (await response.json()) as ErrorBody };
};

const openJob = async () => createJobRecord(await createEmployerRecord());

const signedInVictim = async (baseUrl = api.url) => {
  const victim = new TestClient(() => baseUrl);
  await signUpJobSeeker(victim);
  return victim;
};

const nothingStored = async () => {
  expect(await ApplicationModel.countDocuments()).toBe(0);
  expect(await PendingApplicationModel.countDocuments()).toBe(0);
  expect(await EmployerNotificationModel.countDocuments()).toBe(0);
  expect(await countStoredFiles()).toEqual({ files: 0, chunks: 0 });
};

beforeEach(async () => {
  await Promise.all([ApplicationModel.deleteMany({}), PendingApplicationModel.deleteMany({}), EmployerNotificationModel.deleteMany({})]);
  const db = ApplicationModel.db.db!;
  await Promise.all([db.collection('applicationFiles.files').deleteMany({}), db.collection('applicationFiles.chunks').deleteMany({})]);
});

const crossSite: [string, Record<string, string>][] = [
  ['an Origin of another site', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ['Sec-Fetch-Site: cross-site with an Origin', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: none (no page sent it)', { 'sec-fetch-site': 'none' }],
  ['Origin: null (a sandboxed frame)', { origin: 'null' }],
];

describe('state-changing requests from another site', () => {
  it.each(crossSite)('refuses an application sent with %s, and stores nothing', async (_case, headers) => {
    const job = await openJob();
    const victim = await signedInVictim();

    const response = await applyWith(api.url, job.id, victim, headers);

    expect(response).toMatchObject(refusal);
    await nothingStored();
  });

  it.each(crossSite)('refuses the job seeker logout sent with %s: the session stays', async (_case, headers) => {
    const victim = await signedInVictim();

    const response = await victim.post('/api/job-seekers/logout', undefined, headers);

    expect(response).toMatchObject(refusal);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await victim.get('/api/job-seekers/session')).body).toMatchObject({ email: expect.any(String) });
  });

  it.each([
    ['Sec-Fetch-Site: same-origin (a browser on this site)', { 'sec-fetch-site': 'same-origin' }],
    ['neither Origin nor Sec-Fetch-Site (curl, a server)', {}],
  ])('accepts an application sent with %s', async (_case, headers: Record<string, string>) => {
    const job = await openJob();
    const victim = await signedInVictim();

    const response = await applyWith(api.url, job.id, victim, headers);

    // Accepted: it waits for its emailed confirmation (the form's email is not the account's).
    expect(response).toMatchObject({ status: 202 });
    expect(await PendingApplicationModel.countDocuments()).toBe(1);
  });

  it('accepts an application whose Origin is the service’s own address', async () => {
    const job = await openJob();
    const victim = await signedInVictim();

    const response = await applyWith(api.url, job.id, victim, { origin: api.url });

    expect(response).toMatchObject({ status: 202 });
  });

  it('accepts the Origin the edge forwarded (X-Forwarded-Proto and -Host), and no other', async () => {
    const victim = await signedInVictim();
    const edge = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'jobs.example.org' };

    expect((await victim.post('/api/job-seekers/logout', undefined, { ...edge, origin: 'http://jobs.example.org' })).status).toBe(403);
    expect((await victim.post('/api/job-seekers/logout', undefined, { ...edge, origin: api.url })).status).toBe(403);
    expect((await victim.post('/api/job-seekers/logout', undefined, { ...edge, origin: 'https://jobs.example.org' })).status).toBe(204);
    expect((await victim.get('/api/job-seekers/session')).body).toBeNull();
  });

  it('accepts the job seeker logout from this site: the session ends', async () => {
    const victim = await signedInVictim();

    const response = await victim.post('/api/job-seekers/logout', undefined, { 'sec-fetch-site': 'same-origin', origin: api.url });

    expect(response.status).toBe(204);
    expect((await victim.get('/api/job-seekers/session')).body).toBeNull();
  });

  it('never refuses a read, whatever site it comes from', async () => {
    const victim = await signedInVictim();

    const response = await victim.get('/api/job-seekers/session', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });

    expect(response.status).toBe(200);
    expect((await victim.get('/api/jobs', { 'sec-fetch-site': 'same-site' })).status).toBe(200);
  });

  it('accepts an origin configured in ALLOWED_ORIGINS, and still refuses the others', async () => {
    const job = await openJob();
    const victim = await signedInVictim(apiWithPartner.url);

    expect(await applyWith(apiWithPartner.url, job.id, victim, { origin: 'https://evil.example' })).toMatchObject(refusal);
    await nothingStored();
    const response = await applyWith(apiWithPartner.url, job.id, victim, { origin: partnerOrigin, 'sec-fetch-site': 'cross-site' });

    expect(response).toMatchObject({ status: 202 });
  });
});

describe('ALLOWED_ORIGINS', () => {
  const env = { MONGODB_URI: 'mongodb://127.0.0.1:1/', SESSION_SECRET: 'x'.repeat(32) };

  it('is optional and reads a comma-separated list of origins', () => {
    expect(loadConfig(baseServiceEnvSchema, env).ALLOWED_ORIGINS).toBeUndefined();
    expect(
      loadConfig(baseServiceEnvSchema, { ...env, ALLOWED_ORIGINS: ' https://a.example , http://b.example:8080,' }).ALLOWED_ORIGINS,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
  });

  it.each(['https://a.example/', 'https://a.example/path', 'a.example', 'ftp://a.example', 'null', '*'])(
    'refuses to start with %s, naming the setting',
    (value) => {
      expect(() => loadConfig(baseServiceEnvSchema, { ...env, ALLOWED_ORIGINS: value })).toThrow(/ALLOWED_ORIGINS/);
    },
  );
});
