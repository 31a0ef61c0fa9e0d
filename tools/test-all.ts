/**
 * Every check of `npm test`, in three lanes that run side by side on the one test database
 * (tools/with-test-database.ts starts it around this):
 * - the schema fuzzing (platform-tests:fuzz), the longest task, which mostly waits on requests;
 * - the front ends: their builds, then the browser tests and the size budget, which need them;
 * - the rest: lint and type checks, then every other project's tests.
 * Run as one `nx run-many`, Nx starts the two long lanes last (they sit deepest in the project
 * graph), when little else is left to fill the cores while they wait. Exits non-zero when any lane fails.
 */
import { spawn } from 'node:child_process';

/** One Nx command, its arguments after `nx`. */
const nx = (args: string[]): string[] => [...args, '--outputStyle=stream'];

const lanes: { name: string; steps: string[][] }[] = [
  { name: 'fuzz', steps: [nx(['run', 'platform-tests:fuzz'])] },
  { name: 'front ends', steps: [nx(['run-many', '-t', 'test', '-p', 'browser-tests', 'tools'])] },
  {
    name: 'the rest',
    steps: [nx(['run-many', '-t', 'lint', 'typecheck']), nx(['run-many', '-t', 'test', '--exclude', 'browser-tests,tools', '--parallel=2'])],
  },
];

const run = (args: string[]) =>
  new Promise<number>((resolve) => {
    // Three Nx processes at once: none of them may start the Nx daemon for the others.
    const child = spawn('npx', ['nx', ...args], { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
    child.once('close', (code) => resolve(code ?? 1));
  });

const runLane = async (lane: (typeof lanes)[number]) => {
  const started = Date.now();
  let failed = false;
  // A failed step ends its lane; the other lanes go on, so one run reports every failure.
  for (const step of lane.steps) {
    if ((await run(step)) !== 0) {
      failed = true;
      break;
    }
  }
  console.log(`[npm test] ${lane.name}: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
  return !failed;
};

void Promise.all(lanes.map(runLane)).then((results) => {
  process.exitCode = results.every(Boolean) ? 0 : 1;
});
