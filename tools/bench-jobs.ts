/**
 * `npm run bench:jobs [-- --jobs 100000 --duration 10 --connections 10 --only keyword,salary]`: seeds a fresh
 * database with active jobs, then measures GET /api/jobs of the real public API against a
 * minimal node:http server that asks the MongoDB driver directly for the same pages, for a
 * mixed set of query shapes. Prints req/s, p50 and p99 latency, the ratio, and whether the
 * database used an index for each shape. A script that prints figures, not a test.
 *
 * Each shape and server is measured for `--duration` seconds on `--connections` connections,
 * unless one request alone already takes more than a fifth of that window: a window would then
 * end with few or no requests finished (autocannon does not count requests still in flight), so
 * that shape is measured with a fixed number of requests instead, `--slow-requests` (default 4)
 * on at most `--slow-connections` (default 2) connections, run to completion. `--requests N`
 * measures every shape that way with N requests. req/s is always requests finished / elapsed
 * seconds; the `measured` column says which way each row was measured.
 * `--timeout S` (default 600) is autocannon's per-request timeout.
 *
 * The database comes from @jobboard/db's provider: MONGODB_URI if set, else (offline) the
 * embedded mongo-java-server in memory. That one builds only _id and unique indexes and scans
 * for everything else, so its figures say how development feels, not how MongoDB performs: for
 * MongoDB's figures and plans, run with MONGODB_URI pointing at a MongoDB 7 server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { connectDatabase, disconnectDatabase, JobModel } from '@jobboard/db';
import { obtainDatabase, type DatabaseSource, embeddedServerVersion } from '@jobboard/dev';
import { baseServiceEnvSchema, createLogger, startWebServer } from '@jobboard/server-kit';
import type { SalaryFilter } from '@jobboard/contracts';
import {
  boundingBox,
  compareRankedJobs,
  escapeRegex,
  greatCircleMiles,
  relevanceScore,
  salaryBandBounds,
  searchTerms,
  type RankedJob,
} from '@jobboard/domain';
import mongoose, { Types } from 'mongoose';
import { createPublicApi } from '../apps/public-api/src/app';
import { findPlace } from '@jobboard/db';
import { demoJobDocument } from '@jobboard/seed';
import { generateDemoJobs, seedCompanies } from '@jobboard/seed/data';

const pageSize = 10;
const batchSize = 2_000;

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
};

const jobCount = Math.floor(option('jobs', 100_000));
const durationSeconds = option('duration', 10);
const connections = Math.floor(option('connections', 10));
const fixedRequests = process.argv.includes('--requests') ? Math.floor(option('requests', 1)) : undefined;
const slowRequests = Math.floor(option('slow-requests', 4));
const slowConnections = Math.floor(option('slow-connections', 2));
const timeoutSeconds = option('timeout', 600);
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1].split(',');

const log = {
  info: (message: string) => console.log(`[bench] ${message}`),
  warn: (message: string) => console.warn(`[bench] ${message}`),
};

/** The query shapes measured: what people really ask of /jobs. */
const shapes: Array<{ name: string; query: string }> = [
  { name: 'keyword', query: 'q=nurse' },
  { name: 'keyword, relevant', query: 'q=nurse&sort=relevant' },
  { name: 'location 50 mi, distance', query: 'location=Austin%2C%20TX&distance=50&sort=distance' },
  { name: 'type + experience', query: 'type=full-time%2Ccontract&experience=mid' },
  { name: 'salary band', query: 'salary=50000-75000' },
  { name: 'salary-high sort', query: 'sort=salary-high' },
  { name: 'default, page 5', query: 'page=5' },
];

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

const seedJobs = async (count: number) => {
  const now = Date.now();
  // Search never reads the employer: ids are enough, no employer documents are needed.
  const employerIds = seedCompanies.map(() => new Types.ObjectId());
  const demoJobs = generateDemoJobs(count);
  const started = performance.now();
  for (let from = 0; from < demoJobs.length; from += batchSize) {
    const batch = demoJobs
      .slice(from, from + batchSize)
      .map((demo) => demoJobDocument(demo, employerIds[demo.companyIndex], new Date(now)));
    // insertMany validates each document, so the job schema's pre('validate') hook fills
    // searchText and yearlySalaryMin/Max as for any other save (checked below).
    await JobModel.insertMany(batch, { ordered: false });
    const done = Math.min(from + batchSize, demoJobs.length);
    if (done % 20_000 === 0 || done === demoJobs.length) {
      log.info(`  ${done.toLocaleString('en-US')} jobs (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const jobs = mongoose.connection.db!.collection('jobs');
  const [active, withSearchText, withSalary] = await Promise.all([
    jobs.countDocuments({ status: 'active' }),
    jobs.countDocuments({ searchText: { $type: 'string' } }),
    jobs.countDocuments({ yearlySalaryMax: { $type: 'number' } }),
  ]);
  if (active !== count || withSearchText !== count) {
    throw new Error(`seeding went wrong: ${active} active, ${withSearchText} with searchText, of ${count}`);
  }
  return { seconds, withSalary };
};

// ---------------------------------------------------------------------------------------------
// The baseline: node:http and the MongoDB driver, no framework, no validation, no mongoose
// documents. It runs the same database queries and the same in-code ranking (the pure
// functions of @jobboard/domain) as the public API, so the ratio is what the rest costs.
// ---------------------------------------------------------------------------------------------

interface Query {
  filter: Record<string, unknown>;
  /** The database order, or undefined when the ranking is done in code (relevant, distance). */
  sort?: Record<string, 1 | -1>;
  codeSort?: 'relevant' | 'distance';
  origin?: { latitude: number; longitude: number; radius: number };
  terms: string[];
  page: number;
}

/** The database query GET /api/jobs makes for these parameters (as job-repository.ts builds it). */
const toQuery = async (params: URLSearchParams): Promise<Query> => {
  const filter: Record<string, unknown> = { status: 'active' };
  const types = (params.get('type') ?? '').split(',').filter(Boolean);
  if (types.length === 1) filter.type = types[0];
  else if (types.length > 1) filter.type = { $in: types };
  const experience = params.get('experience');
  if (experience) filter.experience = experience;
  const salary = params.get('salary');
  if (salary) {
    const { min, max } = salaryBandBounds(salary as SalaryFilter);
    if (min !== undefined) filter.yearlySalaryMax = { $gte: min };
    if (max !== undefined) filter.yearlySalaryMin = { $lte: max };
  }
  let origin: Query['origin'];
  const location = params.get('location');
  if (location) {
    const place = await findPlace(location);
    if (!place) throw new Error(`unknown location ${location}`);
    origin = { latitude: place.latitude, longitude: place.longitude, radius: Number(params.get('distance') ?? 25) };
    const box = boundingBox(origin, origin.radius);
    filter.latitude = { $gte: box.minLatitude, $lte: box.maxLatitude };
    if (box.longitude) filter.longitude = { $gte: box.longitude.min, $lte: box.longitude.max };
  }
  const terms = searchTerms(params.get('q') ?? undefined);
  if (terms.length) filter.$and = terms.map((term) => ({ searchText: { $regex: escapeRegex(term) } }));
  const sortName = params.get('sort') ?? 'recent';
  const page = Math.max(1, Number(params.get('page') ?? 1));
  if (sortName === 'distance' || origin) return { filter, codeSort: 'distance', origin, terms, page };
  if (sortName === 'relevant' && terms.length) return { filter, codeSort: 'relevant', terms, page };
  const sort: Record<string, 1 | -1> =
    sortName === 'salary-high' ? { yearlySalaryMax: -1, posted: -1, _id: -1 } : { posted: -1, _id: -1 };
  return { filter, sort, terms, page };
};

const hiddenFields = { searchText: 0, yearlySalaryMin: 0, yearlySalaryMax: 0, __v: 0 } as const;

const baselinePage = async (params: URLSearchParams) => {
  const jobs = mongoose.connection.db!.collection('jobs');
  const query = await toQuery(params);
  const skip = (query.page - 1) * pageSize;
  if (query.sort) {
    const [items, total] = await Promise.all([
      jobs.find(query.filter, { projection: hiddenFields }).sort(query.sort).skip(skip).limit(pageSize).toArray(),
      jobs.countDocuments(query.filter),
    ]);
    return { items, total, page: query.page, pageSize };
  }
  const projection: Record<string, 1> = { _id: 1, posted: 1, yearlySalaryMax: 1 };
  if (query.codeSort === 'distance') Object.assign(projection, { latitude: 1, longitude: 1 });
  else Object.assign(projection, { title: 1, companyName: 1, description: 1 });
  const candidates = await jobs.find(query.filter, { projection }).toArray();
  const ranked: RankedJob[] = [];
  for (const candidate of candidates) {
    const job: RankedJob = { id: String(candidate._id), posted: candidate.posted, yearlySalaryMax: candidate.yearlySalaryMax };
    if (query.origin) {
      const miles = greatCircleMiles(query.origin, { latitude: candidate.latitude, longitude: candidate.longitude });
      if (miles > query.origin.radius) continue;
      job.distance = miles;
    } else {
      job.score = relevanceScore(
        { title: candidate.title ?? '', companyName: candidate.companyName ?? '', description: candidate.description ?? '' },
        query.terms,
      );
    }
    ranked.push(job);
  }
  ranked.sort(compareRankedJobs(query.codeSort!));
  const onPage = ranked.slice(skip, skip + pageSize);
  const found = await jobs
    .find({ _id: { $in: onPage.map((job) => new Types.ObjectId(job.id)) } }, { projection: hiddenFields })
    .toArray();
  const byId = new Map(found.map((job) => [String(job._id), job]));
  const items = onPage.map((job) => ({ ...byId.get(job.id), distance: job.distance }));
  return { items, total: ranked.length, page: query.page, pageSize };
};

const startBaseline = async (): Promise<{ server: Server; url: string }> => {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/api/jobs') {
      response.writeHead(404).end();
      return;
    }
    baselinePage(url.searchParams).then(
      (page) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
};

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** How it was measured: "10 s @10" (a window) or "4 req @2" (a fixed count run to the end). */
  how: string;
}

type Plan = { duration: number; connections: number } | { amount: number; connections: number };

/** A window, unless a window would finish (almost) no requests of this shape. */
const planFor = (aloneMs: number): Plan => {
  if (fixedRequests) return { amount: fixedRequests, connections: Math.min(connections, fixedRequests) };
  if (aloneMs > (durationSeconds * 1000) / 5) {
    return { amount: slowRequests, connections: Math.min(connections, slowConnections, slowRequests) };
  }
  return { duration: durationSeconds, connections };
};

const measure = async (url: string, plan: Plan): Promise<Measured> => {
  // autocannon runs in this process (workers: 0), sharing the event loop with both servers alike.
  const result = await autocannon({ url, ...plan, timeout: timeoutSeconds });
  const finished = result.requests.total;
  return {
    requestsPerSecond: result.duration > 0 ? finished / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: finished,
    how: 'amount' in plan ? `${plan.amount} req @${plan.connections}` : `${plan.duration} s @${plan.connections}`,
  };
};

/** One request alone: its total, and how long it took with nothing else running. */
const totalOf = async (url: string): Promise<{ total: number; ms: number }> => {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const { total } = (await response.json()) as { total: number };
  return { total, ms: performance.now() - started };
};

type PlanNode = { stage?: string; indexName?: string; inputStage?: PlanNode; inputStages?: PlanNode[] };
const stagesOf = (node: PlanNode | undefined): string[] => {
  if (!node?.stage) return [];
  const here = node.indexName ? `${node.stage}(${node.indexName})` : node.stage;
  const below = [node.inputStage, ...(node.inputStages ?? [])].flatMap((child) => stagesOf(child));
  return [here, ...below];
};

/**
 * MongoDB's winning plan for one find. The embedded fallback has no query planner (it builds
 * only _id and unique indexes and scans otherwise), so it reports none.
 */
const explainFind = async (filter: Record<string, unknown>, sort?: Record<string, 1 | -1>): Promise<string> => {
  const cursor = mongoose.connection.db!.collection('jobs').find(filter);
  if (sort) cursor.sort(sort);
  const explained = (await cursor.explain().catch(() => ({}))) as Record<string, unknown>;
  const planner = explained.queryPlanner as Record<string, unknown> | undefined;
  const winning = planner?.winningPlan as PlanNode | undefined;
  if (!winning?.stage) return 'no plan reported (scan)';
  const stages = stagesOf(winning);
  const verdict = stages.some((stage) => stage.startsWith('IXSCAN')) ? 'index' : stages.includes('COLLSCAN') ? 'NO INDEX' : '?';
  return `${verdict} (${stages.join(' < ')})`;
};

/** Index use of each database query the shape makes. */
const explainShape = async (params: URLSearchParams): Promise<string> => {
  const query = await toQuery(params);
  if (query.sort) return `page + count: ${await explainFind(query.filter, query.sort)}`;
  const someIds = (await mongoose.connection.db!.collection('jobs').find({}, { projection: { _id: 1 } }).limit(pageSize).toArray()).map(
    (job) => job._id,
  );
  return (
    `candidates: ${await explainFind(query.filter)}\n` +
    `${' '.repeat(4)}then the page by _id $in: ${await explainFind({ _id: { $in: someIds } })}`
  );
};

/** The server's own word on what it is ("MongoDB 7.0.x"); the fallback is named by the provider. */
const describeServer = async (source: DatabaseSource): Promise<string> => {
  if (source === 'mongo-java-server') return `mongo-java-server ${embeddedServerVersion}, in memory`;
  const info = (await mongoose.connection.db!.admin().command({ buildInfo: 1 })) as Record<string, unknown>;
  return `MongoDB ${String(info.version)}`;
};

// ---------------------------------------------------------------------------------------------

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 0) => value.toFixed(digits);

const main = async () => {
  const database = await obtainDatabase({ purpose: 'test', dataDir: '', log });
  const dbName = `bench-jobs-${Date.now()}`;
  // Interrupted (Ctrl+C, a time limit): still stop the database this run started.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.warn(`${signal}: stopping the database`);
      void database.stop().finally(() => process.exit(130));
    });
  }
  let ours: Awaited<ReturnType<typeof startWebServer>> | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    await connectDatabase({ uri: database.uri, dbName, log });
    log.info(`Seeding ${jobCount.toLocaleString('en-US')} active jobs in batches of ${batchSize}...`);
    const seeded = await seedJobs(jobCount);
    log.info(
      `Seeded in ${seeded.seconds.toFixed(1)} s (${num(jobCount / seeded.seconds)} jobs/s); ` +
        `${seeded.withSalary.toLocaleString('en-US')} with a yearly salary`,
    );

    ours = await startWebServer(
      createPublicApi({
        config: baseServiceEnvSchema.parse({
          NODE_ENV: 'test',
          MONGODB_URI: database.uri,
          MONGODB_DB: dbName,
          SESSION_SECRET: 'bench-only-secret-that-signs-nothing-0123456789',
          LOG_LEVEL: 'silent',
        }),
        logger: createLogger('bench', 'silent'),
      }),
      { port: 0, host: '127.0.0.1' },
    );
    baseline = await startBaseline();

    // The gazetteer is loaded once, shared by both servers (same process).
    await findPlace('Austin, TX');
    const loadBefore = loadavg();
    const measuredFrom = performance.now();
    const rows: string[][] = [];
    const plans: string[][] = [];
    for (const shape of shapes.filter((candidate) => !only || only.some((part) => candidate.name.includes(part)))) {
      const oursUrl = `${ours.url}/api/jobs?${shape.query}`;
      const baselineUrl = `${baseline.url}/api/jobs?${shape.query}`;
      // One request each first: checks both answer the same total. When those were quick, a second
      // pair is the "alone" figure (the first warmed the code paths); a slow one is kept as it is.
      let [{ total: oursTotal, ms: oursAlone }, { total: baselineTotal, ms: baselineAlone }] = [
        await totalOf(oursUrl),
        await totalOf(baselineUrl),
      ];
      if (Math.max(oursAlone, baselineAlone) < 1_000) {
        [{ total: oursTotal, ms: oursAlone }, { total: baselineTotal, ms: baselineAlone }] = [
          await totalOf(oursUrl),
          await totalOf(baselineUrl),
        ];
      }
      if (oursTotal !== baselineTotal) log.warn(`${shape.name}: totals differ (ours ${oursTotal}, baseline ${baselineTotal})`);
      const oursPlan = planFor(oursAlone);
      const baselinePlan = planFor(baselineAlone);
      log.info(
        `${shape.name}: ${oursTotal.toLocaleString('en-US')} matches; one request alone ${num(oursAlone)} ms (ours), ` +
          `${num(baselineAlone)} ms (baseline); measuring...`,
      );
      const a = await measure(oursUrl, oursPlan);
      log.info(`  ours (${a.how}): ${a.requestsPerSecond.toPrecision(2)} req/s, p50 ${num(a.p50)} ms; now the baseline...`);
      const b = await measure(baselineUrl, baselinePlan);
      log.info(`  baseline (${b.how}): ${b.requestsPerSecond.toPrecision(2)} req/s, p50 ${num(b.p50)} ms`);
      const problems = [a, b].some((m) => m.errors || m.non2xx)
        ? ` (errors+timeouts/non-2xx: ours ${a.errors}/${a.non2xx}, baseline ${b.errors}/${b.non2xx})`
        : '';
      const rate = (value: number) => (value > 0 && value < 1 ? value.toPrecision(2) : num(value, value < 10 ? 2 : 1));
      rows.push([
        shape.name,
        oursTotal.toLocaleString('en-US'),
        num(oursAlone),
        num(baselineAlone),
        `${a.how} (${a.requests})`,
        rate(a.requestsPerSecond),
        num(a.p50),
        num(a.p99),
        `${b.how} (${b.requests})`,
        rate(b.requestsPerSecond),
        num(b.p50),
        num(b.p99),
        b.requestsPerSecond > 0 && a.requests > 0 ? num(a.requestsPerSecond / b.requestsPerSecond, 2) : '-',
        problems,
      ]);
      plans.push([shape.name, await explainShape(new URLSearchParams(shape.query))]);
    }
    const measuredSeconds = (performance.now() - measuredFrom) / 1000;
    const loadAfter = loadavg();

    const headers = [
      'shape',
      'matches',
      'ours 1 req ms',
      'base 1 req ms',
      'ours measured (done)',
      'req/s',
      'p50 ms',
      'p99 ms',
      'base measured (done)',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ours/base req/s',
      '',
    ];
    const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
    const line = (cells: string[]) =>
      cells.map((cell, column) => (column === 0 ? pad(cell, widths[column]) : cell.padStart(widths[column]))).join('  ');
    const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
    const server = await describeServer(database.source);
    console.log('');
    console.log(
      `Machine: ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}, database ${database.source} (${server})` +
        ` | ${jobCount.toLocaleString('en-US')} jobs, seeded in ${seeded.seconds.toFixed(1)} s`,
    );
    console.log(
      `autocannon: a ${durationSeconds} s window on ${connections} connections, or a fixed count of requests run to the end ` +
        `for shapes whose one request takes > ${num((durationSeconds * 1000) / 5)} ms | measuring took ${num(measuredSeconds)} s; ` +
        `load average (1/5/15 min) before ${loads(loadBefore)}, after ${loads(loadAfter)}`,
    );
    console.log('');
    console.log(line(headers));
    for (const row of rows) console.log(line(row));
    console.log('');
    console.log('Index use (explain of each find a shape makes; the count uses the same filter; relevant/distance rank the candidates in code):');
    const nameWidth = Math.max(...plans.map(([name]) => name.length));
    for (const [name, plan] of plans) console.log(`  ${pad(name, nameWidth)}  ${plan.replaceAll('\n', `\n  ${' '.repeat(nameWidth)}`)}`);
  } finally {
    await ours?.stop();
    if (baseline) await new Promise((resolve) => baseline!.server.close(resolve));
    if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) {
      await mongoose.connection.db!.dropDatabase();
      await disconnectDatabase();
    }
    await database.stop();
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
