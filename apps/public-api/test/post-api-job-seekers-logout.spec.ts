import { sessionCookieName } from '@jobboard/server-kit';
import { TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);

describe('POST /api/job-seekers/logout', () => {
  it('revokes the session at once: the same cookie copied elsewhere no longer signs anyone in', async () => {
    const client = visitor();
    await signUpJobSeeker(client);
    const copied = visitor();
    copied.setCookie(sessionCookieName, client.cookieHeader.split('=').slice(1).join('='));
    expect((await copied.get('/api/job-seekers/session')).body).toMatchObject({ email: expect.any(String) });

    const response = await client.post('/api/job-seekers/logout');

    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join(';')).toMatch(/jb_session=;/);
    expect((await client.get('/api/job-seekers/session')).body).toBeNull();
    expect((await copied.get('/api/job-seekers/session')).body).toBeNull();
  });

  it('answers 204 without a session', async () => {
    expect((await visitor().post('/api/job-seekers/logout')).status).toBe(204);
  });
});
