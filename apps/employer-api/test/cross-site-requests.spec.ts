import { anEmployerRegistration, TestClient, useTestDatabase, useTestService, signUpThroughApi } from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const api = useTestService(createEmployerApi);

const signedInEmployer = async () => {
  const client = new TestClient(() => api.url);
  const registration = anEmployerRegistration();
  const { id } = await signUpThroughApi(client, 'employer', registration);
  return { client, id };
};

describe('POST /api/employers/logout from another site', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('is refused with %s: the session stays', async (_case, headers: Record<string, string>) => {
    const { client, id } = await signedInEmployer();

    const response = await client.post('/api/employers/logout', undefined, headers);

    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'cross_site_request', message: 'This request came from another site and was refused.' });
    expect((await client.get(`/api/employers/${id}`)).status).toBe(200);
  });

  it('is accepted from this site', async () => {
    const { client, id } = await signedInEmployer();

    expect((await client.post('/api/employers/logout', undefined, { 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    expect((await client.get(`/api/employers/${id}`)).status).toBe(401);
  });
});
