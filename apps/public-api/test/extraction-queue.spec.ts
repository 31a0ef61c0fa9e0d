import { createExtractionQueue, ExtractionRefused } from '@jobboard/applications';

/** A task that runs until `finish` is called, recording when it started and whether it was told to stop. */
const controllableTask = (log: string[], name: string) => {
  let finish: () => void = () => undefined;
  let signal: AbortSignal | undefined;
  const task = (given: AbortSignal) => {
    signal = given;
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => {
      finish = () => resolve(name);
      given.addEventListener('abort', () => reject(new ExtractionRefused(String(given.reason))));
    });
  };
  return { task, finish: () => finish(), get signal() { return signal; } };
};

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the extraction queue', () => {
  it('runs at most `concurrency` tasks at once, even when they arrive in the same tick, the others in arrival order', async () => {
    const queue = createExtractionQueue({ concurrency: 2 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => controllableTask(log, name));

    const results = tasks.map(({ task }) => queue.run(task));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });

    tasks[1].finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);

    tasks[0].finish();
    tasks[2].finish();
    await tick();
    tasks[3].finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createExtractionQueue({ concurrency: 1 });

    await expect(queue.run(() => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');

    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('refuses a task that waited too long for its turn, without running it', async () => {
    const queue = createExtractionQueue({ concurrency: 1, maxWaitMs: 30 });
    const log: string[] = [];
    const first = controllableTask(log, 'first');
    const running = queue.run(first.task);

    const waited = queue.run(controllableTask(log, 'late').task);

    await expect(waited).rejects.toBeInstanceOf(ExtractionRefused);
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;
    expect(log).toEqual(['start first']);
  });

  it('tells every running task to stop when the process grows past the allowance of its slots', async () => {
    let resident = 100;
    const queue = createExtractionQueue({ concurrency: 2, memoryPerExtractionBytes: 50, residentBytes: () => resident });
    const log: string[] = [];
    const [one, two] = [controllableTask(log, 'one'), controllableTask(log, 'two')];
    const results = [queue.run(one.task), queue.run(two.task)];
    await tick();

    resident = 200;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(one.signal?.aborted).toBe(false);

    resident = 201;
    await expect(results[0]).rejects.toThrow('ran short of memory');
    await expect(results[1]).rejects.toThrow('ran short of memory');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
