/**
 * `npm run bench:jobs [-- --jobs 100000 --duration 10 --connections 10 --only typo,phrase]`: seeds a
 * fresh database with active jobs, starts the real public API in this process and measures its
 * public job search over HTTP (GET /api/jobs, and GET /api/jobs/second-chance) for a mixed set of
 * query shapes: plain keywords, a typo, a phrase, a synonym, an abbreviation, filters with their
 * facet counts, a distance search, sorts, a deep page, the second-chance list. Prints req/s, p50
 * and p99 latency per shape. A script that prints figures, not a test.
 *
 * Search runs on the in-process search index (libs/job-search/src/search-index). public-api's
 * main builds it right after start; the app started here builds it on its first search, as a
 * process whose build has not finished makes that search wait: the first request is timed on its own
 * and reported as the index build (with the heap it added, and how long reading the same fields
 * from the database takes alone), before any shape is measured. Every
 * later search first reads the jobs changed since the last one seen (`updatedAt`) and the
 * collection's estimated count; the median of that catch-up alone, with nothing changed, is
 * printed too. Seeded jobs carry `updatedAt` = their posting time (as jobs not edited since
 * posting), so that read finds what it finds in steady state: almost nothing. The index keeps the
 * answers of recent searches until a job changes, and each shape repeats one address: its figures
 * are of a search asked again (the catch-up read and the page's jobs are still read every time);
 * `npm run bench:search-quality` times every search afresh.
 *
 * Each shape is measured for `--duration` seconds on `--connections` connections, unless one
 * request alone already takes more than a fifth of that window: a window would then end with few
 * or no requests finished (autocannon does not count requests still in flight), so that shape is
 * measured with a fixed number of requests instead, `--slow-requests` (default 4) on at most
 * `--slow-connections` (default 2) connections, run to completion. `--requests N` measures every
 * shape that way with N requests. req/s is always requests finished / elapsed seconds; the
 * `measured` column says which way each row was measured. Before any shape is measured, each
 * windowed one runs unrecorded for `--warmup` seconds (default 1) under the same load, so the JIT
 * has compiled the code paths of all of them. `--timeout S` (default 600) is
 * autocannon's per-request timeout. autocannon runs in this process too (workers: 0), so it takes
 * some of the CPU the API would otherwise have.
 *
 * The database comes from @jobboard/db's provider: MONGODB_URI if set, else (offline) the
 * embedded mongo-java-server in memory. That one builds only _id and unique indexes and scans for
 * everything else, so the catch-up read scans every job on each search there (MongoDB serves it
 * with the `{updatedAt: 1}` index) and its figures say how development feels: for MongoDB's, run
 * with MONGODB_URI pointing at a MongoDB 7 server. Its JVM heap is 512 MB unless
 * EMBEDDED_DB_MAX_HEAP says otherwise: seeding 100,000 jobs needs `EMBEDDED_DB_MAX_HEAP=2g`.
 */
import { cpus, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import { connectDatabase, disconnectDatabase, findPlace, JobModel } from '@jobboard/db';
import { obtainDatabase, type DatabaseSource, embeddedServerVersion } from '@jobboard/dev';
import { baseServiceEnvSchema, createLogger, startWebServer } from '@jobboard/server-kit';
import { jobFairChanceFields } from '@jobboard/domain';
import { jobSearchIndex } from '@jobboard/job-search';
import mongoose, { Types } from 'mongoose';
import { createPublicApi } from '../apps/public-api/src/app';
import { indexedProjection } from '../libs/job-search/src/search-index/job-facts';
import { demoJobDocument } from '@jobboard/seed';
import { generateDemoJobs, seedCompanies } from '@jobboard/seed/data';

const batchSize = 2_000;
const dayMs = 24 * 60 * 60 * 1000;

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
const warmupSeconds = option('warmup', 1);
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1].split(',');

const log = {
  info: (message: string) => console.log(`[bench] ${message}`),
  warn: (message: string) => console.warn(`[bench] ${message}`),
};

/** A full collection (V8's own, exposed at run time) so heap figures count live objects only. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeapMb = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/** The query shapes measured: what people really ask of the job search. */
const shapes: Array<{ name: string; path: string }> = [
  { name: 'keyword', path: '/api/jobs?q=nurse' },
  { name: 'keyword, newest', path: '/api/jobs?q=nurse&sort=recent' },
  { name: 'typo (nurce)', path: '/api/jobs?q=nurce' },
  { name: 'phrase (customer service)', path: '/api/jobs?q=customer%20service' },
  { name: 'synonym (developer)', path: '/api/jobs?q=developer' },
  { name: 'abbreviation (RN)', path: '/api/jobs?q=RN' },
  { name: 'filters + facets', path: '/api/jobs?type=full-time%2Ccontract&experience=mid&salary=50000-75000&clearance=Secret' },
  { name: 'keyword + filters + facets', path: '/api/jobs?q=technician&type=full-time&experience=mid&salary=50000-75000' },
  { name: 'location 50 mi, distance', path: '/api/jobs?location=Austin%2C%20TX&distance=50&sort=distance' },
  { name: 'salary-high sort', path: '/api/jobs?sort=salary-high' },
  { name: 'default, page 5', path: '/api/jobs?page=5' },
  { name: 'second-chance list', path: '/api/jobs/second-chance' },
  { name: 'second-chance, keyword', path: '/api/jobs/second-chance?q=driver' },
];

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

const seedJobs = async (count: number) => {
  const now = new Date();
  // Search never reads the employer: ids are enough, no employer documents are needed.
  const employerIds = seedCompanies.map(() => new Types.ObjectId());
  // Jobs of second-chance employers carry the copy of a current attestation, as employer-api
  // copies it onto them, so the second-chance list has jobs to show.
  const fairChance = jobFairChanceFields({ practices: ['individualised-assessment'], attestedAt: new Date(now.getTime() - 30 * dayMs) }, now);
  const demoJobs = generateDemoJobs(count);
  const started = performance.now();
  for (let from = 0; from < demoJobs.length; from += batchSize) {
    const batch = demoJobs.slice(from, from + batchSize).map((demo) => {
      const job = demoJobDocument(demo, employerIds[demo.companyIndex], now);
      return { ...job, ...(demo.secondChanceEmployer ? fairChance : {}), updatedAt: job.posted };
    });
    // insertMany validates each document, so the job schema's pre('validate') hook fills
    // yearlySalaryMin/Max and clearanceRank as for any other save (checked below); `timestamps:
    // false` keeps the updatedAt given.
    await JobModel.insertMany(batch, { ordered: false, timestamps: false });
    const done = Math.min(from + batchSize, demoJobs.length);
    if (done % 20_000 === 0 || done === demoJobs.length) {
      log.info(`  ${done.toLocaleString('en-US')} jobs (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const jobs = mongoose.connection.db!.collection('jobs');
  const [active, withSalary, secondChance] = await Promise.all([
    jobs.countDocuments({ status: 'active' }),
    jobs.countDocuments({ yearlySalaryMax: { $type: 'number' } }),
    jobs.countDocuments({ 'fairChance.attestedAt': { $type: 'date' } }),
  ]);
  if (active !== count || withSalary === 0) {
    throw new Error(`seeding went wrong: ${active} active, ${withSalary} with a yearly salary, of ${count}`);
  }
  return { seconds, withSalary, secondChance };
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

/** One request alone: its total, whether it offered a correction, and how long it took with nothing else running. */
const requestAlone = async (url: string): Promise<{ total: number; didYouMean?: string; ms: number }> => {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const { total, didYouMean } = (await response.json()) as { total: number; didYouMean?: string };
  return { total, didYouMean, ms: performance.now() - started };
};

/** The server's own word on what it is ("MongoDB 7.0.x"); the fallback is named by the provider. */
const describeServer = async (source: DatabaseSource): Promise<string> => {
  if (source === 'mongo-java-server') return `mongo-java-server ${embeddedServerVersion}, in memory`;
  const info = (await mongoose.connection.db!.admin().command({ buildInfo: 1 })) as Record<string, unknown>;
  return `MongoDB ${String(info.version)}`;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
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
  let api: Awaited<ReturnType<typeof startWebServer>> | undefined;
  try {
    await connectDatabase({ uri: database.uri, dbName, log });
    log.info(`Seeding ${jobCount.toLocaleString('en-US')} active jobs in batches of ${batchSize}...`);
    const seeded = await seedJobs(jobCount);
    log.info(
      `Seeded in ${seeded.seconds.toFixed(1)} s (${num(jobCount / seeded.seconds)} jobs/s); ` +
        `${seeded.withSalary.toLocaleString('en-US')} with a yearly salary, ${seeded.secondChance.toLocaleString('en-US')} of second-chance employers`,
    );

    api = await startWebServer(
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

    // The first search builds the index from the database: timed alone, with the heap it adds.
    const heapBefore = liveHeapMb();
    const firstUrl = `${api.url}/api/jobs`;
    const first = await requestAlone(firstUrl);
    const heapAfter = liveHeapMb();
    const again = await requestAlone(firstUrl);
    if (jobSearchIndex.size !== jobCount) throw new Error(`the index holds ${jobSearchIndex.size} jobs, not ${jobCount}`);
    // The part of the build that is the database's: the same fields read again with the same cursor, alone.
    const readStarted = performance.now();
    for await (const job of JobModel.find({}, indexedProjection).lean().cursor({ batchSize: 1_000 })) void job;
    const readSeconds = (performance.now() - readStarted) / 1000;
    // The read every search starts with: nothing changed since, so it is the database's cost alone.
    const catchUps: number[] = [];
    for (let run = 0; run < 15; run += 1) {
      const started = performance.now();
      await jobSearchIndex.fresh();
      catchUps.push(performance.now() - started);
    }
    log.info(
      `First request (builds the index from ${jobCount.toLocaleString('en-US')} jobs): ${num(first.ms / 1000, 2)} s, ` +
        `heap +${num(heapAfter - heapBefore)} MB; reading the same fields again alone ${num(readSeconds, 2)} s; the same request again ${num(again.ms)} ms; catch-up read alone, median ${num(median(catchUps), 1)} ms`,
    );

    // The gazetteer is loaded once before the distance shape is timed.
    await findPlace('Austin, TX');
    const loadBefore = loadavg();
    const measuredFrom = performance.now();
    const selected = shapes.filter((candidate) => !only || only.some((part) => candidate.name.includes(part)));
    // First every shape alone, then every windowed shape under load unrecorded (the JIT compiles
    // the code paths of all of them before any is measured), then the measurements.
    const prepared = [];
    for (const shape of selected) {
      const url = `${api.url}${shape.path}`;
      // One request first; when it was quick, a second one is the "alone" figure; a slow one is kept as it is.
      let alone = await requestAlone(url);
      if (alone.ms < 1_000) alone = await requestAlone(url);
      if (alone.total === 0) log.warn(`${shape.name}: found nothing${alone.didYouMean ? ` (did you mean "${alone.didYouMean}")` : ''}`);
      log.info(`${shape.name}: ${alone.total.toLocaleString('en-US')} matches; one request alone ${num(alone.ms)} ms`);
      prepared.push({ shape, url, alone, plan: planFor(alone.ms) });
    }
    const windowed = prepared.filter(({ plan }) => 'duration' in plan);
    log.info(`Warming up: ${windowed.length} shapes, ${warmupSeconds} s each...`);
    for (const { url, plan } of windowed) await measure(url, { ...plan, duration: warmupSeconds });
    const rows: string[][] = [];
    for (const { shape, url, alone, plan } of prepared) {
      const measured = await measure(url, plan);
      log.info(`${shape.name} (${measured.how}): ${measured.requestsPerSecond.toPrecision(3)} req/s, p50 ${num(measured.p50)} ms`);
      const problems = measured.errors || measured.non2xx ? `errors+timeouts ${measured.errors}, non-2xx ${measured.non2xx}` : '';
      const rate = (value: number) => (value > 0 && value < 1 ? value.toPrecision(2) : num(value, value < 10 ? 2 : 1));
      rows.push([
        shape.name,
        alone.total.toLocaleString('en-US'),
        num(alone.ms),
        `${measured.how} (${measured.requests})`,
        rate(measured.requestsPerSecond),
        num(measured.p50),
        num(measured.p99),
        problems,
      ]);
    }
    const measuredSeconds = (performance.now() - measuredFrom) / 1000;
    const loadAfter = loadavg();

    const headers = ['shape', 'matches', '1 req ms', 'measured (done)', 'req/s', 'p50 ms', 'p99 ms', ''];
    const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
    const line = (cells: string[]) =>
      cells
        .map((cell, column) => (column === 0 ? pad(cell, widths[column]) : cell.padStart(widths[column])))
        .join('  ')
        .trimEnd();
    const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
    const server = await describeServer(database.source);
    console.log('');
    console.log(
      `Machine: ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}, database ${database.source} (${server})` +
        ` | ${jobCount.toLocaleString('en-US')} jobs, seeded in ${seeded.seconds.toFixed(1)} s`,
    );
    console.log(
      `Index built by the first request: ${num(first.ms / 1000, 2)} s, heap +${num(heapAfter - heapBefore)} MB ` +
        `(${num(heapBefore)} -> ${num(heapAfter)} MB live); reading the jobs' indexed fields alone takes ${num(readSeconds, 2)} s; the same request again ${num(again.ms)} ms; ` +
        `catch-up read before each search, nothing changed: median ${num(median(catchUps), 1)} ms`,
    );
    console.log(
      `autocannon: a ${durationSeconds} s window on ${connections} connections (every shape warmed up ${warmupSeconds} s first), or a fixed count of requests run to the end ` +
        `for shapes whose one request takes > ${num((durationSeconds * 1000) / 5)} ms | measuring took ${num(measuredSeconds)} s; ` +
        `load average (1/5/15 min) before ${loads(loadBefore)}, after ${loads(loadAfter)}`,
    );
    console.log('');
    console.log(line(headers));
    for (const row of rows) console.log(line(row));
  } finally {
    await api?.stop();
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
