/**
 * The one scheduler (server-kit's createScheduler) over the worker's own jobs, on the run's
 * database: however many schedulers run the same jobs at once (worker replicas), each job runs
 * once a round, its round being its period.
 */
import { randomBytes } from 'node:crypto';
import { createStripeGateway } from '@jobboard/billing';
import { createScheduler, mailEnvSchema, type ScheduledJob } from '@jobboard/server-kit';
import { useTestDatabase } from '@jobboard/test-kit';
import { backgroundJobs, type BackgroundWorkDependencies } from '../src/background-work';

useTestDatabase();

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
// Each test's clock starts past the rounds the one before took the locks for.
let timeline = Date.now();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const dependencies = (logger: BackgroundWorkDependencies['logger'] = quiet): BackgroundWorkDependencies => ({
  mail: mailEnvSchema.parse({}),
  secret: randomBytes(32).toString('hex'),
  // The run's payments (stripe-mock, or test keys), as the worker reads them.
  gateway: createStripeGateway({ STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY, STRIPE_API_URL: process.env.STRIPE_API_URL }),
  logger,
  taskConcurrency: 1,
});

describe("the worker's scheduled jobs", () => {
  it('are all the background work, each under a lock of its own', () => {
    const jobs = backgroundJobs(dependencies());
    expect(jobs.map((job) => [job.name, job.everyMs / minuteMs])).toEqual([
      ['expired-pending-applications', 15],
      ['expired-guest-analyses', 15],
      ['unconfirmed-job-alerts', 15],
      ['recipient-mail-counts', 15],
      ['expired-account-tokens', 15],
      ['finished-tasks', 15],
      ['unscored-applications', 5],
      ['job-alert-digests', 5],
      ['fair-chance-expiry', 60],
      ['job-deadlines', 15],
      ['application-closure', 60],
      ['monthly-statements', 60],
      ['unpaid-subscriptions', 60],
    ]);
    // Without Stripe no subscription can be bought, so none is left unpaid.
    expect(backgroundJobs({ ...dependencies(), gateway: undefined }).map((job) => job.name)).not.toContain('unpaid-subscriptions');
  });

  it.each([
    ['at the same moments', 0],
    ['one a minute behind the other', minuteMs],
  ])('run each job once a round with two schedulers ticking %s, never two runs of a job together', async (_how, lagMs) => {
    const runs = new Map<string, number>();
    const running = new Map<string, number>();
    let overlapping = 0;
    // The worker's own declarations, their work replaced by a count and a pause (so runs could overlap).
    const counted = backgroundJobs(dependencies()).map((job): ScheduledJob => ({
      ...job,
      run: async () => {
        runs.set(job.name, (runs.get(job.name) ?? 0) + 1);
        running.set(job.name, (running.get(job.name) ?? 0) + 1);
        if (running.get(job.name)! > 1) overlapping += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        running.set(job.name, running.get(job.name)! - 1);
      },
    }));
    const start = (timeline += 3 * hourMs);
    let clock = new Date(start);
    // Two replicas over an hour: the timers of each tick every job at its own period, the second
    // replica's `lagMs` behind the first's; ticks of the same moment run at once.
    const ticks = [0, lagMs].flatMap((lag) => {
      const scheduler = createScheduler(counted, { logger: quiet, now: () => clock });
      return counted.flatMap((job) =>
        Array.from({ length: hourMs / job.everyMs + 1 }, (_, round) => ({ at: round * job.everyMs + lag, run: () => scheduler.runJob(job.name) })),
      );
    });
    for (const at of [...new Set(ticks.map((tick) => tick.at))].sort((a, b) => a - b)) {
      clock = new Date(start + at);
      await Promise.all(ticks.filter((tick) => tick.at === at).map((tick) => tick.run()));
    }

    // Once a round each: 13 digests (every 5 minutes, both ends of the hour), 5 sweeps, 2 hourly runs.
    expect(Object.fromEntries(runs)).toEqual(Object.fromEntries(counted.map((job) => [job.name, hourMs / job.everyMs + 1])));
    expect(overlapping).toBe(0);
  });

  it('runs the real jobs on the database without a failure', async () => {
    const failures: string[] = [];
    const logger = { ...quiet, error: (_details: object, message: string) => void failures.push(message) };
    const done: string[] = [];
    const jobs = backgroundJobs(dependencies(logger)).map((job): ScheduledJob => ({
      ...job,
      run: async () => {
        await job.run();
        done.push(job.name);
      },
    }));
    const start = (timeline += 3 * hourMs);
    const scheduler = createScheduler(jobs, { logger, now: () => new Date(start) });

    await scheduler.runRound();

    expect(failures).toEqual([]);
    expect(done.sort()).toEqual(jobs.map((job) => job.name).sort());
  });
});
