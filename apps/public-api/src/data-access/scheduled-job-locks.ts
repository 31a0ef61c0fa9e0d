import { isDuplicateKeyError, ScheduledJobLockModel } from '@jobboard/db';

/**
 * The lock of a scheduled job: held by one worker until it runs out. Taking it is one
 * conditional update on one document (created first when missing).
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
