/**
 * The durable task queue (server-kit task-queue.ts) on the database this run uses: each task is
 * claimed by one worker of many, failures are retried and end dead, a dead worker's task is
 * taken over after its lease, and a late worker cannot record an outcome.
 */
import { QueuedTaskModel } from '@jobboard/db';
import { createTaskWorker, enqueueTask, requeueTask, type ClaimedTask, type TaskHandler } from '@jobboard/server-kit';
import { useTestDatabase } from '@jobboard/test-kit';

useTestDatabase();

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
// Each test queues tasks of a kind of its own, so what one leaves queued is no other's work.
let kind = '';
let sequence = 0;
beforeEach(() => {
  kind = `test-task-${(sequence += 1)}`;
});
const task = (payload: Record<string, unknown> = {}) => ({ key: `${kind}:${(sequence += 1)}`, kind, payload });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the task queue', () => {
  it('queues a task once however often it is asked', async () => {
    const asked = task();
    const answers = await Promise.all(Array.from({ length: 10 }, () => enqueueTask(asked)));

    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await QueuedTaskModel.countDocuments({ _id: asked.key })).toBe(1);
  });

  it('runs each task exactly once under 10 concurrent workers', async () => {
    const keys = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const queued = task();
        await enqueueTask(queued);
        return queued.key;
      }),
    );
    const runs = new Map<string, number>();
    const handler: TaskHandler = async ({ key }) => {
      runs.set(key, (runs.get(key) ?? 0) + 1);
      await sleep(5);
    };

    const ran = await Promise.all(Array.from({ length: 10 }, () => createTaskWorker({ handlers: { [kind]: handler }, log: quiet, concurrency: 2 }).runDue()));

    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(keys.map((key) => runs.get(key))).toEqual(keys.map(() => 1));
    expect(await QueuedTaskModel.countDocuments({ _id: { $in: keys }, status: 'done', attempts: 1 })).toBe(40);
  });

  it('retries a failing task with a growing delay and leaves it dead after its last attempt, telling once', async () => {
    const failing = task();
    await enqueueTask(failing);
    const attempts: number[] = [];
    const dead: ClaimedTask[] = [];
    let clock = Date.now();
    const worker = createTaskWorker({
      handlers: {
        [kind]: async ({ attempt }) => {
          attempts.push(attempt);
          throw new Error(`storage refused, attempt ${attempt}`);
        },
      },
      log: quiet,
      maxAttempts: 3,
      retryDelayMs: (tries) => 1_000 * tries,
      onDead: async (claimed) => void dead.push(claimed),
    });

    expect(await worker.runDue(() => new Date(clock))).toBe(1);
    const waiting = await QueuedTaskModel.findById(failing.key).lean();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'storage refused, attempt 1' });
    // Not due again until its delay has passed.
    expect(await worker.runDue(() => new Date(clock + 500))).toBe(0);
    clock += 1_000;
    expect(await worker.runDue(() => new Date(clock))).toBe(1);
    clock += 2_000;
    expect(await worker.runDue(() => new Date(clock))).toBe(1);
    clock += 60_000;
    expect(await worker.runDue(() => new Date(clock))).toBe(0);

    expect(attempts).toEqual([1, 2, 3]);
    expect(await QueuedTaskModel.findById(failing.key).lean()).toMatchObject({ status: 'dead', attempts: 3, lastError: 'storage refused, attempt 3' });
    expect(dead.map((claimed) => claimed.key)).toEqual([failing.key]);

    // An operator (or the employer's retry) puts it back with fresh attempts.
    expect(await requeueTask(failing)).toBe(true);
    expect(await QueuedTaskModel.findById(failing.key).lean()).toMatchObject({ status: 'queued', attempts: 0 });
    // Asking again while it waits changes nothing.
    expect(await requeueTask(failing)).toBe(false);
  });

  it("takes over a killed worker's task after its lease, and the late worker cannot record an outcome", async () => {
    const interrupted = task();
    await enqueueTask(interrupted);
    const leaseMs = 10_000;
    let releaseFirst: () => void = () => undefined;
    const firstStarted = new Promise<void>((started) => {
      // The first worker "dies" mid-task: its handler never finishes until the test lets it.
      void createTaskWorker({
        handlers: {
          [kind]: () => {
            started();
            return new Promise<void>((resolve) => (releaseFirst = resolve));
          },
        },
        log: quiet,
        leaseMs,
      }).runDue();
    });
    await firstStarted;
    const runsOfSecond: number[] = [];
    const second = createTaskWorker({ handlers: { [kind]: async ({ attempt }) => void runsOfSecond.push(attempt) }, log: quiet, leaseMs });

    // Within the lease, nobody else may take it.
    expect(await second.runDue()).toBe(0);
    // Once the lease has run out, the second worker takes it over and finishes it.
    expect(await second.runDue(() => new Date(Date.now() + leaseMs + 1_000))).toBe(1);
    expect(runsOfSecond).toEqual([2]);
    const finished = await QueuedTaskModel.findById(interrupted.key).lean();
    expect(finished).toMatchObject({ status: 'done', attempts: 2 });

    // The first worker wakes up: its lease is gone, so it records nothing.
    releaseFirst();
    await sleep(100);
    const after = await QueuedTaskModel.findById(interrupted.key).lean();
    expect(after).toMatchObject({ status: 'done', attempts: 2 });
    expect(after?.leasedBy).toBeUndefined();
    expect(after?.doneAt).toEqual(finished?.doneAt);
  });
});
