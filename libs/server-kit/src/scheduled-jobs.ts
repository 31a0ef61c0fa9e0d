import { isDuplicateKeyError, onDatabaseShutdown, ScheduledJobLockModel } from '@jobboard/db';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';

/**
 * The lock of a scheduled job: held by one process until it runs out. Taking it is one
 * conditional update on one document (created first when missing), so several instances of a
 * service never run one job at once (ARCHITECTURE, "Messages and background work").
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
  async release(name: string, holder: string) {
    await ScheduledJobLockModel.updateOne({ _id: name, holder }, { $set: { lockedUntil: new Date(0) } });
  },
};

// Longer than a run takes; a process that dies mid-run holds the lock no longer than this.
const defaultLeaseMs = 10 * 60_000;

/** Runs `work` unless another process holds its lock; the work itself is safe to repeat. */
export const runScheduled = async <T>(name: string, holder: string, work: () => Promise<T>, leaseMs = defaultLeaseMs): Promise<T | undefined> => {
  if (!(await scheduledJobLocks.acquire(name, holder, new Date(), leaseMs))) return undefined;
  try {
    return await work();
  } finally {
    await scheduledJobLocks.release(name, holder);
  }
};

/** A job of the hourly work: its lock's name, what it does (logging what it did), and what a failure means. */
export interface HourlyJob {
  name: string;
  run: () => Promise<unknown>;
  failure: string;
}

const hourMs = 60 * 60_000;
// A first run soon after start, so a service restarted more often than hourly still runs them.
const defaultFirstRunMs = 5 * 60_000;

/**
 * Runs each job hourly, each under its own lock (one process at a time), on unref'd timers;
 * rounds are skipped while the database is away, and the timers stop when the service
 * disconnects from the database (its shutdown).
 */
export const startHourlyJobs = (jobs: readonly HourlyJob[], logger: Pick<Logger, 'error'>, firstRunMs = defaultFirstRunMs) => {
  const holder = randomUUID();
  const round = () => {
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
    for (const job of jobs) {
      runScheduled(job.name, holder, job.run).catch((error: unknown) => logger.error({ err: error, job: job.name }, job.failure));
    }
  };
  const firstRun = setTimeout(round, firstRunMs).unref();
  const hourly = setInterval(round, hourMs).unref();
  onDatabaseShutdown(() => {
    clearTimeout(firstRun);
    clearInterval(hourly);
  });
};
