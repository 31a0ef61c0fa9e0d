import { documentLimits } from '@jobboard/domain';

/** Why a document's text was not extracted (over a limit, waited or ran too long); the application is kept without it. */
export class ExtractionRefused extends Error {
  override name = 'ExtractionRefused';
}

export interface ExtractionQueueSettings {
  /** Extractions that run at once; the others wait in arrival order. */
  concurrency: number;
  maxWaitMs?: number;
  /** What one running extraction may add to the process's resident memory. */
  memoryPerExtractionBytes?: number;
  /** The process's resident memory now (replaced in tests). */
  residentBytes?: () => number;
}

/** How often the memory guard looks while extractions run. */
const memoryCheckIntervalMs = 50;

/**
 * Runs document extractions at most `concurrency` at a time, so ten hostile uploads at once
 * never run ten parsers. A task waits at most `maxWaitMs` for its turn. While tasks run, a guard
 * watches the whole process's resident memory (heap limits do not cover buffers): past what it
 * was when the queue was idle plus the allowance of each slot, every running task is told to
 * stop through its signal.
 */
export const createExtractionQueue = ({
  concurrency,
  maxWaitMs = documentLimits.maxQueueWaitMs,
  memoryPerExtractionBytes = documentLimits.extractionMemoryBytes,
  residentBytes = () => process.memoryUsage.rss(),
}: ExtractionQueueSettings) => {
  const waiting: { start: () => void }[] = [];
  const running = new Set<AbortController>();
  // Slots are taken synchronously, so tasks that arrive in the same tick cannot all take one.
  let slotsTaken = 0;
  let idleResidentBytes = 0;
  let guard: NodeJS.Timeout | undefined;

  const checkMemory = () => {
    // Every slot's allowance, not only the busy ones': memory a finished worker used is not
    // always given back to the system at once, and it is not the running ones' doing.
    const ceiling = idleResidentBytes + concurrency * memoryPerExtractionBytes;
    if (residentBytes() <= ceiling) return;
    for (const controller of running) controller.abort('resume text extraction stopped: the service ran short of memory');
  };

  const startGuard = () => {
    idleResidentBytes = residentBytes();
    guard = setInterval(checkMemory, memoryCheckIntervalMs);
    guard.unref();
  };

  const stopGuard = () => {
    clearInterval(guard);
    guard = undefined;
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (slotsTaken < concurrency && waiting.length === 0) {
        slotsTaken += 1;
        return resolve();
      }
      const entry = {
        start: () => {
          clearTimeout(timer);
          slotsTaken += 1;
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new ExtractionRefused('resume text extraction waited too long for its turn'));
      }, maxWaitMs);
      waiting.push(entry);
    });

  return {
    async run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> {
      await turn();
      const controller = new AbortController();
      // Measured when a busy spell starts, not between two of its tasks (a worker just ended has not given its memory back yet).
      if (!guard) startGuard();
      running.add(controller);
      try {
        return await task(controller.signal);
      } finally {
        running.delete(controller);
        slotsTaken -= 1;
        const next = waiting.shift();
        if (next) next.start();
        else if (slotsTaken === 0) stopGuard();
      }
    },
    /** How many run and how many wait (for tests and logs). */
    get load() {
      return { running: slotsTaken, waiting: waiting.length };
    },
  };
};
export type ExtractionQueue = ReturnType<typeof createExtractionQueue>;
