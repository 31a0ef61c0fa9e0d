/**
 * The supervisor `npm start` runs the services under: a child that exits on its own is started
 * again after delays that double per crash in a row up to a cap, start over once it ran healthy,
 * and stopping it stops it for good. Real child processes (small node programs).
 */
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restartDelayMs, SupervisedProcess, type ChildExit, type RestartPolicy } from '@jobboard/dev';

const policy: RestartPolicy = { initialDelayMs: 100, maxDelayMs: 400, healthyAfterMs: 1_500, stopTimeoutMs: 1_000 };

/**
 * Supervises a small program (node, or sh where it must start fast even on a busy machine);
 * records what the supervisor logs and every exit it reports.
 */
const supervise = (script: string, env: NodeJS.ProcessEnv = {}, shell = false) => {
  const logged: string[] = [];
  const exits: ChildExit[] = [];
  const [command, args] = shell ? ['sh', ['-c', script]] : [process.execPath, ['-e', script]];
  const child = new SupervisedProcess(
    { name: 'child', command, args, env: { ...process.env, ...env }, stdio: 'ignore' },
    { info: (message) => logged.push(message), warn: (message) => logged.push(message) },
    policy,
  );
  child.on('exit', (exit) => exits.push(exit));
  return { child, logged, exits };
};

const exitsReported = async (child: SupervisedProcess, exits: ChildExit[], count: number) => {
  while (exits.length < count) await once(child, 'exit');
};

let counterDir = '';
beforeAll(async () => {
  counterDir = await mkdtemp(join(tmpdir(), 'supervisor-test-'));
});
afterAll(async () => {
  await rm(counterDir, { recursive: true, force: true });
});

describe('the restart delay', () => {
  it('doubles per crash in a row from the first delay up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((crashes) => restartDelayMs(crashes, { initialDelayMs: 500, maxDelayMs: 3_000 }))).toEqual([
      500, 1_000, 2_000, 3_000, 3_000,
    ]);
  });
});

describe('a supervised process', () => {
  it('that keeps crashing is restarted after growing delays, and each restart is logged', async () => {
    const { child, logged, exits } = supervise('exit 3', {}, true);
    try {
      await exitsReported(child, exits, 4);
    } finally {
      await child.stop();
    }
    expect(exits.slice(0, 4).map((exit) => [exit.code, exit.restartInMs])).toEqual([
      [3, 100],
      [3, 200],
      [3, 400],
      [3, 400],
    ]);
    expect(child.restarts).toBeGreaterThanOrEqual(3);
    expect(logged[0]).toMatch(/^child exited with code 3 after .* restarting in 0\.1 s \(crash 1 in a row, restart 1\)$/);
  });

  it('that was killed is started again with a new process id', async () => {
    const { child, exits } = supervise('setInterval(() => {}, 1000)');
    try {
      const [firstPid] = (await once(child, 'spawn')) as [number];
      const respawned = once(child, 'spawn');
      process.kill(firstPid, 'SIGKILL');
      const [secondPid] = (await respawned) as [number];
      expect(secondPid).not.toBe(firstPid);
      expect(exits[0]).toMatchObject({ signal: 'SIGKILL', restartInMs: 100 });
      expect(child.pid).toBe(secondPid);
    } finally {
      await child.stop();
    }
  });

  it('starts the delays over after a run that lasted long enough to count as healthy', async () => {
    // Crashes at once twice, then runs 3 s (healthy), then crashes at once again.
    const counter = join(counterDir, 'runs');
    const script = 'run=$(( $(cat "$COUNTER" 2>/dev/null || echo 0) + 1 )); echo $run > "$COUNTER"; [ $run -eq 3 ] && sleep 3; exit 1';
    const { child, exits } = supervise(script, { COUNTER: counter }, true);
    try {
      await exitsReported(child, exits, 4);
    } finally {
      await child.stop();
    }
    expect(exits.slice(0, 4).map((exit) => exit.restartInMs)).toEqual([100, 200, 100, 200]);
    expect(exits[2].ranForMs).toBeGreaterThanOrEqual(policy.healthyAfterMs);
  });

  it('stops for good when asked: SIGTERM, no restart', async () => {
    const { child, exits } = supervise('setInterval(() => {}, 1000)');
    await once(child, 'spawn');
    await child.stop();
    await new Promise((resolve) => setTimeout(resolve, policy.initialDelayMs * 3));
    expect(exits.map((exit) => [exit.signal, exit.restartInMs])).toEqual([['SIGTERM', undefined]]);
    expect(child.pid).toBeUndefined();
    expect(child.restarts).toBe(0);
  });

  it('kills a child that ignores SIGTERM once the stop timeout has passed', async () => {
    // The child says when its handler is installed by writing a file.
    const ready = join(counterDir, 'ignores-sigterm');
    const script = "process.on('SIGTERM', () => {}); require('node:fs').writeFileSync(process.env.READY, ''); setInterval(() => {}, 1000)";
    const { child, exits } = supervise(script, { READY: ready });
    while (!existsSync(ready)) await new Promise((resolve) => setTimeout(resolve, 20));
    const startedStopping = Date.now();
    await child.stop();
    expect(Date.now() - startedStopping).toBeGreaterThanOrEqual(policy.stopTimeoutMs - 50);
    expect(exits.map((exit) => [exit.signal, exit.restartInMs])).toEqual([['SIGKILL', undefined]]);
  });
});
