import {
  anEmployerRegistration,
  aVeteranRegistration,
  createAdminUser,
  createJobRecord,
  TestClient,
  testPassword,
  uniqueEmail,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
// Platform tests start the real services in-process: what an admin does, the other portals' services show.
import { createAdminApi } from '@jobboard/admin-api/app';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

useTestDatabase();
const adminApi = useTestService(createAdminApi);
const employerApi = useTestService(createEmployerApi);
const publicApi = useTestService(createPublicApi);
const veteranApi = useTestService(createVeteranApi);

const signedInAdmin = async () => {
  const admin = await createAdminUser();
  const client = new TestClient(() => adminApi.url);
  expect((await client.post('/api/admin/login', { username: admin.username, password: admin.password })).status).toBe(200);
  return client;
};

const registeredEmployer = async (companyName: string) => {
  const registration = anEmployerRegistration({ companyName });
  const client = new TestClient(() => employerApi.url);
  const { id } = await signUpThroughApi(client, 'employer', registration);
  return { id, companyName, email: registration.email, client };
};

type JobPage = { items: { id: string; employerVerified?: boolean }[] };
const searchFor = (q: string) => new TestClient(() => publicApi.url).get<JobPage>(`/api/jobs?q=${encodeURIComponent(q)}`);

describe('what the other portals see of an admin decision', () => {
  it('a verified employer sees Verified, and its jobs carry the mark in search', async () => {
    const employer = await registeredEmployer('Quillfeather Shipping');
    const job = await createJobRecord(employer, { title: 'Quillfeather Dock Lead' });
    const admin = await signedInAdmin();

    expect((await admin.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'verified' })).status).toBe(200);

    const own = await employer.client.get(`/api/employers/${employer.id}`);
    expect(own.body).toMatchObject({ verificationStatus: 'verified' });
    const search = await searchFor('Quillfeather');
    expect(search.body.items.find((item) => item.id === job.id)).toMatchObject({ employerVerified: true });
  });

  it('a rejected employer reads the reason on its own record', async () => {
    const employer = await registeredEmployer('Murkwater Staffing');
    const admin = await signedInAdmin();

    await admin.put(`/api/admin/employers/${employer.id}/verification`, { decision: 'rejected', reason: 'No business registration found.' });

    const own = await employer.client.get(`/api/employers/${employer.id}`);
    expect(own.body).toMatchObject({ verificationStatus: 'rejected', verificationReason: 'No business registration found.' });
    expect(own.body).not.toHaveProperty('verificationDecidedBy');
  });

  it('a job an admin closes leaves search at once, and its employer reads why', async () => {
    const employer = await registeredEmployer('Bristlecone Farms');
    const job = await createJobRecord(employer, { title: 'Bristlecone Orchard Hand' });
    expect((await searchFor('Bristlecone')).body.items.map((item) => item.id)).toContain(job.id);
    const admin = await signedInAdmin();

    expect((await admin.put(`/api/admin/jobs/${job.id}/close`, { reason: 'Duplicate posting' })).status).toBe(200);

    expect((await searchFor('Bristlecone')).body.items.map((item) => item.id)).not.toContain(job.id);
    const notifications = await employer.client.get<{ message: string }[] | { items: { message: string }[] }>(
      `/api/employers/${employer.id}/notifications`,
    );
    expect(JSON.stringify(notifications.body)).toContain('Duplicate posting');
  });

  it('a deactivated employer is signed out, cannot sign in, and its jobs leave search until reactivated', async () => {
    const employer = await registeredEmployer('Cinderpeak Mining');
    const job = await createJobRecord(employer, { title: 'Cinderpeak Surveyor' });
    const admin = await signedInAdmin();

    expect((await admin.put(`/api/admin/employers/${employer.id}/active`, { active: false, reason: 'Fraud' })).status).toBe(200);

    expect((await employer.client.get(`/api/employers/${employer.id}`)).status).toBe(401);
    const login = await new TestClient(() => employerApi.url).post('/api/employers/login', { email: employer.email, password: testPassword });
    expect(login.status).toBe(401);
    expect((await searchFor('Cinderpeak')).body.items.map((item) => item.id)).not.toContain(job.id);

    expect((await admin.put(`/api/admin/employers/${employer.id}/active`, { active: true, reason: 'Cleared' })).status).toBe(200);

    const again = await new TestClient(() => employerApi.url).post('/api/employers/login', { email: employer.email, password: testPassword });
    expect(again.status).toBe(200);
    expect((await searchFor('Cinderpeak')).body.items.map((item) => item.id)).toContain(job.id);
  });

  it('a deactivated veteran or job seeker is signed out and cannot sign in', async () => {
    const veteranRegistration = aVeteranRegistration();
    const veteran = new TestClient(() => veteranApi.url);
    const veteranId = (await signUpThroughApi(veteran, 'veteran', veteranRegistration)).id;
    const seekerEmail = uniqueEmail('seeker');
    const seeker = new TestClient(() => publicApi.url);
    const signup = {
      body: await signUpThroughApi(seeker, 'jobseeker', { firstName: 'Sam', lastName: 'Seeker', email: seekerEmail, password: testPassword }),
    };
    const admin = await signedInAdmin();

    expect((await admin.put(`/api/admin/veterans/${veteranId}/active`, { active: false, reason: 'Spam' })).status).toBe(200);
    expect((await admin.put(`/api/admin/job-seekers/${signup.body.id}/active`, { active: false, reason: 'Spam' })).status).toBe(200);

    expect((await veteran.get(`/api/veterans/${veteranId}`)).status).toBe(401);
    expect((await seeker.get('/api/job-seekers/session')).body).toBeNull();
    const veteranLogin = await new TestClient(() => veteranApi.url).post('/api/veterans/login', {
      email: veteranRegistration.email,
      password: testPassword,
    });
    const seekerLogin = await new TestClient(() => publicApi.url).post('/api/job-seekers/login', { email: seekerEmail, password: testPassword });
    expect([veteranLogin.status, seekerLogin.status]).toEqual([401, 401]);
  });
});
