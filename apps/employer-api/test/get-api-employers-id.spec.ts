import { anEmployerRegistration, TestClient, useTestDatabase, useTestService, signUpThroughApi } from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

const signedInEmployer = async () => {
  const client = new TestClient(() => employerApi.url);
  const { id } = await signUpThroughApi(client, 'employer', anEmployerRegistration());
  return { client, id };
};

describe('GET /api/employers/:id', () => {
  it('answers the employer to its own session, without the password', async () => {
    const { client, id } = await signedInEmployer();

    const response = await client.get(`/api/employers/${id}`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, companyName: 'Harbor Logistics', verificationStatus: 'pending' });
    expect(response.body).not.toHaveProperty('passwordHash');
  });

  it('answers 401 without a session', async () => {
    const { id } = await signedInEmployer();

    const response = await new TestClient(() => employerApi.url).get(`/api/employers/${id}`);

    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthenticated');
  });

  it("answers 403 to another employer's session", async () => {
    const { id } = await signedInEmployer();
    const other = await signedInEmployer();

    const response = await other.client.get(`/api/employers/${id}`);

    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden');
  });

  it('answers 401 for a forged or tampered session cookie', async () => {
    const { client, id } = await signedInEmployer();
    const [header, payload] = client.cookieHeader.replace('jb_session=', '').split('.');
    const forged = new TestClient(() => employerApi.url);
    forged.setCookie('jb_session', `${header}.${payload}.invalidsignature`);
    const unsigned = new TestClient(() => employerApi.url);
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    unsigned.setCookie('jb_session', `${noneHeader}.${payload}.`);

    expect((await forged.get(`/api/employers/${id}`)).status).toBe(401);
    expect((await unsigned.get(`/api/employers/${id}`)).status).toBe(401);
  });

  it('answers 401 without a session for a malformed id too, never 500', async () => {
    const response = await new TestClient(() => employerApi.url).get('/api/employers/not-an-id');

    expect(response.status).toBe(401);
  });

  it('stops honouring the session after logout', async () => {
    const { client, id } = await signedInEmployer();
    const stolenCookie = client.cookieHeader;

    expect((await client.post('/api/employers/logout')).status).toBe(204);

    const replayed = await new TestClient(() => employerApi.url, { cookie: stolenCookie }).get(`/api/employers/${id}`);
    expect(replayed.status).toBe(401);
    expect((await client.get(`/api/employers/${id}`)).status).toBe(401);
  });
});
