import { isDuplicateKeyError, onDatabaseShutdown, ScheduledJobLockModel } from '@jobboard/db';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';

/**
 * The lock of a scheduled job: held by one process until it runs out. Taking it is one
 * conditional update on one document (created first when missing), so of several processes
 * asking at once exactly one gets it.
 */
export const scheduledJobLocks = {
  async acquire(name: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
    try {
      await ScheduledJobLockModel.updateOne({ _id: name }, { $setOnInsert: { lockedUntil: new Date(0) } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const taken = await ScheduledJobLockModel.updateOne({ _id: name, lockedUntil: { $lte: now } }, { $set: { holder, lockedUntil: new Date(now.getTime() + leaseMs) } });
    return taken.modifiedCount === 1;
  },
};

/**
 * A background job, declared the same way for every one: the name of its lock, how often it runs,
 * the work (which logs what it did), and what a failure means, for the log. The work must be safe
 * to repeat: a run cut short by a crash is simply done again at a later round.
 */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  failure: string;
}

/**
 * How long the process that takes a job's lock keeps it: most of the job's period, and it is not
 * given back when the run ends, so a process whose timers run a little behind the holder's finds
 * this round done and skips it. A tenth of the period short of the whole, so the holder's own next
 * round (one period later) always finds it free; a holder that dies keeps it no longer than this.
 * A run that outlasts it may meet another process's run of the next round: hence safe to repeat.
 */
export const roundLeaseMs = (everyMs: number): number => Math.floor(everyMs * 0.9);

// The first round comes this soon after start (or one period, when that is shorter), so a process
// restarted more often than a job's period still runs it.
const defaultFirstRunMs = 5 * 60_000;

export interface SchedulerOptions {
  /** Where a failed run is told (the process's pino logger will do). */
  logger: { error(details: object, message: string): void };
  /** The clock the locks are taken by; tests move it on a round at a time. */
  now?: () => Date;
}

/**
 * The one scheduler of the background work. Every job runs each period under its own lock in the
 * database, so however many processes run the same jobs (worker replicas), each job runs once a
 * round. A round of a job is skipped while the database is away, and while this scheduler's
 * previous run of it is still going. `start` runs the rounds on unref'd timers until `stop` or the
 * process's disconnect from the database (its shutdown); `runJob` runs one round of a job now, as
 * its timer does, and `runRound` one of every job, each resolving when done or skipped.
 */
export const createScheduler = (jobs: readonly ScheduledJob[], { logger, now = () => new Date() }: SchedulerOptions) => {
  if (new Set(jobs.map((job) => job.name)).size !== jobs.length) throw new Error('two scheduled jobs share one lock name');
  const holder = randomUUID();
  const running = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runJob = async (job: ScheduledJob): Promise<void> => {
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected || running.has(job.name)) return;
    running.add(job.name);
    try {
      if (await scheduledJobLocks.acquire(job.name, holder, now(), roundLeaseMs(job.everyMs))) await job.run();
    } catch (error) {
      logger.error({ err: error, job: job.name }, job.failure);
    } finally {
      running.delete(job.name);
    }
  };

  const stop = () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.length = 0;
  };

  return {
    runJob: (name: string): Promise<void> => {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`no scheduled job named ${name}`);
      return runJob(job);
    },
    runRound: async (): Promise<void> => {
      await Promise.all(jobs.map(runJob));
    },
    start(firstRunMs = defaultFirstRunMs) {
      for (const job of jobs) {
        const firstRound = setTimeout(
          () => {
            if (stopped) return;
            void runJob(job);
            timers.push(setInterval(() => void runJob(job), job.everyMs).unref());
          },
          Math.min(firstRunMs, job.everyMs),
        ).unref();
        timers.push(firstRound);
      }
      onDatabaseShutdown(stop);
    },
    stop,
  };
};
export type Scheduler = ReturnType<typeof createScheduler>;
