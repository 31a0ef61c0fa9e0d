import { isDuplicateKeyError, ScheduledJobLockModel } from '@jobboard/db';

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
