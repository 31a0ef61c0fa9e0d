import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AdminAuditEntryModel, AdminUserModel } from '@jobboard/db';
import { TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createAdminApi } from '../src/app';

const run = promisify(execFile);
const database = useTestDatabase();
const api = useTestService(createAdminApi);
const workspaceRoot = join(__dirname, '../../..');
// Each test runs the command (a tsx process) several times: slow on a busy 2-core machine.
jest.setTimeout(120_000);

const createAdmin = (args: string[], password: string) =>
  run(join(workspaceRoot, 'node_modules/.bin/tsx'), ['apps/admin-api/src/commands/create-admin.ts', ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, MONGODB_URI: database.uri, MONGODB_DB: database.dbName, ADMIN_PASSWORD: password },
    timeout: 60_000,
  });

describe('the create-admin command', () => {
  it('creates an admin who can then sign in', async () => {
    const { stdout } = await createAdmin(['--username', 'ops.lead', '--email', 'ops@example.com'], 'a long admin passphrase');

    expect(stdout).toContain('ops.lead');
    const login = await new TestClient(() => api.url).post('/api/admin/login', {
      username: 'ops.lead',
      password: 'a long admin passphrase',
    });
    expect(login.status).toBe(200);
    const created = await AdminUserModel.findOne({ username: 'ops.lead' }).lean();
    expect(await AdminAuditEntryModel.find({ targetId: created?._id, adminUsername: 'command line' }).lean()).toEqual([
      expect.objectContaining({ action: 'admin.created', adminUsername: 'command line', targetType: 'admin', targetLabel: 'ops.lead' }),
    ]);
  });

  it('refuses a short password and creates nothing', async () => {
    await expect(createAdmin(['--username', 'weak.admin'], 'short')).rejects.toMatchObject({ code: 1 });

    expect(await AdminUserModel.countDocuments({ username: 'weak.admin' })).toBe(0);
  });
});

describe('the create-admin command with --deactivate and --reactivate', () => {
  it('deactivates an admin: its session ends at once and it cannot sign in; reactivating lets it back', async () => {
    await createAdmin(['--username', 'temp.admin'], 'a long admin passphrase');
    const client = new TestClient(() => api.url);
    const credentials = { username: 'temp.admin', password: 'a long admin passphrase' };
    expect((await client.post('/api/admin/login', credentials)).status).toBe(200);

    const { stdout } = await createAdmin(['--deactivate', '--username', 'temp.admin'], '');

    expect(stdout).toContain('deactivated');
    expect((await client.get('/api/admin/user')).body).toBeNull();
    expect((await new TestClient(() => api.url).post('/api/admin/login', credentials)).status).toBe(401);
    await expect(createAdmin(['--deactivate', '--username', 'temp.admin'], '')).rejects.toMatchObject({ code: 1 });

    await createAdmin(['--reactivate', '--username', 'temp.admin'], '');

    expect((await new TestClient(() => api.url).post('/api/admin/login', credentials)).status).toBe(200);
    // Each change is in the audit trail, by the command line (no admin id); the refused second
    // deactivation left nothing.
    const admin = await AdminUserModel.findOne({ username: 'temp.admin' }).lean();
    const trail = await AdminAuditEntryModel.find({ targetId: admin?._id, action: { $ne: 'login' } })
      .sort({ createdAt: 1, _id: 1 })
      .lean();
    expect(trail.map((entry) => [entry.action, entry.adminUsername, entry.adminId])).toEqual([
      ['admin.created', 'command line', undefined],
      ['account.deactivated', 'command line', undefined],
      ['account.reactivated', 'command line', undefined],
    ]);
  });
});

describe('the create-admin command with --reset-password', () => {
  it('gives an admin a new password, ends its sessions and records it in the audit trail', async () => {
    await createAdmin(['--username', 'forgetful.admin'], 'a long admin passphrase');
    const client = new TestClient(() => api.url);
    expect((await client.post('/api/admin/login', { username: 'forgetful.admin', password: 'a long admin passphrase' })).status).toBe(200);

    const { stdout } = await createAdmin(['--reset-password', '--username', 'forgetful.admin'], 'a brand new admin passphrase');

    expect(stdout).toContain('new password');
    expect((await client.get('/api/admin/user')).body).toBeNull();
    const signIn = (password: string) => new TestClient(() => api.url).post('/api/admin/login', { username: 'forgetful.admin', password });
    expect((await signIn('a long admin passphrase')).status).toBe(401);
    expect((await signIn('a brand new admin passphrase')).status).toBe(200);
    const admin = await AdminUserModel.findOne({ username: 'forgetful.admin' }).lean();
    expect(await AdminAuditEntryModel.countDocuments({ targetId: admin?._id, action: 'admin.password-reset', adminUsername: 'command line' })).toBe(
      1,
    );
  });

  it('refuses a short password or an unknown admin and changes nothing', async () => {
    await createAdmin(['--username', 'steady.admin'], 'a long admin passphrase');

    await expect(createAdmin(['--reset-password', '--username', 'steady.admin'], 'short')).rejects.toMatchObject({ code: 1 });
    await expect(createAdmin(['--reset-password', '--username', 'nobody.here'], 'a brand new admin passphrase')).rejects.toMatchObject({ code: 1 });

    const login = await new TestClient(() => api.url).post('/api/admin/login', { username: 'steady.admin', password: 'a long admin passphrase' });
    expect(login.status).toBe(200);
    const admin = await AdminUserModel.findOne({ username: 'steady.admin' }).lean();
    expect(await AdminAuditEntryModel.countDocuments({ targetId: admin?._id, action: 'admin.password-reset' })).toBe(0);
  }, 120_000);
});
