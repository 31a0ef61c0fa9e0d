import { UserModel } from '@jobboard/db';
import { sessionCookieName } from '@jobboard/server-kit';
import { signInAs, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';
import { signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);

describe('GET /api/job-seekers/session', () => {
  // Every page asks, so "not signed in" is an answer (200, null), never an error status that
  // the browser would log for every visitor.
  it('answers null, with 200, without a session', async () => {
    const response = await visitor().get('/api/job-seekers/session');

    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it('answers null for a forged or garbled cookie', async () => {
    const client = visitor();
    client.setCookie(sessionCookieName, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');

    const response = await client.get('/api/job-seekers/session');
    expect([response.status, response.body]).toEqual([200, null]);
  });

  it('answers null to an employer or veteran session: it is no job seeker session', async () => {
    for (const role of ['employer', 'veteran'] as const) {
      const client = visitor();
      await signInAs(client, { subjectId: new Types.ObjectId().toHexString(), role });

      const response = await client.get('/api/job-seekers/session');
      expect([response.status, response.body]).toEqual([200, null]);
    }
  });

  it("answers the signed-in job seeker's own account, without the password", async () => {
    const client = visitor();
    const jobSeeker = await signUpJobSeeker(client);

    const response = await client.get('/api/job-seekers/session');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: jobSeeker.id, email: jobSeeker.email, firstName: 'Rosa' });
    expect(response.body).not.toHaveProperty('passwordHash');
  });

  it('answers null once the account no longer exists, and its session opens nothing else', async () => {
    const client = visitor();
    const jobSeeker = await signUpJobSeeker(client);
    await UserModel.deleteOne({ _id: jobSeeker.id });

    const response = await client.get('/api/job-seekers/session');
    expect([response.status, response.body]).toEqual([200, null]);
    expect((await client.get(`/api/users/${jobSeeker.id}/applications`)).status).toBe(401);
  });
});

describe('answers about a signed-in person are never cached', () => {
  it('sends Cache-Control: private, no-store with the session answer and with guarded answers, not with public search', async () => {
    const client = visitor();
    const subjectId = new Types.ObjectId().toHexString();
    await signInAs(client, { subjectId, role: 'jobseeker' });

    const session = await client.get('/api/job-seekers/session');
    const ownApplications = await client.get(`/api/users/${subjectId}/applications`);
    const signedOut = await visitor().get('/api/job-seekers/session');
    const publicSearch = await visitor().get('/api/jobs');

    expect(session.headers.get('cache-control')).toBe('private, no-store');
    expect(ownApplications.status).toBe(200);
    expect(ownApplications.headers.get('cache-control')).toBe('private, no-store');
    // "Who is signed in" depends on the cookie, so it is not kept even when the answer is null.
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store');
    expect(publicSearch.headers.get('cache-control')).toBeNull();
  });
});
