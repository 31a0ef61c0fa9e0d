/**
 * The workspace's Nx generators (tools/generators) keep up with the code they imitate. In a copy
 * of the workspace, `nx g @jobboard/generators:endpoint` and `:feature` run as a developer runs
 * them; then the projects they touched type-check, what they wrote lints, and the component tests
 * they wrote pass against the run's database.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const workspace = join(__dirname, '..', '..', '..');
const bin = (name: string) => join(workspace, 'node_modules', '.bin', name);
/** What the generators read and write, and what type-checking and testing it needs. */
const copied = [
  'libs',
  'tools/generators',
  'apps/employer-api',
  'apps/employer-portal',
  // The edge's nginx config and Kubernetes routes, which the generators write again.
  'apps/edge',
  'infra',
  'nx.json',
  'package.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'jest.preset.js',
  'jest.service-preset.js',
  'eslint.config.mjs',
];
// Nx in the copy must find the copy: nothing of the Nx run this test may be part of.
const environment = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NX_'))),
  FORCE_COLOR: '0',
  NX_DAEMON: 'false',
};

interface Outcome {
  code: number;
  output: string;
}

let copy = '';

/** Runs a command in the copy; answers its exit code and output instead of throwing. */
const inCopy = async (command: string, args: string[]): Promise<Outcome> => {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: copy, env: environment, maxBuffer: 20 * 1024 * 1024 });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
};

const generate = (generator: 'endpoint' | 'feature', ...args: string[]) =>
  inCopy(bin('nx'), ['g', `@jobboard/generators:${generator}`, ...args, '--no-interactive']);

/** The files a generator run created or updated, as Nx lists them. */
const filesOf = (outcome: Outcome) => [...outcome.output.matchAll(/^(?:CREATE|UPDATE) (\S+)$/gm)].map(([, path]) => path);

const inCopyText = (path: string) => readFile(join(copy, path), 'utf8');

let generated: Record<'listing' | 'filing' | 'feature' | 'refused', Outcome>;
let routesBeforeRefusal = '';
let checks: Record<'typecheckService' | 'typecheckPortal' | 'lint' | 'tests', Promise<Outcome>>;
const testResults = () => join(copy, 'generated-tests.json');

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'generators-test-'));
  for (const entry of copied) {
    await mkdir(dirname(join(copy, entry)), { recursive: true });
    await cp(join(workspace, entry), join(copy, entry), { recursive: true });
  }
  await symlink(join(workspace, 'node_modules'), join(copy, 'node_modules'));

  // Calls and a screen no feature will have, so the names never collide with real code. The
  // second call joins the first one's resource: its entry point and repository exist by then.
  const listing = await generate('endpoint', '/api/employers/:id/probes', '--name', 'list-probes', '--resource', 'probes', '--caller', 'employer');
  const filing = await generate(
    'endpoint',
    '/api/employers/:id/probe-reports',
    '--method',
    'POST',
    '--name',
    'file-probe-report',
    '--resource',
    'probes',
    '--caller',
    'employer',
  );
  const feature = await generate('feature', '/employer-probes', '--portal', 'employer', '--title', 'Employer Probes', '--name', 'employer-probes');
  routesBeforeRefusal = await inCopyText('libs/contracts/src/routes.ts');
  const refused = await generate('endpoint', '/api/employers/:id/notifications', '--name', 'list-notices', '--resource', 'notices', '--caller', 'employer');
  generated = { listing, filing, feature, refused };

  // The slow checks run side by side, each awaited by its own test.
  const written = [...new Set([generated.listing, generated.filing, generated.feature].flatMap(filesOf))];
  checks = {
    typecheckService: inCopy(bin('tsc'), ['-p', 'apps/employer-api/tsconfig.json', '--noEmit', '--pretty', 'false']),
    typecheckPortal: inCopy(bin('tsc'), ['-p', 'apps/employer-portal/tsconfig.json', '--noEmit', '--pretty', 'false']),
    lint: inCopy(bin('eslint'), ['--max-warnings', '0', ...written.filter((path) => /\.tsx?$/.test(path))]),
    tests: inCopy(bin('jest'), ['--config', 'apps/employer-api/jest.config.cjs', '--json', `--outputFile=${testResults()}`, 'probe']),
  };
}, 180_000);

afterAll(async () => {
  // Every check has ended before the copy goes.
  if (checks) await Promise.all(Object.values(checks));
  await rm(copy, { recursive: true, force: true });
}, 300_000);

describe('nx g @jobboard/generators:endpoint', () => {
  it('writes both ends of a new call, from its declaration to the portal feature hook', () => {
    expect(generated.listing).toMatchObject({ code: 0 });
    expect(filesOf(generated.listing).sort()).toEqual([
      'apps/employer-api/src/app.ts',
      'apps/employer-api/src/data-access/probes-repository.ts',
      'apps/employer-api/src/domain/probes/list-probes.ts',
      'apps/employer-api/src/entry-points/probes-routes.ts',
      'apps/employer-api/test/get-api-employers-id-probes.spec.ts',
      'apps/employer-portal/src/features/probes/index.ts',
      'apps/employer-portal/src/features/probes/use-list-probes.ts',
      'libs/api-client/src/hooks/index.ts',
      'libs/api-client/src/hooks/list-probes.ts',
      'libs/contracts/src/index.ts',
      'libs/contracts/src/list-probes.ts',
      'libs/contracts/src/routes.ts',
    ]);
  });

  it('declares the call once, in its own module that the routing table gathers', async () => {
    expect(await inCopyText('libs/contracts/src/list-probes.ts')).toContain(
      "'GET /api/employers/:id/probes': {\n    summary: 'List probes',\n    access: access.ownerOrAdmin('employer'),\n    params: idParamsSchema,",
    );
    // A write to one account's data is its owner's alone.
    expect(await inCopyText('libs/contracts/src/file-probe-report.ts')).toContain("access: access.owner('employer'),");
    expect(await inCopyText('libs/contracts/src/routes.ts')).toContain(
      'export const apiRoutes = { ...publicApiCalls, ...employerApiCalls, ...veteranApiCalls, ...adminApiCalls, ...listProbesCalls, ...fileProbeReportCalls };',
    );
  });

  it('wires a new resource into its service once, and adds a later call to its entry point and repository', async () => {
    expect(generated.filing).toMatchObject({ code: 0 });
    expect(filesOf(generated.filing)).toEqual(
      expect.arrayContaining(['apps/employer-api/src/entry-points/probes-routes.ts', 'apps/employer-api/src/data-access/probes-repository.ts']),
    );
    expect(filesOf(generated.filing)).not.toContain('apps/employer-api/src/app.ts');
    const app = await inCopyText('apps/employer-api/src/app.ts');
    expect(app).toMatch(/routes: \{ \.\.\.employerRoutes\(context\), (\.\.\.\w+Routes\([\w, ]+\), )+\.\.\.probesRoutes\(context\) \},/);
    expect(await inCopyText('apps/employer-api/src/entry-points/probes-routes.ts')).toContain(
      [
        "    'GET /api/employers/:id/probes': ({ params }) => listProbes(params.id),",
        "    'POST /api/employers/:id/probe-reports': ({ params, body }) => fileProbeReport(params.id, body),",
        "  }) satisfies Partial<RouteHandlers<'employer-api'>>;",
      ].join('\n'),
    );
    expect(await inCopyText('apps/employer-portal/src/features/probes/index.ts')).toBe(
      "export { useListProbesRead, type ListProbesRead } from './use-list-probes';\nexport { useFileProbeReportWrite } from './use-file-probe-report';\n",
    );
  });

  it('refuses a call the routing table declares already, and changes nothing', async () => {
    expect(generated.refused.code).not.toBe(0);
    expect(generated.refused.output).toContain('GET /api/employers/:id/notifications is declared already (libs/contracts/src/routes.ts)');
    expect(await inCopyText('libs/contracts/src/routes.ts')).toBe(routesBeforeRefusal);
  });
});

describe('nx g @jobboard/generators:feature', () => {
  it('adds the page-table row, the feature folder, the route and its lazy entry in the page map', async () => {
    expect(generated.feature).toMatchObject({ code: 0 });
    expect(await inCopyText('libs/contracts/src/pages.ts')).toContain(
      "  { path: '/billing', portal: 'employer', title: 'Billing' },\n  { path: '/employer-probes', portal: 'employer', title: 'Employer Probes' },\n",
    );
    const pages = await inCopyText('apps/employer-portal/src/pages.ts');
    expect(pages).toContain("import('./app/routes/employer-probes-page').then((module) => ({ default: module.EmployerProbesPage }))");
    expect(pages).toContain("  '/employer-probes': EmployerProbesPage,\n};");
  });
});

describe('after either generator', () => {
  it("the production edge's generated nginx routes have the new calls and page", async () => {
    const routes = await inCopyText('infra/nginx/api-routes.conf');
    expect(routes).toContain('"~^(GET|HEAD) /api/employers/[^/]+/probes/?$" employer_api;');
    expect(routes).toContain('"~^POST /api/employers/[^/]+/probe\\-reports/?$" employer_api;');
    expect(routes).toContain('"~^/employer\\-probes/?$" 1;');
  });
});

describe('what the generators wrote', () => {
  it('type-checks, with the service and the portal it touched', async () => {
    expect(await checks.typecheckService).toEqual({ code: 0, output: '' });
    expect(await checks.typecheckPortal).toEqual({ code: 0, output: '' });
  }, 300_000);

  it('lints', async () => {
    expect(await checks.lint).toEqual({ code: 0, output: '' });
  }, 300_000);

  it('passes its own component tests through real HTTP', async () => {
    expect(await checks.tests).toMatchObject({ code: 0 });
    const { numPassedTests, numTotalTests } = JSON.parse(await readFile(testResults(), 'utf8')) as Record<string, number>;
    // Each call: the contract's answer to who may call, 401 without a session, 403 to another employer.
    expect({ numPassedTests, numTotalTests }).toEqual({ numPassedTests: 6, numTotalTests: 6 });
  }, 300_000);
});
