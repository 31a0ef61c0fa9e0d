/**
 * Schema fuzzing (`nx run platform-tests:fuzz`, part of `npm test`): schemathesis generates
 * requests from each service's published OpenAPI document and sends them to the real service on
 * the test database with the demo data seeded. Every operation gets at least FUZZ_MAX_EXAMPLES
 * (200) generated cases where its inputs allow that many, in both modes (valid and invalid
 * input), and the run must show no server error, no answer outside its published schema and no
 * undocumented status. The totals are printed.
 *
 * Guarded operations get a demo role's session (the owner of the service's records), and path
 * ids are pinned to that owner's records where a random id would only ever meet the guard (403)
 * or "not found" (404), so the handlers themselves are fuzzed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeTable, services, type ServiceName } from '@jobboard/contracts';
import { openApiPathOf } from '@jobboard/contracts/openapi';
import { ApplicationModel, EmployerModel, EmployerNotificationModel, JobModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import { demoCredentials, seedDemoData } from '@jobboard/seed';
import { sessionCookieName } from '@jobboard/server-kit';
import { createAdminUser, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createAdminApi } from '@jobboard/admin-api/app';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

const workspace = join(__dirname, '..', '..', '..');
const reportDir = join(workspace, 'test-results', 'fuzz');
const maxExamples = Number(process.env.FUZZ_MAX_EXAMPLES ?? 200);
const fuzzedServices = (process.env.FUZZ_SERVICES?.split(',') ?? services) as ServiceName[];
const checks = ['not_a_server_error', 'response_schema_conformance', 'status_code_conformance'];

useTestDatabase();
const running: Record<ServiceName, { readonly url: string }> = {
  // Hundreds of applications come from one address: a generous per-address limit lets them reach
  // the form's checks. The limit itself (429) stays documented and has its own tests.
  'public-api': useTestService(createPublicApi, { APPLY_RATE_LIMIT_PER_ADDRESS: 100_000 }),
  'employer-api': useTestService(createEmployerApi),
  'veteran-api': useTestService(createVeteranApi),
  'admin-api': useTestService(createAdminApi),
};

interface Owner {
  cookie: string;
  /** Values for path parameters, by operation path (OpenAPI form) and parameter name. */
  pathValues: Record<string, Record<string, string>>;
}

const signIn = async (service: ServiceName, path: string, body: Record<string, string>) => {
  const client = new TestClient(() => running[service].url);
  const response = await client.post(path, body);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: the demo account could not sign in`);
  const cookie = client.cookieHeader.split('; ').find((pair) => pair.startsWith(`${sessionCookieName}=`));
  return cookie!.slice(sessionCookieName.length + 1);
};

const idOf = (record: { _id: unknown } | null | undefined) => (record ? String(record._id) : undefined);
const pinned = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** Each service's demo owner: its session, and the ids of its own records to aim at. */
const prepareOwners = async (): Promise<Record<ServiceName, Owner>> => {
  await seedDemoData({ log: { info: () => undefined, warn: () => undefined } });
  const demo = (role: (typeof demoCredentials)[number]['role']) => {
    const { login, password } = demoCredentials.find((account) => account.role === role)!;
    return { email: login, password };
  };
  const employer = await EmployerModel.findOne({ email: demo('employer').email }).lean();
  const seeker = await UserModel.findOne({ email: demo('job seeker').email }).lean();
  const veteran = await VeteranProfileModel.findOne({ email: demo('veteran').email }).lean();
  const [editedJob, closedJob] = await JobModel.find({ employerId: employer!._id, status: 'active' }).sort({ _id: 1 }).limit(2).lean();
  const application = await ApplicationModel.findOne({ employerId: employer!._id, 'resume.fileId': { $exists: true } }).lean();
  const seekerApplication = await ApplicationModel.findOne({ userId: seeker!._id }).lean();
  const notification = await EmployerNotificationModel.findOne({ employerId: employer!._id }).lean();
  const admin = await createAdminUser();

  const employerId = idOf(employer)!;
  const employerPaths = Object.fromEntries(
    routeTable
      .filter((route) => route.service === 'employer-api' && route.path.startsWith('/api/employers/:id'))
      .map((route) => [openApiPathOf(route.path), pinned({ id: employerId, notificationId: idOf(notification) })]),
  );
  return {
    'public-api': {
      cookie: await signIn('public-api', '/api/job-seekers/login', demo('job seeker')),
      pathValues: {
        '/api/jobs/{id}': pinned({ id: idOf(editedJob) }),
        '/api/jobs/{id}/apply': pinned({ id: idOf(editedJob) }),
        '/api/users/{id}/applications': pinned({ id: idOf(seeker) }),
        '/api/applications/{id}/follow-up': pinned({ id: idOf(seekerApplication) }),
      },
    },
    'employer-api': {
      cookie: await signIn('employer-api', '/api/employers/login', demo('employer')),
      pathValues: {
        ...employerPaths,
        // Editing aims at one job and closing at another, so closing does not end the edits.
        'PUT /api/jobs/{id}': pinned({ id: idOf(editedJob) }),
        'DELETE /api/jobs/{id}': pinned({ id: idOf(closedJob) }),
        '/api/applications/{id}': pinned({ id: idOf(application) }),
        '/api/applications/{id}/status': pinned({ id: idOf(application) }),
        '/api/applications/{id}/pipeline': pinned({ id: idOf(application) }),
        '/api/applications/{id}/files/{fileId}': pinned({ id: idOf(application), fileId: application?.resume?.fileId?.toString() }),
      },
    },
    'veteran-api': {
      cookie: await signIn('veteran-api', '/api/veterans/login', demo('veteran')),
      pathValues: { '/api/veterans/{id}': pinned({ id: idOf(veteran) }) },
    },
    'admin-api': {
      cookie: await signIn('admin-api', '/api/admin/login', { username: admin.username, password: admin.password }),
      pathValues: {},
    },
  };
};

const tomlString = (value: string) => JSON.stringify(value);

/** A schemathesis.toml for one run: the session for guarded operations and the pinned ids. */
const configFor = (owner: Owner) => {
  const lines = [`[auth.openapi.session]`, `api_key = ${tomlString(owner.cookie)}`, ''];
  for (const [target, values] of Object.entries(owner.pathValues)) {
    if (Object.keys(values).length === 0) continue;
    const [method, path] = target.includes(' ') ? target.split(' ') : [undefined, target];
    lines.push('[[operations]]', `include-path = ${tomlString(path)}`);
    if (method) lines.push(`include-method = ${tomlString(method)}`);
    const entries = Object.entries(values).map(([name, value]) => `${tomlString(`path.${name}`)} = ${tomlString(value)}`);
    lines.push(`parameters = { ${entries.join(', ')} }`, '');
  }
  return lines.join('\n');
};

interface RunTotals {
  operations: number;
  cases: number;
  failures: Record<string, number>;
  output: string;
}

/** Which check each of schemathesis' failure codes comes from (`st explain ST101`). */
const checkOfCode: Record<string, string> = {
  ST101: 'not_a_server_error',
  ST102: 'not_a_server_error',
  ST103: 'status_code_conformance',
  ST108: 'response_schema_conformance',
};

/**
 * The totals: operations from the JUnit report (one test case each), cases and failures from the
 * summary schemathesis prints ("385 generated, ...", "❌ ST108 Response violates schema: 4").
 */
const readTotals = (junitPath: string, output: string): Omit<RunTotals, 'output'> => {
  const operations = (readFileSync(junitPath, 'utf8').match(/<testcase /g) ?? []).length;
  const cases = Number(/(\d+) generated/.exec(output)?.[1] ?? 0);
  const failures: Record<string, number> = Object.fromEntries(checks.map((check) => [check, 0]));
  for (const [, code, title, count] of output.matchAll(/^\s*(?:❌|🚫)\s+(ST\d+\s+)?(.+?):\s+(\d+)\s*$/gmu)) {
    const name = checkOfCode[code?.trim() ?? ''] ?? title;
    failures[name] = (failures[name] ?? 0) + Number(count);
  }
  return { operations, cases, failures };
};

const runSchemathesis = async (command: string, service: ServiceName, owner: Owner, label: string, args: string[]) => {
  mkdirSync(reportDir, { recursive: true });
  const configPath = join(reportDir, `${service}-${label}.toml`);
  writeFileSync(configPath, configFor(owner));
  const junitPath = join(reportDir, `${service}-${label}.xml`);
  const child = spawn(
    command,
    [
      '--config-file',
      configPath,
      'run',
      `${running[service].url}/api/openapi/${service}.json`,
      '--url',
      running[service].url,
      '--checks',
      checks.join(','),
      '--mode',
      'all',
      '--max-examples',
      String(maxExamples),
      '--phases',
      'examples,coverage,fuzzing',
      '--workers',
      process.env.FUZZ_WORKERS ?? '1',
      '--seed',
      process.env.FUZZ_SEED ?? '20261125',
      '--no-shrink',
      '--request-timeout',
      '30',
      '--suppress-health-check',
      'all',
      '--report',
      'junit',
      '--report-junit-path',
      junitPath,
      '--continue-on-failure',
      ...args,
    ],
    // Run inside the report folder: Hypothesis and schemathesis keep their caches in the working directory.
    { cwd: reportDir, env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_TELEMETRY: 'false' } },
  );
  // Written as it comes, so a long run can be followed with `tail -f`.
  const log = createWriteStream(join(reportDir, `${service}-${label}.log`));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const code = await new Promise<number>((resolve) => child.once('close', (exitCode) => resolve(exitCode ?? 1)));
  await new Promise((resolve) => log.end(resolve));
  return { code, ...readTotals(junitPath, output), output };
};

interface ServiceResult {
  service: ServiceName;
  operations: number;
  cases: number;
  failures: Record<string, number>;
  seconds: number;
  codes: { main: number; logout: number };
  output: string;
}

/** Fuzzes one service with schemathesis, logouts last. */
const fuzzService = async (schemathesis: string, service: ServiceName, owner: Owner): Promise<ServiceResult> => {
  const started = Date.now();
  // Logging out ends the session the other operations use: fuzzed last, on its own.
  const main = await runSchemathesis(schemathesis, service, owner, 'main', ['--exclude-path-regex', '/logout$']);
  const logout = await runSchemathesis(schemathesis, service, owner, 'logout', ['--include-path-regex', '/logout$']);
  const failures: Record<string, number> = {};
  for (const [name, count] of [...Object.entries(main.failures), ...Object.entries(logout.failures)]) {
    failures[name] = (failures[name] ?? 0) + count;
  }
  return {
    service,
    operations: main.operations + logout.operations,
    cases: main.cases + logout.cases,
    failures,
    seconds: Math.round((Date.now() - started) / 1000),
    codes: { main: main.code, logout: logout.code },
    // From the first report section on: the progress lines before it say nothing once the run is over.
    output: [main, logout]
      .filter((run) => run.code !== 0)
      .map((run) => run.output.slice(Math.max(0, run.output.search(/={5,} (ERRORS|FAILURES|WARNINGS|SUMMARY) =/))))
      .join('\n'),
  };
};

/** Runs the services a few at a time: the servers share one Node process and schemathesis is one Python thread each. */
const fuzzAll = async (schemathesis: string, owners: Record<ServiceName, Owner>) => {
  const queue = [...fuzzedServices];
  const results: ServiceResult[] = [];
  const worker = async () => {
    for (let service = queue.shift(); service; service = queue.shift()) results.push(await fuzzService(schemathesis, service, owners[service]));
  };
  await Promise.all(Array.from({ length: Number(process.env.FUZZ_CONCURRENCY ?? 2) }, worker));
  return results;
};

const describeFailures = (failures: Record<string, number>) =>
  Object.entries(failures)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');

describe('schema fuzzing of every service', () => {
  const results = new Map<ServiceName, ServiceResult>();

  beforeAll(async () => {
    const started = Date.now();
    const schemathesis = execFileSync('npx', ['tsx', join(workspace, 'tools', 'ensure-schemathesis.ts')], { cwd: workspace, encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1)!
      .replace(/^\[fuzz\] using /, '');
    for (const result of await fuzzAll(schemathesis, await prepareOwners())) results.set(result.service, result);

    const all = [...results.values()];
    const failures: Record<string, number> = {};
    for (const [name, count] of all.flatMap((result) => Object.entries(result.failures))) failures[name] = (failures[name] ?? 0) + count;
    console.log(
      [
        ...all.map(
          (result) =>
            `[fuzz] ${result.service}: ${result.operations} operations, ${result.cases} cases; ` +
            `failures: ${describeFailures(result.failures)}; ${result.seconds} s`,
        ),
        `[fuzz] total: ${all.reduce((sum, result) => sum + result.operations, 0)} operations, ` +
          `${all.reduce((sum, result) => sum + result.cases, 0)} cases; failures: ${describeFailures(failures)}; ` +
          `${Math.round((Date.now() - started) / 1000)} s (reports in test-results/fuzz/)`,
      ].join('\n'),
    );
  });

  it.each(fuzzedServices)('%s: no server error, no answer outside its schema, no undocumented status', (service) => {
    const result = results.get(service)!;
    if (result.output) console.log(result.output);
    expect(Object.values(result.failures).every((count) => count === 0)).toBe(true);
    expect(result.codes).toEqual({ main: 0, logout: 0 });
  });
});
