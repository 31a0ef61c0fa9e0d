import { AdminSessionModel, AdminUserModel } from '@jobboard/db';
import { createAdminUser, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createAdminApi } from '../src/app';

useTestDatabase();
const api = useTestService(createAdminApi);
const visitorFrom = (ip = '203.0.113.50') => new TestClient(() => api.url, { 'x-forwarded-for': ip });

const signedInAdmin = async () => {
  const admin = await createAdminUser();
  const client = visitorFrom();
  const response = await client.post('/api/admin/login', { username: admin.username, password: admin.password });
  expect(response.status).toBe(200);
  return { ...admin, client };
};

describe('POST /api/admin/login', () => {
  it('signs the admin in with a stored session and records the time', async () => {
    const admin = await createAdminUser();
    const client = visitorFrom();

    const response = await client.post('/api/admin/login', { username: admin.username, password: admin.password });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: admin.id, username: admin.username, isActive: true });
    expect(response.body).not.toHaveProperty('passwordHash');
    const sessions = await AdminSessionModel.find({ adminUserId: admin.id }).lean();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await AdminUserModel.findById(admin.id).lean())?.lastLoginAt).toBeInstanceOf(Date);
  });

  it.each([[{ username: 'someone' }, 'password'], [{ password: 'secret-secret' }, 'username']])(
    'when a field is missing (%p), answers 400 naming %s',
    async (body, field) => {
      const response = await visitorFrom().post('/api/admin/login', body);

      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
    },
  );

  it('answers a wrong password, an unknown username and a deactivated admin with the same 401', async () => {
    const admin = await createAdminUser();
    const inactive = await createAdminUser({ isActive: false });

    const responses = await Promise.all([
      visitorFrom('203.0.113.60').post('/api/admin/login', { username: admin.username, password: 'wrong password!' }),
      visitorFrom('203.0.113.61').post('/api/admin/login', { username: 'no-such-admin', password: 'wrong password!' }),
      visitorFrom('203.0.113.62').post('/api/admin/login', { username: inactive.username, password: inactive.password }),
    ]);

    expect(responses.map((response) => response.status)).toEqual([401, 401, 401]);
    expect(new Set(responses.map((response) => response.body.message)).size).toBe(1);
    expect(await AdminSessionModel.countDocuments({ adminUserId: { $in: [admin.id, inactive.id] } })).toBe(0);
  });

  it('throttles an address after 5 failures at the account with 429, and not the admin at another address', async () => {
    const admin = await createAdminUser();
    const guesser = visitorFrom('198.51.100.10');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await guesser.post('/api/admin/login', { username: admin.username, password: 'wrong password!' });
      expect(failed.status).toBe(401);
    }

    const throttled = await guesser.post('/api/admin/login', { username: admin.username, password: admin.password });
    const owner = await visitorFrom('203.0.113.70').post('/api/admin/login', { username: admin.username, password: admin.password });

    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('too_many_requests');
    expect(owner.status).toBe(200);
  });
});

describe('GET /api/admin/user', () => {
  it('answers the signed-in admin', async () => {
    const admin = await signedInAdmin();

    const response = await admin.client.get('/api/admin/user');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: admin.id, username: admin.username });
  });

  // A visitor of the admin pages asks too: "not signed in" is a 200 null, not an error the console logs.
  it('answers null without a session', async () => {
    const response = await visitorFrom().get('/api/admin/user');

    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it('answers null once the stored session has expired, whatever the cookie says', async () => {
    const admin = await signedInAdmin();
    await AdminSessionModel.updateMany({ adminUserId: admin.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

    const response = await admin.client.get('/api/admin/user');

    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it('answers null once the session has been idle for more than 30 minutes, whatever the cookie says', async () => {
    const admin = await signedInAdmin();
    await AdminSessionModel.updateMany({ adminUserId: admin.id }, { $set: { lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) } });

    const response = await admin.client.get('/api/admin/user');

    expect(response.body).toBeNull();
  });

  it('keeps a session that is used: each request (at most once a minute) records it as seen', async () => {
    const admin = await signedInAdmin();
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60 * 1000);
    await AdminSessionModel.updateMany({ adminUserId: admin.id }, { $set: { lastSeenAt: twentyMinutesAgo } });

    const response = await admin.client.get('/api/admin/user');

    expect(response.body).toMatchObject({ id: admin.id });
    const [session] = await AdminSessionModel.find({ adminUserId: admin.id }).lean();
    expect(session.lastSeenAt!.getTime()).toBeGreaterThan(Date.now() - 60 * 1000);
  });

  it('answers null once the admin is deactivated', async () => {
    const admin = await signedInAdmin();
    await AdminUserModel.updateOne({ _id: admin.id }, { $set: { isActive: false } });

    const response = await admin.client.get('/api/admin/user');

    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the session at once, even for a copy of the cookie', async () => {
    const admin = await signedInAdmin();
    const copiedCookie = admin.client.cookieHeader;

    const response = await admin.client.post('/api/admin/logout');

    expect(response.status).toBe(204);
    expect(await AdminSessionModel.countDocuments({ adminUserId: admin.id })).toBe(0);
    expect((await admin.client.get('/api/admin/user')).body).toBeNull();
    expect((await visitorFrom().get('/api/admin/user', { cookie: copiedCookie })).body).toBeNull();
  });

  it('answers 204 without a session too', async () => {
    expect((await visitorFrom().post('/api/admin/logout')).status).toBe(204);
  });
});
