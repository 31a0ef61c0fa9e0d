import { JobModel } from '@jobboard/db';
import {
  anEmployerRegistration,
  createJobRecord,
  signInAs,
  testPassword,
  TestClient,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

const register = async () => {
  const client = new TestClient(() => employerApi.url);
  const registration = anEmployerRegistration();
  const { id } = await signUpThroughApi(client, 'employer', registration);
  return { client, id, email: registration.email };
};

const { email: _email, password: _password, ...profile } = anEmployerRegistration();

describe('GET /api/employers/session', () => {
  it('answers the signed-in employer, and null (200, no error) to anyone else', async () => {
    const { client, id } = await register();

    expect((await client.get('/api/employers/session')).body).toMatchObject({ id, companyName: 'Harbor Logistics' });
    const anonymous = await new TestClient(() => employerApi.url).get('/api/employers/session');
    expect([anonymous.status, anonymous.body]).toEqual([200, null]);
    const jobSeeker = new TestClient(() => employerApi.url);
    await signInAs(jobSeeker, { subjectId: new Types.ObjectId().toHexString(), role: 'jobseeker' });
    const otherRole = await jobSeeker.get('/api/employers/session');
    expect([otherRole.status, otherRole.body]).toEqual([200, null]);
  });
});

describe('PUT /api/employers/:id (Settings)', () => {
  it('changes the company profile, clears optional fields left empty, and renames the company on its jobs', async () => {
    const { client, id } = await register();
    const job = await createJobRecord({ id, companyName: 'Harbor Logistics' });

    const response = await client.put(`/api/employers/${id}`, { ...profile, companyName: 'Harbor Freight Co', website: '' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ companyName: 'Harbor Freight Co', city: 'Oakland' });
    expect(response.body).not.toHaveProperty('website');
    expect((await JobModel.findById(job.id).lean())?.companyName).toBe('Harbor Freight Co');
  });

  it('refuses a bad ZIP code and keeps the profile as it was', async () => {
    const { client, id } = await register();

    const response = await client.put(`/api/employers/${id}`, { ...profile, zipCode: 'abc' });

    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ path: 'zipCode' })]);
    expect((await client.get(`/api/employers/${id}`)).body.zipCode).toBe('94607');
  });

  it('never changes the email or password through the profile', async () => {
    const { client, id, email } = await register();

    await client.put(`/api/employers/${id}`, { ...profile, email: 'thief@example.com', password: 'a new one entirely' });

    expect((await client.get(`/api/employers/${id}`)).body.email).toBe(email);
  });
});

describe('PUT /api/employers/:id/credentials', () => {
  it('changes the password with the current one, and signs out every other session', async () => {
    const { client, id, email } = await register();
    const elsewhere = new TestClient(() => employerApi.url);
    await elsewhere.post('/api/employers/login', { email, password: testPassword });

    const response = await client.put(`/api/employers/${id}/credentials`, { currentPassword: testPassword, newPassword: 'a brand new passphrase' });

    expect(response.status).toBe(200);
    expect((await client.get(`/api/employers/${id}`)).status).toBe(200);
    expect((await elsewhere.get(`/api/employers/${id}`)).status).toBe(401);
    const again = new TestClient(() => employerApi.url);
    expect((await again.post('/api/employers/login', { email, password: testPassword })).status).toBe(401);
    expect((await again.post('/api/employers/login', { email, password: 'a brand new passphrase' })).status).toBe(200);
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const { client, id, email } = await register();

    const response = await client.put(`/api/employers/${id}/credentials`, { currentPassword: 'not my password', email: 'new@example.com' });

    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ path: 'currentPassword' })]);
    expect((await client.get(`/api/employers/${id}`)).body.email).toBe(email);
  });

  it('changes the email, refusing one another account has', async () => {
    const { client, id } = await register();
    const other = await register();

    const taken = await client.put(`/api/employers/${id}/credentials`, { currentPassword: testPassword, email: other.email });
    const changed = await client.put(`/api/employers/${id}/credentials`, { currentPassword: testPassword, email: 'New.Address@Example.com' });

    expect(taken.status).toBe(409);
    expect(changed.body.email).toBe('new.address@example.com');
  });

  it('asks for something to change', async () => {
    const { client, id } = await register();

    const response = await client.put(`/api/employers/${id}/credentials`, { currentPassword: testPassword, email: '', newPassword: '' });

    expect(response.status).toBe(400);
  });

  it('counts wrong current passwords like sign-ins: guessing is throttled', async () => {
    const { client, id } = await register();

    const answers = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      answers.push(
        (await client.put(`/api/employers/${id}/credentials`, { currentPassword: `guess ${attempt}`, newPassword: 'x'.repeat(12) })).status,
      );
    }

    expect(answers).toContain(429);
  });
});
