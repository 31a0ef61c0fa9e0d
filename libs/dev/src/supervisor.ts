/**
 * Process supervision for `npm start` and the fault benchmark: each service (and, under `npm
 * start`, the worker) runs as a child process that is started again when it exits on its own, after a delay that doubles with each
 * crash in a row (capped), so a service that keeps failing does not spin. A child that ran long
 * enough counts as healthy, and its next crash starts the delays from the beginning again.
 * For the workspace commands only: the lint boundaries keep services from importing the dev lib.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { join } from 'node:path';
import { freePort } from './database-provider';

export interface SupervisorLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface RestartPolicy {
  /** Delay before the first restart after a crash. */
  initialDelayMs: number;
  /** The delays double per crash in a row up to this. */
  maxDelayMs: number;
  /** A child that ran this long without exiting was healthy: its next crash starts over at the first delay. */
  healthyAfterMs: number;
  /** How long `stop` waits after SIGTERM before it sends SIGKILL. */
  stopTimeoutMs: number;
}

export const defaultRestartPolicy: RestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  healthyAfterMs: 30_000,
  stopTimeoutMs: 15_000,
};

/** The wait before restart number `crashesInARow` (1 for the first crash since the child was healthy). */
export const restartDelayMs = (crashesInARow: number, policy: Pick<RestartPolicy, 'initialDelayMs' | 'maxDelayMs'>): number =>
  Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, crashesInARow - 1));

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  ranForMs: number;
  /** When the supervisor starts it again; undefined when it was stopped on purpose. */
  restartInMs?: number;
}

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
}

/**
 * One supervised child. Emits `spawn` (the new pid) each time it starts and `exit` (a
 * {@link ChildExit}) each time it ends.
 */
export class SupervisedProcess extends EventEmitter<{ spawn: [pid: number]; exit: [exit: ChildExit] }> {
  private child: ChildProcess | undefined;
  private startedAt = 0;
  private crashesInARow = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private stopping = false;
  /** How many times it was started again after a crash. */
  restarts = 0;

  constructor(
    readonly spec: ProcessSpec,
    private readonly log: SupervisorLogger,
    readonly policy: RestartPolicy = defaultRestartPolicy,
  ) {
    super();
    this.start();
  }

  /** The running child's process id; undefined while it waits to be restarted. */
  get pid(): number | undefined {
    return this.child?.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined;
  }

  private start() {
    const { command, args, cwd, env, stdio = 'inherit' } = this.spec;
    const child = spawn(command, args, { cwd, env, stdio });
    this.child = child;
    this.startedAt = Date.now();
    let ended = false;
    const end = (code: number | null, signal: NodeJS.Signals | null) => {
      if (ended) return;
      ended = true;
      this.onExit(code, signal);
    };
    child.once('spawn', () => this.emit('spawn', child.pid ?? 0));
    child.once('exit', end);
    // A command that could not be started at all may never emit `exit`: count it as a crash.
    child.once('error', (error) => {
      this.log.warn(`${this.spec.name}: ${error.message}`);
      if (child.pid === undefined) end(null, null);
    });
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null) {
    const ranForMs = Date.now() - this.startedAt;
    if (this.stopping) {
      this.emit('exit', { code, signal, ranForMs });
      return;
    }
    this.crashesInARow = ranForMs >= this.policy.healthyAfterMs ? 1 : this.crashesInARow + 1;
    const restartInMs = restartDelayMs(this.crashesInARow, this.policy);
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    this.log.warn(
      `${this.spec.name} ${how} after ${formatSeconds(ranForMs)}; restarting in ${formatSeconds(restartInMs)} ` +
        `(crash ${this.crashesInARow} in a row, restart ${this.restarts + 1})`,
    );
    this.emit('exit', { code, signal, ranForMs, restartInMs });
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      this.restarts += 1;
      this.start();
    }, restartInMs);
  }

  /** Stops it for good: no more restarts; SIGTERM, then SIGKILL if it has not exited in time. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), this.policy.stopTimeoutMs);
    await exited;
    clearTimeout(force);
  }
}

const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface SupervisedServices<S extends string> {
  /** Base URL of each, e.g. `http://127.0.0.1:4001`, the same across restarts (the worker's answers only its probes and /metrics). */
  upstreams: Record<S, string>;
  processes: Record<S, SupervisedProcess>;
  /** Resolves when every one answers `/readyz`; rejects when one does not within the time. */
  whenReady(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts each app named (`apps/<name>/src/main.ts` under tsx: the services, and the worker) on a
 * loopback port of its own, supervised: one that dies comes back on the same port, so an edge in
 * front of the services keeps its upstream addresses.
 */
export const superviseServices = async <S extends string>(options: {
  root: string;
  services: readonly S[];
  /** The environment of one of them (PORT is set by the supervisor). */
  envOf: (service: S) => NodeJS.ProcessEnv;
  log: SupervisorLogger;
  policy?: RestartPolicy;
  stdio?: StdioOptions;
}): Promise<SupervisedServices<S>> => {
  const upstreams = {} as Record<S, string>;
  const processes = {} as Record<S, SupervisedProcess>;
  for (const service of options.services) {
    const port = await freePort();
    upstreams[service] = `http://127.0.0.1:${port}`;
    const spec: ProcessSpec = {
      name: service,
      command: process.execPath,
      args: ['--import', 'tsx', join('apps', service, 'src', 'main.ts')],
      cwd: options.root,
      env: { ...options.envOf(service), PORT: String(port) },
      stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
    };
    processes[service] = new SupervisedProcess(spec, options.log, options.policy);
  }
  const stop = async () => {
    await Promise.all(Object.values<SupervisedProcess>(processes).map((child) => child.stop()));
  };
  const whenReady = (timeoutMs = 60_000) =>
    Promise.all(options.services.map((service) => waitUntilReady(service, upstreams[service], timeoutMs))).then(() => undefined);
  return { upstreams, processes, whenReady, stop };
};

/** Polls `<url>/readyz` until it answers 2xx. */
export const waitUntilReady = async (name: string, url: string, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready within ${Math.round(timeoutMs / 1000)} s`);
};
