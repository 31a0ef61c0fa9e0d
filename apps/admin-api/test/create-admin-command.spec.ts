import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AdminUserModel } from '@jobboard/db';
import { TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createAdminApi } from '../src/app';

const run = promisify(execFile);
const database = useTestDatabase();
const api = useTestService(createAdminApi);
const workspaceRoot = join(__dirname, '../../..');

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
  });
});
