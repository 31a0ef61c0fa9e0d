import { routesOf } from '@jobboard/contracts';
import { AdminUserModel } from '@jobboard/db';
import { createAdminUser, signInAs, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createAdminApi } from '../src/app';

useTestDatabase();
const api = useTestService(createAdminApi);

const someId = () => String(new Types.ObjectId());
// Every admin-only call, with a body that would be valid, so only the caller decides the answer.
const adminOnlyCalls: { method: 'GET' | 'PUT'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/admin/summary' },
  { method: 'GET', path: '/api/admin/jobs' },
  { method: 'GET', path: '/api/applications' },
  { method: 'GET', path: '/api/employers' },
  { method: 'GET', path: '/api/veterans' },
  { method: 'GET', path: '/api/admin/audit' },
  { method: 'PUT', path: '/api/admin/employers/:id/verification', body: { decision: 'verified' } },
  { method: 'PUT', path: '/api/admin/jobs/:id/close', body: { reason: 'Spam posting' } },
  { method: 'PUT', path: '/api/admin/employers/:id/active', body: { active: false, reason: 'Fraud' } },
  { method: 'PUT', path: '/api/admin/veterans/:id/active', body: { active: false, reason: 'Fraud' } },
  { method: 'PUT', path: '/api/admin/job-seekers/:id/active', body: { active: false, reason: 'Fraud' } },
];

const callers: { who: string; status: number; signIn: (client: TestClient) => Promise<void> }[] = [
  { who: 'nobody', status: 401, signIn: async () => undefined },
  { who: 'a job seeker', status: 403, signIn: (client) => signInAs(client, { subjectId: someId(), role: 'jobseeker' }) },
  { who: 'an employer', status: 403, signIn: (client) => signInAs(client, { subjectId: someId(), role: 'employer' }) },
  { who: 'a veteran', status: 403, signIn: (client) => signInAs(client, { subjectId: someId(), role: 'veteran' }) },
  {
    who: 'a deactivated admin',
    status: 401,
    signIn: async (client) => {
      const admin = await createAdminUser();
      expect((await client.post('/api/admin/login', { username: admin.username, password: admin.password })).status).toBe(200);
      await AdminUserModel.updateOne({ _id: admin.id }, { $set: { isActive: false } });
    },
  },
];

describe('who may call the admin routes', () => {
  it('covers every admin-only row of the routing table', () => {
    const open = ['POST /api/admin/login', 'POST /api/admin/logout', 'GET /api/admin/user', 'GET /api/openapi/admin-api.json', 'GET /api/openapi/admin-api'];
    const rows = routesOf('admin-api')
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => !open.includes(key));
    expect(rows.sort()).toEqual(adminOnlyCalls.map((call) => `${call.method} ${call.path}`).sort());
  });

  describe.each(callers)('$who', ({ status, signIn }) => {
    it.each(adminOnlyCalls)(`gets ${status} from $method $path`, async ({ method, path, body }) => {
      const client = new TestClient(() => api.url);
      await signIn(client);

      const response = await client.send(method, path.replace(':id', someId()), body);

      expect(response.status).toBe(status);
      expect((response.body as { code: string }).code).toBe(status === 401 ? 'unauthenticated' : 'forbidden');
    });
  });

  describe('an admin', () => {
    it.each(adminOnlyCalls)('is let through to $method $path', async ({ method, path, body }) => {
      const admin = await createAdminUser();
      const client = new TestClient(() => api.url);
      expect((await client.post('/api/admin/login', { username: admin.username, password: admin.password })).status).toBe(200);

      const response = await client.send(method, path.replace(':id', someId()), body);

      // Reads answer; actions on a record that does not exist answer 404 (never 401/403/500).
      expect(response.status).toBe(method === 'GET' ? 200 : 404);
    });
  });
});
