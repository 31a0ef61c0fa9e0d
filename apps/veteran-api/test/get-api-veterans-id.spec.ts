import { aVeteranRegistration, TestClient, useTestDatabase, useTestService, signUpThroughApi } from '@jobboard/test-kit';
import { createVeteranApi } from '../src/app';

useTestDatabase();
const api = useTestService(createVeteranApi);

const signedInVeteran = async () => {
  const client = new TestClient(() => api.url);
  const registration = aVeteranRegistration();
  const { id } = await signUpThroughApi(client, 'veteran', registration);
  return { client, id, ...registration };
};

describe('GET /api/veterans/:id', () => {
  it('answers the profile to its owner', async () => {
    const veteran = await signedInVeteran();

    const response = await veteran.client.get(`/api/veterans/${veteran.id}`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: veteran.id, firstName: 'Marcus', militaryBranch: 'Marines' });
    expect(response.body).not.toHaveProperty('passwordHash');
  });

  it('answers 401 without a session, also for malformed ids', async () => {
    const veteran = await signedInVeteran();
    const anonymous = new TestClient(() => api.url);

    expect((await anonymous.get(`/api/veterans/${veteran.id}`)).status).toBe(401);
    expect((await anonymous.get('/api/veterans/not-an-id')).status).toBe(401);
  });

  it("answers 403 to another veteran's session", async () => {
    const veteran = await signedInVeteran();
    const other = await signedInVeteran();

    const response = await other.client.get(`/api/veterans/${veteran.id}`);

    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden');
  });

  it('signs in again with the password after logging out, and the old cookie stays dead', async () => {
    const veteran = await signedInVeteran();
    const oldCookie = veteran.client.cookieHeader;
    expect((await veteran.client.post('/api/veterans/logout')).status).toBe(204);
    expect((await new TestClient(() => api.url, { cookie: oldCookie }).get(`/api/veterans/${veteran.id}`)).status).toBe(401);

    const login = await veteran.client.post('/api/veterans/login', {
      email: veteran.email,
      password: veteran.password,
    });

    expect(login.status).toBe(200);
    expect((await veteran.client.get(`/api/veterans/${veteran.id}`)).status).toBe(200);
  });
});
