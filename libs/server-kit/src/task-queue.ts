import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError, onDatabaseShutdown, QueuedTaskModel, type QueuedTaskStatus } from '@jobboard/db';
import mongoose from 'mongoose';

/**
 * The durable task queue: work owed after a request was answered (scoring an application) is
 * written to MongoDB in the request, then done by the worker. Written under a key made from what
 * it is for, so asking twice queues it once; claimed by one atomic `findOneAndUpdate` that leases
 * it to one worker; retried with a growing delay; `dead` after its last attempt, kept for an
 * operator (`queued_tasks{status="dead"}` in /metrics, `npm run tasks`). A worker that dies
 * mid-task loses its lease and the task is claimed again, so handlers must be safe to repeat.
 */

export interface TaskRequest {
  /** What the task is for, e.g. `score-application:<id>`: its id, so a repeated request queues it once. */
  key: string;
  kind: string;
  payload: Record<string, unknown>;
  /** When it may first run (now by default). */
  dueAt?: Date;
}

/** Queues a task; answers false when a task with this key was already queued (or has run). */
export const enqueueTask = async ({ key, kind, payload, dueAt = new Date() }: TaskRequest): Promise<boolean> => {
  try {
    await QueuedTaskModel.create({ _id: key, kind, payload, status: 'queued', nextAttemptAt: dueAt });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
};

/**
 * Puts a task that died (or finished) back in the queue with fresh attempts, or queues it anew
 * when it was never written or was already cleaned away. Answers false while it is queued or
 * running (nothing to do: it will run).
 */
export const requeueTask = async ({ key, kind, payload }: TaskRequest, now = new Date()): Promise<boolean> => {
  const requeued = await QueuedTaskModel.updateOne(
    { _id: key, status: { $in: ['dead', 'done'] } },
    { $set: { status: 'queued', attempts: 0, nextAttemptAt: now, payload }, $unset: { leasedBy: 1, lastError: 1, doneAt: 1 } },
  );
  if (requeued.modifiedCount === 1) return true;
  return enqueueTask({ key, kind, payload, dueAt: now });
};

/** What a handler learns of the task it runs. */
export interface ClaimedTask {
  key: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
  /** True on the last attempt: a handler that fails now leaves the task dead. */
  isLastAttempt: boolean;
}

/** Does one task; throws to have it tried again later (or left dead after the last attempt). */
export type TaskHandler = (task: ClaimedTask) => Promise<void>;

export interface TaskLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TaskWorkerOptions {
  handlers: Record<string, TaskHandler>;
  log: TaskLogger;
  /** Tasks this process runs at once. */
  concurrency?: number;
  /** How long an idle worker waits before looking again. */
  pollIntervalMs?: number;
  /** How long a claim holds a task: a worker that dies lets it go after this. */
  leaseMs?: number;
  /** Attempts before a task is left dead. */
  maxAttempts?: number;
  /** The wait before the next attempt after `attempts` failures. */
  retryDelayMs?: (attempts: number) => number;
  /** What is told when a task dies (besides the log), e.g. to mark its application "scoring failed". */
  onDead?: (task: ClaimedTask, error: unknown) => Promise<void>;
}

/** 2 s, 4 s, 8 s... up to 5 minutes. */
export const defaultTaskRetryDelayMs = (attempts: number) => Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);

const gist = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Runs queued tasks with the handler of their kind, `concurrency` at a time. `runDue` works until
 * nothing is due (tests call it); `start` polls until `stop` or the database shutdown.
 */
export const createTaskWorker = ({
  handlers,
  log,
  concurrency = 2,
  pollIntervalMs = 250,
  leaseMs = 60_000,
  maxAttempts = 5,
  retryDelayMs = defaultTaskRetryDelayMs,
  onDead,
}: TaskWorkerOptions) => {
  const workerId = randomUUID();
  const kinds = Object.keys(handlers);

  const claimNext = (now: Date) =>
    QueuedTaskModel.findOneAndUpdate(
      // Queued and due, or running under a lease that has run out (its worker died).
      { kind: { $in: kinds }, status: { $in: ['queued', 'running'] }, nextAttemptAt: { $lte: now } },
      { $set: { status: 'running', leasedBy: workerId, nextAttemptAt: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    ).lean();

  /** The outcome is written only while this worker still holds the lease. */
  const finish = (key: string, update: object) => QueuedTaskModel.updateOne({ _id: key, status: 'running', leasedBy: workerId }, update);

  const runOne = async (now: () => Date): Promise<boolean> => {
    const claimed = await claimNext(now());
    if (!claimed) return false;
    const task: ClaimedTask = {
      key: claimed._id,
      kind: claimed.kind,
      payload: (claimed.payload ?? {}) as Record<string, unknown>,
      attempt: claimed.attempts,
      isLastAttempt: claimed.attempts >= maxAttempts,
    };
    try {
      await handlers[task.kind](task);
    } catch (error) {
      const dead = task.isLastAttempt;
      log[dead ? 'error' : 'warn'](
        { err: error, task: task.key, attempt: task.attempt },
        dead ? 'a background task failed its last attempt and is left dead' : 'a background task failed; it will be tried again',
      );
      const failed = await finish(task.key, {
        $set: { status: dead ? 'dead' : 'queued', nextAttemptAt: new Date(now().getTime() + retryDelayMs(task.attempt)), lastError: gist(error) },
        $unset: { leasedBy: 1 },
      });
      if (dead && failed.modifiedCount === 1 && onDead) await onDead(task, error);
      return true;
    }
    await finish(task.key, { $set: { status: 'done', doneAt: now() }, $unset: { leasedBy: 1, lastError: 1 } });
    return true;
  };

  /** Runs due tasks, `concurrency` at a time, until none is due; answers how many were run. */
  const runDue = async (now: () => Date = () => new Date()): Promise<number> => {
    let ran = 0;
    const lane = async () => {
      while (await runOne(now)) ran += 1;
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    return ran;
  };

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();

  const stop = async () => {
    running = false;
    if (timer) clearTimeout(timer);
    timer = undefined;
    await round;
  };

  return {
    runDue,
    start() {
      if (running) return;
      running = true;
      const tick = () => {
        if (!running) return;
        // While the database is away, skip the round: the tasks wait where they are.
        const due = mongoose.connection.readyState === mongoose.ConnectionStates.connected ? runDue() : Promise.resolve(0);
        round = due
          .catch((error: unknown) => log.error({ err: error }, 'the task queue round failed; retrying'))
          .finally(() => {
            if (running) timer = setTimeout(tick, pollIntervalMs).unref();
          });
      };
      onDatabaseShutdown(() => void stop());
      timer = setTimeout(tick, 0).unref();
    },
    stop,
  };
};
export type TaskWorker = ReturnType<typeof createTaskWorker>;

/** How many tasks of each kind are in each state (the /metrics gauge and `npm run tasks`). */
export const countQueuedTasks = async (): Promise<{ kind: string; status: QueuedTaskStatus; count: number }[]> => {
  const rows = await QueuedTaskModel.aggregate<{ _id: { kind: string; status: QueuedTaskStatus }; count: number }>([
    { $group: { _id: { kind: '$kind', status: '$status' }, count: { $sum: 1 } } },
  ]);
  return rows.map((row) => ({ kind: row._id.kind, status: row._id.status, count: row.count }));
};

/** A task's state now, or undefined when there is no task under that key. */
export const queuedTaskStatus = async (key: string): Promise<QueuedTaskStatus | undefined> =>
  (await QueuedTaskModel.findById(key).select({ status: 1 }).lean())?.status ?? undefined;

/** Deletes tasks done before `before` (kept a while for operators); answers how many went. */
export const forgetDoneTasks = async (before: Date): Promise<number> =>
  (await QueuedTaskModel.deleteMany({ status: 'done', doneAt: { $lte: before } })).deletedCount;
