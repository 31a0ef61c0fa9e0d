import { createApplicationTaskWorker } from '@jobboard/applications';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Runs every due task of the queue as the worker does (scoring applications), and answers how
 * many ran: a test that applies and then reads the score calls it in between.
 */
export const runQueuedTasks = ({ concurrency = 1 }: { concurrency?: number } = {}): Promise<number> =>
  createApplicationTaskWorker({ log: quiet, concurrency }).runDue();
