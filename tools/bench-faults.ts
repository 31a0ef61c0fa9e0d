/**
 * `npm run bench:faults`: the product under faults and load, on loopback only, with figures.
 *
 * Starts the four services under the same supervisor as `npm start`, the dev edge in front of
 * them, and a few clients per portal hitting every portal through the edge, then:
 *   service-crash     kills one service with SIGKILL: the other portals keep answering 2xx, the
 *                     killed one's routes answer 502 (not hang), the supervisor brings it back;
 *   database-restart  stops the database (its own embedded server, file mode) and starts it again:
 *                     the services reconnect without restarting and no request hangs past a bound;
 *   applications      1,000 signed-in job seekers' applications at once (plus repeats of some):
 *                     none lost, none duplicated, counted in the database.
 * Prints requests, errors by status, max latency and time to recover per scenario; exits 1 when a
 * guarantee does not hold. `--json` adds one JSON line of the results (the platform tests read it);
 * `--service-logs` shows the services' warnings and errors as they happen; without it they go to a
 * file, and the last of them (request lines left out) are printed when a guarantee breaks.
 *
 *   npm run bench:faults                                   # every scenario
 *   npm run bench:faults -- --only service-crash --kill employer-api --clients 3
 *   npm run bench:faults -- --only applications --applications 1000
 *
 * One start of the product serves every scenario chosen, in a database of its own dropped at the
 * end. With database-restart it runs on its own embedded server in file mode (it must stop and
 * start it); otherwise on MONGODB_URI when set, else the test run's TEST_MONGODB_URI, else one
 * obtained as `npm test` does. Apply throttling per address is raised for the run, since every
 * client shares 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { services, type ServiceName } from '@jobboard/contracts';
import { AdminUserModel, ApplicationModel, connectDatabase, disconnectDatabase, JobModel } from '@jobboard/db';
import { freePort, obtainDatabase, startEmbeddedServer, type RunningEmbeddedServer } from '@jobboard/dev';
import { hashPassword } from '@jobboard/server-kit';
import mongoose from 'mongoose';
import {
  createEmployerWithJobs,
  createJobSeekers as createSignedInJobSeekers,
  lastServiceWarnings as lastWarningsIn,
  sessionCookieFor as sessionCookieWith,
  sleep,
  startProduct as startProductStage,
  unique,
  type RunningProduct,
} from './bench-stage';
const scenarioNames = ['service-crash', 'database-restart', 'applications'] as const;
type ScenarioName = (typeof scenarioNames)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    kill: { type: 'string', default: 'public-api' },
    clients: { type: 'string', default: '2' },
    applications: { type: 'string', default: '1000' },
    'outage-seconds': { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    'service-logs': { type: 'boolean', default: false },
  },
});
const only = (args.only?.split(',') ?? scenarioNames) as ScenarioName[];
const killed = args.kill as ServiceName;
const clientsPerPortal = Number(args.clients);
const applicationCount = Number(args.applications);
const outageMs = Number(args['outage-seconds']) * 1000;
for (const name of only) if (!scenarioNames.includes(name)) throw new Error(`unknown scenario ${name} (${scenarioNames.join(', ')})`);
if (!services.includes(killed)) throw new Error(`--kill must name a service (${services.join(', ')})`);

/**
 * No request may take longer than this, whatever is down: a dead service is refused at once, and
 * a request that needs a database that is down gives up after the driver's server selection
 * timeout (5 s) instead of waiting for the edge's own 60 s limit.
 */
const requestBoundMs = 8_000;
const sessionSecret = randomBytes(32).toString('hex');
const quietLog = { info: () => undefined, warn: () => undefined };
/** Where the services' warnings go when they are not shown as they happen. */
const serviceLogFile = join(tmpdir(), `bench-faults-${process.pid}.log`);

const startProduct = (database: { uri: string; dbName: string }, extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningProduct> =>
  startProductStage({ database, sessionSecret, serviceLog: args['service-logs'] ? 'inherit' : serviceLogFile, extraEnv });
const lastServiceWarnings = (count: number) => lastWarningsIn(serviceLogFile, count);
const sessionCookieFor = (subject: Parameters<typeof sessionCookieWith>[1]) => sessionCookieWith(sessionSecret, subject);
const createJobSeekers = (count: number, passwordHash: string) => createSignedInJobSeekers(count, passwordHash, sessionSecret);
const pairKey = (jobId: string, email: string) => `${jobId}|${email.toLowerCase()}`;

// ---- load -----------------------------------------------------------------------------------

interface Sample {
  service: ServiceName;
  /** 0 when no answer came (connection refused, reset, or the bound passed). */
  status: number;
  startedAt: number;
  ms: number;
}

/** One request per portal that a visitor (or a signed-in person) is answered 2xx by. */
type Probe = (edgeUrl: string) => Promise<number>;

const timedStatus = async (url: string, init: RequestInit = {}): Promise<number> => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestBoundMs * 3) });
  await response.arrayBuffer();
  return response.status;
};

/** Signed-in visitors of every portal, made in the database the product uses. */
const portalProbes = async (edgeUrl: string, passwordHash: string): Promise<Record<ServiceName, Probe>> => {
  const veteranEmail = `veteran.${unique()}@example.com`;
  const veteranResponse = await fetch(`${edgeUrl}/api/veterans`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: veteranEmail,
      firstName: 'Marcus',
      lastName: 'Hale',
      phone: '555-0101',
      location: 'San Diego, CA',
      militaryBranch: 'Marines',
      rank: 'Sergeant',
      serviceYears: '2012-2020',
      deployments: [],
      skills: ['Logistics'],
      certifications: [],
      preferredJobTypes: ['full-time'],
      relocateWilling: false,
      availability: 'immediately',
      password: 'correct horse battery',
    }),
  });
  if (veteranResponse.status !== 202) throw new Error(`veteran registration answered ${veteranResponse.status}: ${await veteranResponse.text()}`);
  // Sign-up starts no session: sign in with the same email and password, as the portal does.
  const veteranLogin = await fetch(`${edgeUrl}/api/veterans/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: veteranEmail, password: 'correct horse battery' }),
  });
  if (veteranLogin.status !== 200) throw new Error(`veteran sign-in answered ${veteranLogin.status}: ${await veteranLogin.text()}`);
  const veteran = (await veteranLogin.json()) as { id: string };
  const veteranCookie = veteranLogin.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  const admin = await AdminUserModel.create({ username: `admin_${unique()}`, passwordHash, email: `admin.${unique()}@example.com`, isActive: true });
  const adminCookie = await sessionCookieFor({ subjectId: String(admin._id), role: 'admin' });
  return {
    'public-api': (url) => timedStatus(`${url}/api/jobs`),
    'employer-api': (url) => timedStatus(`${url}/api/subscription-plans`),
    'veteran-api': (url) => timedStatus(`${url}/api/veterans/${veteran.id}`, { headers: { cookie: veteranCookie } }),
    'admin-api': (url) => timedStatus(`${url}/api/admin/user`, { headers: { cookie: adminCookie } }),
  };
};

/** `clients` loops per portal, each sending its next request when the last one is answered. */
const startLoad = (edgeUrl: string, probes: Record<ServiceName, Probe>, clients: number) => {
  const samples: Sample[] = [];
  let running = true;
  const loop = async (service: ServiceName) => {
    while (running) {
      const startedAt = Date.now();
      let status = 0;
      try {
        status = await probes[service](edgeUrl);
      } catch {
        status = 0;
      }
      samples.push({ service, status, startedAt, ms: Date.now() - startedAt });
      // A refused connection answers at once; do not spin on it.
      if (status === 0) await sleep(50);
    }
  };
  const loops = services.flatMap((service) => Array.from({ length: clients }, () => loop(service)));
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
};

const isOk = (status: number) => status >= 200 && status < 300;

interface ServiceFigures {
  requests: number;
  byStatus: Record<string, number>;
  maxLatencyMs: number;
}

const figuresOf = (samples: Sample[]): Record<ServiceName, ServiceFigures> =>
  Object.fromEntries(
    services.map((service) => {
      const own = samples.filter((sample) => sample.service === service);
      const byStatus: Record<string, number> = {};
      for (const sample of own) byStatus[sample.status] = (byStatus[sample.status] ?? 0) + 1;
      return [service, { requests: own.length, byStatus, maxLatencyMs: Math.max(0, ...own.map((sample) => sample.ms)) }];
    }),
  ) as Record<ServiceName, ServiceFigures>;

/** Waits until every portal's latest answers after `since` are 2xx; answers when that was. */
const waitUntilAllAnswer = async (samples: Sample[], since: number, timeoutMs: number, only: readonly ServiceName[] = services) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answeredAt = only.map((service) => {
      const after = samples.filter((sample) => sample.service === service && sample.startedAt >= since);
      const last = after.at(-1);
      return last && isOk(last.status) ? last.startedAt + last.ms : undefined;
    });
    if (answeredAt.every((at) => at !== undefined)) return Math.max(...(answeredAt as number[]));
    await sleep(50);
  }
  return undefined;
};

const printFigures = (figures: Record<ServiceName, ServiceFigures>) => {
  for (const service of services) {
    const { requests, byStatus, maxLatencyMs } = figures[service];
    const statuses = Object.entries(byStatus)
      .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`)
      .join(', ');
    console.log(`  ${service.padEnd(13)} ${String(requests).padStart(6)} requests  max ${String(maxLatencyMs).padStart(5)} ms  ${statuses}`);
  }
};

interface Check {
  what: string;
  ok: boolean;
}

/** Prints each guarantee and whether it held; answers the ones that did not. */
const report = (checks: Check[]) => {
  for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.what}`);
  return checks.filter((check) => !check.ok).map((check) => check.what);
};

// ---- scenarios ------------------------------------------------------------------------------

/** The running product, the signed-in probes of every portal, and the database it runs on. */
interface Stage {
  product: RunningProduct;
  probes: Record<ServiceName, Probe>;
  database: { uri: string; dbName: string };
  /** Stops and starts the database again on the same address; undefined when it is not ours. */
  restartDatabase?: (outageMs: number) => Promise<{ stoppedAt: number; startedAt: number }>;
}

const restartsSoFar = (product: RunningProduct) =>
  services.reduce((sum, service) => sum + product.supervised.processes[service].restarts, 0);

const serviceCrash = async ({ product, probes }: Stage) => {
  console.log(`\nservice-crash: SIGKILL ${killed} under load (${clientsPerPortal} clients per portal, through the edge)`);
  const load = startLoad(product.edgeUrl, probes, clientsPerPortal);
  await sleep(2_000);
  const child = product.supervised.processes[killed];
  const restartsBefore = child.restarts;
  const oldPid = child.pid;
  if (!oldPid) throw new Error(`${killed} is not running`);
  const respawned = once(child, 'spawn');
  const killedAt = Date.now();
  process.kill(oldPid, 'SIGKILL');
  const [newPid] = (await respawned) as [number];
  const recoveredAt = await waitUntilAllAnswer(load.samples, Date.now(), 90_000, [killed]);
  await sleep(1_000);
  await load.stop();

  const figures = figuresOf(load.samples);
  printFigures(figures);
  const others = services.filter((service) => service !== killed);
  const killedSamples = load.samples.filter((sample) => sample.service === killed);
  const badGateway = killedSamples.filter((sample) => sample.status === 502);
  const recoveredAfterMs = recoveredAt === undefined ? undefined : recoveredAt - killedAt;
  console.log(`  ${killed}: ${badGateway.length} answers 502 while down (slowest ${Math.max(0, ...badGateway.map((s) => s.ms))} ms); answering again ${recoveredAfterMs ?? 'never'} ms after the kill; restarts ${child.restarts}`);
  const broken = report([
    { what: `the other portals answered only 2xx (${others.join(', ')})`, ok: others.every((service) => load.samples.filter((s) => s.service === service).every((s) => isOk(s.status))) },
    { what: `${killed} answered 2xx or 502, nothing else`, ok: killedSamples.every((s) => isOk(s.status) || s.status === 502) },
    { what: `${killed} answered 502 while it was down`, ok: badGateway.length > 0 },
    { what: `every request was answered within ${requestBoundMs} ms`, ok: load.samples.every((s) => s.status !== 0 && s.ms <= requestBoundMs) },
    { what: `the supervisor restarted ${killed} once (pid ${oldPid} -> ${newPid})`, ok: child.restarts - restartsBefore === 1 && newPid !== oldPid },
    { what: `${killed} answered again within 90 s`, ok: recoveredAfterMs !== undefined && recoveredAfterMs <= 90_000 },
  ]);
  return { broken, figures, killed, badGateway: badGateway.length, recoveredAfterMs, restarts: child.restarts - restartsBefore };
};

const databaseRestart = async ({ product, probes, restartDatabase }: Stage) => {
  console.log(`\ndatabase-restart: the database stops for ${outageMs / 1000} s under load, then starts again`);
  if (!restartDatabase) throw new Error('database-restart needs the embedded database this benchmark starts');
  const restartsBefore = restartsSoFar(product);
  const load = startLoad(product.edgeUrl, probes, clientsPerPortal);
  await sleep(2_000);
  const { stoppedAt, startedAt } = await restartDatabase(outageMs);
  const recoveredAt = await waitUntilAllAnswer(load.samples, startedAt, 60_000);
  await sleep(2_000);
  await load.stop();

  const figures = figuresOf(load.samples);
  printFigures(figures);
  const restarts = restartsSoFar(product) - restartsBefore;
  const recoveredAfterMs = recoveredAt === undefined ? undefined : recoveredAt - startedAt;
  const duringOutage = load.samples.filter((s) => s.startedAt >= stoppedAt && s.startedAt < startedAt);
  const outageStatuses = figuresOf(duringOutage);
  const afterRecovery = recoveredAt === undefined ? [] : load.samples.filter((s) => s.startedAt >= recoveredAt);
  console.log(
    `  while down: ${duringOutage.length} requests, statuses ${JSON.stringify(Object.fromEntries(services.map((s) => [s, outageStatuses[s].byStatus])))}`,
  );
  console.log(`  every portal answered 2xx again ${recoveredAfterMs ?? 'never'} ms after the database was back; service restarts ${restarts}`);
  const broken = report([
    { what: `every request was answered within ${requestBoundMs} ms`, ok: load.samples.every((s) => s.status !== 0 && s.ms <= requestBoundMs) },
    { what: 'no service restarted (they reconnected on their own)', ok: restarts === 0 },
    { what: 'every portal answered 2xx again within 30 s', ok: recoveredAfterMs !== undefined && recoveredAfterMs <= 30_000 },
    { what: 'only 2xx once recovered', ok: afterRecovery.every((s) => isOk(s.status)) },
  ]);
  const maxLatencyMs = Math.max(...services.map((s) => figures[s].maxLatencyMs));
  return { broken, figures, outageRequests: duringOutage.length, recoveredAfterMs, restarts, maxLatencyMs };
};

/** A one-page PDF with a line of text, as a resume. */
const resumePdf = (() => {
  const text = 'Forklift certified warehouse lead';
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
})();

const applications = async ({ product }: Stage, passwordHash: string) => {
  const jobCount = 10;
  const seekerCount = Math.ceil(applicationCount / jobCount);
  const repeats = Math.ceil(applicationCount / 10);
  console.log(`\napplications: ${applicationCount} signed-in applications at once through the edge (${seekerCount} job seekers x ${jobCount} jobs), plus ${repeats} repeats sent alongside`);
  const employer = await createEmployerWithJobs(jobCount);
  const seekers = await createJobSeekers(seekerCount, passwordHash);
  const pairs = Array.from({ length: applicationCount }, (_, index) => ({ seeker: seekers[Math.floor(index / jobCount)], jobId: employer.jobIds[index % jobCount] }));
  // Every tenth pair is sent twice at once: exactly one of the two may be stored.
  const submissions = [...pairs, ...pairs.filter((_, index) => index % 10 === 0)];
  // Every 503 the service sheds (Retry-After) is tried again, as the apply form tells a person to.
  let shed = 0;
  const maxAttempts = 200;
  const apply = async ({ seeker, jobId }: (typeof pairs)[number]) => {
    const startedAt = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const body = new FormData();
      body.append('applicantName', `Load Seeker`);
      body.append('applicantEmail', seeker.email);
      body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I own a car', 'I understand']));
      body.append('resume', new Blob([new Uint8Array(resumePdf)]), 'resume.pdf');
      let status = 0;
      let retryAfterSeconds = 1;
      try {
        const response = await fetch(`${product.edgeUrl}/api/jobs/${jobId}/apply`, {
          method: 'POST',
          body,
          headers: { cookie: seeker.cookie },
          signal: AbortSignal.timeout(120_000),
        });
        await response.arrayBuffer();
        status = response.status;
        retryAfterSeconds = Number(response.headers.get('retry-after') ?? 1);
      } catch {
        status = 0;
      }
      if (status !== 503 || attempt === maxAttempts) return { key: pairKey(jobId, seeker.email), status, ms: Date.now() - startedAt, attempts: attempt };
      shed += 1;
      // Spread the retries so the crowd does not come back all at once.
      await sleep(retryAfterSeconds * 1000 * (0.5 + Math.random()));
    }
  };
  const startedAt = Date.now();
  const answers = await Promise.all(submissions.map(apply));
  const tookMs = Date.now() - startedAt;

  // A request the edge gave up on (502) may still be finishing in the service: count once the
  // stored applications stop changing.
  const storedNow = () => ApplicationModel.countDocuments({ jobId: { $in: employer.jobIds } });
  let settled = await storedNow();
  for (let stableFor = 0, waited = 0; stableFor < 3_000 && waited < 90_000; waited += 500) {
    await sleep(500);
    const now = await storedNow();
    stableFor = now === settled ? stableFor + 500 : 0;
    settled = now;
  }
  const stored = await ApplicationModel.find({ jobId: { $in: employer.jobIds } }, { jobId: 1, applicantEmail: 1 }).lean();
  const storedPairs = new Set(stored.map((application) => pairKey(String(application.jobId), application.applicantEmail)));
  const jobs = await JobModel.find({ _id: { $in: employer.jobIds } }, { applicantCount: 1 }).lean();
  const counted = jobs.reduce((sum, job) => sum + ((job as { applicantCount?: number }).applicantCount ?? 0), 0);

  const byStatus: Record<string, number> = {};
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  const accepted = answers.filter((answer) => answer.status === 201);
  const acceptedPairs = new Set(accepted.map((answer) => answer.key));
  const unanswered = answers.filter((answer) => answer.status !== 201 && answer.status !== 409);
  const maxLatencyMs = Math.max(...answers.map((answer) => answer.ms));
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const p50 = latencies[Math.floor(latencies.length / 2)];
  console.log(
    `  ${submissions.length} applications in ${tookMs} ms (p50 ${p50} ms, max ${maxLatencyMs} ms, retries included); final statuses ${JSON.stringify(byStatus)}; ${shed} answers were 503 (shed, tried again)`,
  );
  console.log(`  stored ${stored.length} applications (${storedPairs.size} distinct job and applicant pairs); the jobs count ${counted} applicants`);
  if (unanswered.length > 0) {
    const storedAnyway = unanswered.filter((answer) => storedPairs.has(answer.key)).length;
    console.log(`  ${unanswered.length} requests got neither 201 nor 409; ${storedAnyway} of their applications were stored anyway`);
  }
  const broken = report([
    { what: `every application was answered: ${applicationCount} with 201 and ${submissions.length - applicationCount} repeats with 409`, ok: accepted.length === applicationCount && (byStatus['409'] ?? 0) === submissions.length - applicationCount },
    { what: 'every application answered 201 is stored (none lost)', ok: [...acceptedPairs].every((key) => storedPairs.has(key)) },
    { what: 'no application answered 201 twice, none stored twice (none duplicated)', ok: acceptedPairs.size === accepted.length && storedPairs.size === stored.length },
    { what: 'every job counts exactly the applications stored for it', ok: counted === stored.length },
  ]);
  return { broken, requests: submissions.length, byStatus, shed, stored: stored.length, distinct: storedPairs.size, counted, tookMs, p50LatencyMs: p50, maxLatencyMs };
};

// ---- main -----------------------------------------------------------------------------------

/**
 * The database: our own embedded server in file mode when the database is to be restarted (it
 * must be ours to stop), else MONGODB_URI, the test run's, or one obtained as `npm test` does.
 */
const obtainStageDatabase = async () => {
  const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
  if (only.includes('database-restart')) {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-faults-'));
    const port = await freePort();
    const startDatabase = () => startEmbeddedServer({ dataFile: join(dataDir, 'faults.mv'), port, log: quietLog });
    let embedded: RunningEmbeddedServer = await startDatabase();
    return {
      uri: embedded.uri,
      restartDatabase: async (downForMs: number) => {
        const stoppedAt = Date.now();
        await embedded.stop();
        await sleep(downForMs);
        embedded = await startDatabase();
        return { stoppedAt, startedAt: Date.now() };
      },
      stop: async () => {
        await embedded.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const given = process.env.MONGODB_URI ?? process.env.TEST_MONGODB_URI;
  const obtained = given ? undefined : await obtainDatabase({ purpose: 'test', dataDir: '', log });
  return { uri: given ?? obtained?.uri ?? '', restartDatabase: undefined, stop: async () => void (await obtained?.stop()) };
};

const main = async () => {
  const obtained = await obtainStageDatabase();
  const database = { uri: obtained.uri, dbName: `faults_${randomBytes(4).toString('hex')}` };
  const passwordHash = await hashPassword('correct horse battery');
  const results: Partial<Record<ScenarioName, { broken: string[] }>> = {};
  await connectDatabase({ uri: database.uri, dbName: database.dbName, log: quietLog });
  try {
    console.log(`Starting the four services under the supervisor and the edge (${database.uri}${database.dbName})...`);
    // Every client shares 127.0.0.1, so the per-address apply limit is raised for this run.
    const product = await startProduct(database, { APPLY_RATE_LIMIT_PER_ADDRESS: String(applicationCount * 10) });
    try {
      const stage: Stage = { product, database, probes: await portalProbes(product.edgeUrl, passwordHash), restartDatabase: obtained.restartDatabase };
      for (const name of only) {
        if (name === 'service-crash') results[name] = await serviceCrash(stage);
        if (name === 'database-restart') results[name] = await databaseRestart(stage);
        if (name === 'applications') results[name] = await applications(stage, passwordHash);
      }
    } finally {
      await product.stop();
    }
  } finally {
    await mongoose.connection.dropDatabase().catch(() => undefined);
    await disconnectDatabase();
    await obtained.stop();
  }
  if (args.json) console.log(`bench-faults-results ${JSON.stringify(results)}`);
  const failed = Object.entries(results).filter(([, result]) => result && result.broken.length > 0);
  if (failed.length > 0) {
    if (!args['service-logs']) console.log(`\nthe services' last warnings:\n${lastServiceWarnings(40).join('\n')}`);
    console.log(`\nguarantees broken in: ${failed.map(([name]) => name).join(', ')}`);
    process.exitCode = 1;
  }
  await rm(serviceLogFile, { force: true });
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
