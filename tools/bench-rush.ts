/**
 * `npm run bench:rush`: a hiring rush. N signed-in job seekers (distinct applicants) apply to one
 * job at the same moment, each with a 60 kB text PDF resume, through the edge, with the four
 * services and the worker running as `npm start` runs them. Prints the answers by status, the
 * answer times (p50 / p95 / p99 / max), whether stored = counted = accepted, and the time until
 * every stored application is scored; exits 1 when a guarantee or target does not hold.
 *
 *   npm run bench:rush                          # 1,000 applications at once
 *   npm run bench:rush -- --applications 300
 *   npm run bench:rush -- --retry               # each applicant follows Retry-After, as the apply dialog does
 *   npm run bench:rush -- --direct              # straight to public-api, bypassing the edge: what one service accepts
 *
 * Targets on one 2-core machine: every answer 2xx or 503 with Retry-After, none timed out, p99 of
 * the first answers at most 2 s, stored = counted = accepted, all scored within 2 minutes. The
 * database: MONGODB_URI when set, else the test run's TEST_MONGODB_URI, else one obtained as
 * `npm test` does; a database of its own, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { rm } from 'node:fs/promises';
import { ApplicationModel, connectDatabase, disconnectDatabase, JobModel } from '@jobboard/db';
import { obtainDatabase } from '@jobboard/dev';
import { hashPassword } from '@jobboard/server-kit';
import mongoose from 'mongoose';
import { createEmployerWithJobs, createJobSeekers, lastServiceWarnings, resumePdfOfSize, sleep, startProduct } from './bench-stage';

const { values: args } = parseArgs({
  options: {
    applications: { type: 'string', default: '1000' },
    retry: { type: 'boolean', default: false },
    direct: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'service-logs': { type: 'boolean', default: false },
  },
});
const applicationCount = Number(args.applications);
const targets = { p99Ms: 2_000, scoredWithinMs: 120_000 };
/** A request not answered within this is counted as timed out (the edge itself waits 60 s). */
const clientTimeoutMs = 65_000;
const serviceLog = join(tmpdir(), `bench-rush-${process.pid}.log`);

interface Answer {
  status: number;
  /** The first answer's time (what a person waits before they are told something). */
  ms: number;
  retryAfter: boolean;
  attempts: number;
  email: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * One applicant's form as its bytes, encoded before the clock starts: the load generator shares
 * the machine's two cores with the product, so it should spend as little of them as it can.
 */
const encodedApplication = (email: string, resume: Buffer) => {
  const boundary = `----rush${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('applicantName', 'Rosa Delgado') +
    field('applicantEmail', email) +
    field('screeningResponses', JSON.stringify(['No, never', 'Yes, I own a car', 'I understand'])) +
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), resume, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
};

const rush = async (edgeUrl: string, jobId: string, seekers: { email: string; cookie: string }[], resume: Buffer): Promise<Answer[]> => {
  const forms = seekers.map((seeker) => ({ seeker, form: encodedApplication(seeker.email, resume) }));
  const apply = async ({ seeker, form }: (typeof forms)[number]): Promise<Answer> => {
    let first: { status: number; ms: number; retryAfter: boolean } | undefined;
    for (let attempt = 1; ; attempt += 1) {
      const startedAt = Date.now();
      let status = 0;
      let retryAfterMs: number | undefined;
      let retryAfter = false;
      try {
        const response = await fetch(`${edgeUrl}/api/jobs/${jobId}/apply`, {
          method: 'POST',
          body: form.body,
          headers: { cookie: seeker.cookie, 'content-type': form.contentType },
          signal: AbortSignal.timeout(clientTimeoutMs),
        });
        status = response.status;
        retryAfter = response.headers.has('retry-after');
        const answer = (await response.json().catch(() => ({}))) as { retryAfterMs?: number };
        retryAfterMs = answer.retryAfterMs ?? (retryAfter ? Number(response.headers.get('retry-after')) * 1000 : undefined);
      } catch {
        status = 0;
      }
      first ??= { status, ms: Date.now() - startedAt, retryAfter };
      if (!args.retry || status !== 503 || attempt >= 20) return { ...first, status, attempts: attempt, email: seeker.email };
      await sleep(retryAfterMs ?? 1_000);
    }
  };
  return Promise.all(forms.map(apply));
};

/** How long the apply route took inside public-api, by status: its request histogram in /metrics. */
const serviceTimeOf = async (serviceUrl: string) => {
  const text = await (await fetch(`${serviceUrl}/metrics`)).text();
  const series = (name: string) =>
    new Map(
      [...text.matchAll(new RegExp(`^${name}\\{([^}]*route="/api/jobs/:id/apply"[^}]*)\\} ([0-9.e+-]+)$`, 'gm'))].map((match) => [
        /status="(\d+)"/.exec(match[1])?.[1] ?? '?',
        Number(match[2]),
      ]),
    );
  const sums = series('http_request_duration_seconds_sum');
  const counts = series('http_request_duration_seconds_count');
  return [...counts].map(([status, count]) => ({ status, count, meanMs: Math.round(((sums.get(status) ?? 0) / count) * 1000) }));
};

const main = async () => {
  const given = process.env.MONGODB_URI ?? process.env.TEST_MONGODB_URI;
  const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
  const obtained = given ? undefined : await obtainDatabase({ purpose: 'test', dataDir: '', log });
  const database = { uri: given ?? obtained?.uri ?? '', dbName: `rush_${randomBytes(4).toString('hex')}` };
  const sessionSecret = randomBytes(32).toString('hex');
  await connectDatabase({ uri: database.uri, dbName: database.dbName, log: { info: () => undefined, warn: () => undefined } });
  let broken: string[] = [];
  try {
    console.log(`Starting the four services, the worker and the edge (${database.uri}${database.dbName})...`);
    const product = await startProduct({
      database,
      sessionSecret,
      serviceLog: args['service-logs'] ? 'inherit' : serviceLog,
      withWorker: true,
      // Every applicant shares 127.0.0.1: the per-address apply limit is raised for the run.
      extraEnv: { APPLY_RATE_LIMIT_PER_ADDRESS: String(applicationCount * 25) },
    });
    try {
      const [employer, seekers, resume] = await Promise.all([
        createEmployerWithJobs(1),
        hashPassword('correct horse battery').then((hash) => createJobSeekers(applicationCount, hash, sessionSecret)),
        resumePdfOfSize(60),
      ]);
      const jobId = employer.jobIds[0];
      console.log(`\nrush: ${applicationCount} signed-in job seekers apply to one job at once, ${(resume.length / 1024).toFixed(0)} kB PDF resumes${args.retry ? ', following Retry-After' : ''}`);

      const startedAt = Date.now();
      // --direct: straight to public-api, what one service accepts without the edge's bound and stamp.
      const answers = await rush(args.direct ? product.supervised.upstreams['public-api'] : product.edgeUrl, jobId, seekers, resume);
      const answeredMs = Date.now() - startedAt;

      // Every stored application scored (or failed), or the limit passed.
      let scoredAfterMs: number | undefined;
      let waitingForScore = 0;
      while (Date.now() - startedAt < targets.scoredWithinMs + 60_000) {
        waitingForScore = await ApplicationModel.countDocuments({ jobId, scoring: 'pending' });
        if (waitingForScore === 0) {
          scoredAfterMs = Date.now() - startedAt;
          break;
        }
        await sleep(250);
      }

      const serviceTimes = await serviceTimeOf(product.supervised.upstreams['public-api']);
      const stored = await ApplicationModel.find({ jobId }, { applicantEmail: 1, scoring: 1 }).lean();
      const counted = (await JobModel.findById(jobId, { applicantCount: 1 }).lean())?.applicantCount ?? 0;
      const accepted = answers.filter((answer) => answer.status === 201);
      const storedEmails = new Set(stored.map((application) => application.applicantEmail));
      const byStatus: Record<string, number> = {};
      for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
      const firstTimes = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      const retried = answers.filter((answer) => answer.attempts > 1).length;
      const unexpected = answers.filter((answer) => !(answer.status >= 200 && answer.status < 300) && !(answer.status === 503 && answer.retryAfter));
      const scoredFailed = stored.filter((application) => application.scoring === 'failed').length;

      const figures = {
        applications: applicationCount,
        finalStatuses: byStatus,
        retried,
        answeredInMs: answeredMs,
        p50Ms: percentile(firstTimes, 50),
        p95Ms: percentile(firstTimes, 95),
        p99Ms: percentile(firstTimes, 99),
        maxMs: firstTimes.at(-1) ?? 0,
        timeouts: answers.filter((answer) => answer.status === 0).length,
        accepted: accepted.length,
        stored: stored.length,
        counted,
        scoredAfterMs,
        scoringFailed: scoredFailed,
      };
      console.log(`  answers (final): ${JSON.stringify(byStatus)}${args.retry ? `; ${retried} applicants were told to retry and did` : ''}; all answered in ${answeredMs} ms`);
      console.log(`  first answer time: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms`);
      console.log(`  inside public-api (from its /metrics): ${serviceTimes.map((row) => `${row.status}: ${row.count} answered, mean ${row.meanMs} ms`).join('; ')}`);
      console.log(`  accepted ${accepted.length}, stored ${stored.length}, counted ${counted}; scoring failed ${scoredFailed}`);
      console.log(`  every stored application scored ${scoredAfterMs === undefined ? `not within the limit (${waitingForScore} still waiting)` : `${(scoredAfterMs / 1000).toFixed(1)} s after the rush began`}`);

      const checks = [
        { what: 'every answer was 2xx, or 503 with Retry-After', ok: unexpected.length === 0 },
        { what: 'no request timed out', ok: figures.timeouts === 0 },
        { what: `p99 of the first answers at most ${targets.p99Ms} ms`, ok: figures.p99Ms <= targets.p99Ms },
        { what: 'stored = counted = accepted (none lost, none twice)', ok: stored.length === accepted.length && counted === stored.length && accepted.every((answer) => storedEmails.has(answer.email)) },
        { what: `every stored application scored within ${targets.scoredWithinMs / 1000} s`, ok: scoredAfterMs !== undefined && scoredAfterMs <= targets.scoredWithinMs && scoredFailed === 0 },
      ];
      for (const check of checks) console.log(`  ${check.ok ? 'holds' : 'BROKEN'}: ${check.what}`);
      broken = checks.filter((check) => !check.ok).map((check) => check.what);
      if (unexpected.length > 0) console.log(`  unexpected answers: ${JSON.stringify(unexpected.slice(0, 5))}`);
      if (args.json) console.log(`bench-rush-results ${JSON.stringify({ ...figures, broken })}`);
    } finally {
      await product.stop();
    }
  } finally {
    await mongoose.connection.dropDatabase().catch(() => undefined);
    await disconnectDatabase();
    await obtained?.stop();
  }
  if (broken.length > 0) {
    if (!args['service-logs']) console.log(`\nthe services' last warnings:\n${lastServiceWarnings(serviceLog, 30).join('\n')}`);
    process.exitCode = 1;
  }
  await rm(serviceLog, { force: true });
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
