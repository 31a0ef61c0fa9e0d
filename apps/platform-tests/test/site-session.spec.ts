import { SessionModel } from '@jobboard/db';
import {
  anEmployerRegistration,
  aVeteranRegistration,
  createAdminUser,
  signUpThroughApi,
  TestClient,
  testPassword,
  uniqueEmail,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
// Platform tests start the real services in-process.
import { createAdminApi } from '@jobboard/admin-api/app';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

// GET /api/session answers who is signed in for every role from one cookie: each role signs in at
// its own service, and public-api reads the same session.
useTestDatabase();
const publicApi = useTestService(createPublicApi);
const employerApi = useTestService(createEmployerApi);
const veteranApi = useTestService(createVeteranApi);
const adminApi = useTestService(createAdminApi);

const askPublicApi = (cookie?: string) => new TestClient(() => publicApi.url, cookie ? { cookie } : {});

const signedInJobSeeker = async () => {
  const client = askPublicApi();
  await signUpThroughApi(client, 'jobseeker', { firstName: 'Jordan', lastName: 'Ellis', email: uniqueEmail('seeker'), password: testPassword });
  return client;
};

describe('GET /api/session', () => {
  it('answers role null, not an error, to a visitor without a session, and no cache may keep it', async () => {
    const answer = await askPublicApi().get('/api/session');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: null });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it("answers a job seeker's role and the account its own session call answers", async () => {
    const client = await signedInJobSeeker();

    const answer = await client.get('/api/session');
    const ownSession = await client.get('/api/job-seekers/session');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: 'jobseeker', account: ownSession.body });
    expect(answer.body).toMatchObject({ account: { firstName: 'Jordan' } });
    expect(answer.text).not.toContain('passwordHash');
  });

  it("answers an employer's role and the employer its own session call answers", async () => {
    const employerClient = new TestClient(() => employerApi.url);
    const employer = await signUpThroughApi(employerClient, 'employer', anEmployerRegistration());

    const answer = await askPublicApi(employerClient.cookieHeader).get('/api/session');
    const ownSession = await employerClient.get('/api/employers/session');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: 'employer', account: ownSession.body });
    expect(answer.body).toMatchObject({ account: { id: employer.id } });
  });

  it("answers a veteran's role and the profile its own session call answers", async () => {
    const veteranClient = new TestClient(() => veteranApi.url);
    const veteran = await signUpThroughApi(veteranClient, 'veteran', aVeteranRegistration());

    const answer = await askPublicApi(veteranClient.cookieHeader).get('/api/session');
    const ownSession = await veteranClient.get('/api/veterans/session');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: 'veteran', account: ownSession.body });
    expect(answer.body).toMatchObject({ account: { id: veteran.id } });
  });

  it('names an admin only by role: nothing of the admin account reaches the public site', async () => {
    const admin = await createAdminUser();
    const adminClient = new TestClient(() => adminApi.url);
    expect((await adminClient.post('/api/admin/login', { username: admin.username, password: admin.password })).status).toBe(200);

    const answer = await askPublicApi(adminClient.cookieHeader).get('/api/session');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: 'admin' });
  });

  it('answers role null with the cookie of a session that was logged out', async () => {
    const client = await signedInJobSeeker();
    const cookieBeforeLogout = client.cookieHeader;

    expect((await client.post('/api/job-seekers/logout')).status).toBe(204);
    const answer = await askPublicApi(cookieBeforeLogout).get('/api/session');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: null });
  });

  it('answers role null once the stored session has expired', async () => {
    const client = await signedInJobSeeker();
    await SessionModel.updateMany({}, { $set: { expire: new Date(Date.now() - 1000) } });

    const answer = await client.get('/api/session');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: null });
  });
});
