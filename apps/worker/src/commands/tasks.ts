/**
 * The task queue, for an operator: how many tasks of each kind are in each state, and the dead
 * ones with their last error (the same counts as `queued_tasks` in the worker's /metrics):
 *   MONGODB_URI='<as printed by npm start>' npm run tasks
 * Once the cause of failed scorings is fixed, asks for every one again (their employers see
 * "Scoring…" until the worker has scored them):
 *   MONGODB_URI='...' npm run tasks -- --retry-failed
 */
import { parseArgs } from 'node:util';
import { retryEveryFailedScoring } from '@jobboard/applications';
import { connectDatabase, disconnectDatabase, QueuedTaskModel } from '@jobboard/db';
import { countQueuedTasks } from '@jobboard/server-kit';

const main = async () => {
  const { values } = parseArgs({ options: { 'retry-failed': { type: 'boolean', default: false } } });
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('Set MONGODB_URI (npm start prints the one it uses).');
  await connectDatabase({ uri, dbName: process.env.MONGODB_DB ?? 'jobboard', log: console });
  try {
    if (values['retry-failed']) console.log(`${await retryEveryFailedScoring()} failed scorings queued again`);
    const counts = await countQueuedTasks();
    if (counts.length === 0) console.log('The task queue is empty.');
    for (const { kind, status, count } of counts.sort((a, b) => a.kind.localeCompare(b.kind) || a.status.localeCompare(b.status))) {
      console.log(`${kind.padEnd(24)} ${status.padEnd(8)} ${count}`);
    }
    const dead = await QueuedTaskModel.find({ status: 'dead' }).sort({ updatedAt: -1 }).limit(20).lean();
    for (const task of dead) console.log(`dead: ${task._id} after ${task.attempts} attempts: ${task.lastError ?? 'no error recorded'}`);
  } finally {
    await disconnectDatabase();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
