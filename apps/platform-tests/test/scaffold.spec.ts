/**
 * `npm run scaffold` (tools/scaffold.ts) keeps up with the code it imitates: in a copy of the
 * workspace, a scaffolded endpoint and page type-check and lint, and the endpoint's generated
 * test passes against the run's database.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const workspace = join(__dirname, '..', '..', '..');
const bin = (name: string) => join(workspace, 'node_modules', '.bin', name);
let copy = '';

/** Runs a command in the copy; answers its exit code and output instead of throwing. */
const inCopy = async (command: string, args: string[]) => {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: copy, env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 20 * 1024 * 1024 });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
};

const scaffold = (...args: string[]) => inCopy(bin('tsx'), [join(workspace, 'tools', 'scaffold.ts'), ...args, '--root', copy]);

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'scaffold-test-'));
  const entries = ['libs', 'tsconfig.base.json', 'tsconfig.json', 'jest.preset.js', 'jest.service-preset.js', 'eslint.config.mjs', 'package.json'];
  for (const entry of [...entries, 'apps/employer-api', 'apps/veteran-portal']) {
    await cp(join(workspace, entry), join(copy, entry), { recursive: true });
  }
  await symlink(join(workspace, 'node_modules'), join(copy, 'node_modules'));
}, 60_000);

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

describe('npm run scaffold', () => {
  it('starts an endpoint in every tier, wired into its service, whose generated test passes', async () => {
    // Routes no issue will build, so the names never collide with real code.
    const listing = await scaffold(
      'endpoint', 'GET /api/employers/:id/probes', '--service', 'employer-api',
      '--name', 'list-probes', '--resource', 'probes', '--caller', 'employer',
    );
    const posting = await scaffold(
      'endpoint', 'POST /api/employers/:id/probe-reports', '--service', 'employer-api',
      '--name', 'file-probe-report', '--resource', 'probe-reports', '--caller', 'employer',
    );
    expect([listing.code, posting.code]).toEqual([0, 0]);
    expect(listing.output).toContain('created apps/employer-api/src/domain/probes/list-probes.ts');
    // One declaration: the call, who may call it, what it answers; the guard and validation follow from it.
    const routes = await readFile(join(copy, 'libs/contracts/src/routes.ts'), 'utf8');
    expect(routes).toContain("'GET /api/employers/:id/probes': {\n    summary: 'List Probes',\n    access: access.ownerOrAdmin('employer'),");
    // Each new resource's routes are spread last into the service's routes, after the existing ones.
    expect(await readFile(join(copy, 'apps/employer-api/src/app.ts'), 'utf8')).toMatch(
      /routes: \{ \.\.\.employerRoutes\(context\), (\.\.\.\w+Routes\([\w, ]+\), )+\.\.\.probesRoutes\(context\), \.\.\.probeReportsRoutes\(context\) \},/,
    );

    const typecheck = await inCopy(bin('tsc'), ['-p', 'apps/employer-api/tsconfig.json', '--noEmit']);
    expect(typecheck).toEqual({ code: 0, output: '' });
    const lint = await inCopy(bin('eslint'), ['apps/employer-api', 'libs/contracts/src']);
    // Exit 0 despite a warning: outside Nx, eslint has no project graph for the boundary rule.
    expect(lint).toMatchObject({ code: 0 });
    const results = join(copy, 'generated-tests.json');
    const tests = await inCopy(bin('jest'), ['--config', 'apps/employer-api/jest.config.cjs', '--json', `--outputFile=${results}`, 'probe']);
    expect(tests.code).toBe(0);
    const { numPassedTests, numTotalTests } = JSON.parse(await readFile(results, 'utf8')) as Record<string, number>;
    expect({ numPassedTests, numTotalTests }).toEqual({ numPassedTests: 4, numTotalTests: 4 });
  }, 240_000);

  it('starts a page in its remote, with its row in the page table', async () => {
    const page = await scaffold('page', '/veteran-probe', '--portal', 'veteran', '--title', 'Veteran Probe', '--name', 'veteran-probe');
    expect(page.code).toBe(0);
    expect(await readFile(join(copy, 'libs/contracts/src/pages.ts'), 'utf8')).toContain(
      "{ path: '/veteran-probe', portal: 'veteran', title: 'Veteran Probe' },",
    );
    expect(await readFile(join(copy, 'apps/veteran-portal/src/pages.ts'), 'utf8')).toContain("'/veteran-probe': VeteranProbePage,");

    const typecheck = await inCopy(bin('tsc'), ['-p', 'apps/veteran-portal/tsconfig.json', '--noEmit']);
    expect(typecheck).toEqual({ code: 0, output: '' });
    const lint = await inCopy(bin('eslint'), ['apps/veteran-portal']);
    expect(lint).toMatchObject({ code: 0 });
  }, 120_000);

  it('refuses a route the routing table lacks unless told its service, and changes nothing', async () => {
    const refused = await scaffold('endpoint', 'GET /api/employers/:id/unknown', '--name', 'list-unknown', '--resource', 'unknown');
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('the route is not in the routing table');
    expect(await readFile(join(copy, 'libs/contracts/src/routes.ts'), 'utf8')).not.toContain('/unknown');
  }, 60_000);
});
