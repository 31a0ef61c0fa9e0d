/**
 * Payments for `npm start` and `npm test`: real Stripe when STRIPE_SECRET_KEY is set, otherwise
 * Stripe's official stripe-mock (a Go program serving the Stripe API from its OpenAPI spec) on a
 * free loopback port, found on this machine or installed once with Go from the Go module proxy.
 * For the workspace commands only (the lint boundaries keep services from the dev lib);
 * they read the STRIPE_* settings it hands them.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { watchHelperProcess } from './database-provider';

const run = promisify(execFile);

/** The version `go install` fetches when no stripe-mock is found; bump it here. */
export const stripeMockVersion = 'v0.203.0';
const stripeMockModule = 'github.com/stripe/stripe-mock';

export type StripeEnvName = 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL';

export type ObtainedPayments =
  | { mode: 'stripe'; env: Record<never, never>; stop(): Promise<void> }
  | { mode: 'mock'; env: Record<StripeEnvName, string>; stop(): Promise<void> }
  | { mode: 'off'; env: Record<never, never>; reason: string; stop(): Promise<void> };

export interface PaymentsLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** Beside the embedded database's jars (same cache root), so a fresh clone finds it there. */
const cacheBinDir = () =>
  process.env.STRIPE_MOCK_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'real-opportunities', 'bin');

/** The gist of an error: its last non-empty line, where `go` and `sh` say what went wrong. */
const gist = (error: unknown) => {
  const failure = error as { stderr?: string; message?: string; code?: string };
  const text = failure.stderr?.trim() || (error instanceof Error ? error.message : String(error));
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-1)
    .join(' ');
};

const isExecutableFile = async (file: string) => {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
};

const onPath = async (name: string) => {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    if (await isExecutableFile(join(dir, name))) return join(dir, name);
  }
  return undefined;
};

/** Where `go install` puts programs (GOBIN, else the first GOPATH's bin), or why Go cannot help. */
const goBinDirs = async (): Promise<{ dirs: string[] } | { missing: string }> => {
  try {
    const { stdout } = await run('go', ['env', 'GOBIN', 'GOPATH'], { timeout: 30_000 });
    const [gobin = '', gopath = ''] = stdout.split('\n').map((line) => line.trim());
    const firstGopath = gopath.split(delimiter).find(Boolean);
    return { dirs: [gobin, firstGopath ? join(firstGopath, 'bin') : ''].filter(Boolean) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { missing: code === 'ENOENT' ? 'Go is not installed' : `go env failed: ${gist(error)}` };
  }
};

/** The module version Go recorded in the binary ("v0.203.0"), else what `-version` prints. */
const versionOf = async (bin: string, haveGo: boolean): Promise<string | undefined> => {
  if (haveGo) {
    try {
      const { stdout } = await run('go', ['version', '-m', bin], { timeout: 30_000 });
      const recorded = new RegExp(`^\\s*mod\\s+${stripeMockModule.replace(/[.]/g, '\\.')}\\s+(\\S+)`, 'm').exec(stdout)?.[1];
      if (recorded && recorded !== '(devel)') return recorded;
    } catch {
      // not built by go install, or not a Go binary: ask it instead
    }
  }
  try {
    const { stdout } = await run(bin, ['-version'], { timeout: 30_000 });
    return /stripe-mock\s+(\S+)/.exec(stdout)?.[1];
  } catch {
    return undefined;
  }
};

/**
 * `go install` into a folder of its own beside the cache, then one rename: a concurrent start
 * never runs half a binary.
 */
const install = async (dir: string, log: PaymentsLogger): Promise<string> => {
  log.info(`Payments: installing stripe-mock ${stripeMockVersion} with Go from the Go module proxy into ${dir} (once; up to a minute)`);
  await mkdir(dir, { recursive: true });
  const staging = await mkdtemp(join(dir, '.install-'));
  try {
    await run('go', ['install', `${stripeMockModule}@${stripeMockVersion}`], {
      env: { ...process.env, GOBIN: staging },
      timeout: 600_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    const target = join(dir, 'stripe-mock');
    await rename(join(staging, 'stripe-mock'), target);
    return target;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};

type Found = { bin: string; version: string } | { missing: string };

/** STRIPE_MOCK_BIN, then PATH, then Go's bin folder, then the project cache; else install it there. */
const findOrInstall = async (log: PaymentsLogger): Promise<Found> => {
  const go = await goBinDirs();
  const haveGo = 'dirs' in go;
  const found = async (bin: string): Promise<Found> => ({ bin, version: (await versionOf(bin, haveGo)) ?? '(version unknown)' });

  const configured = process.env.STRIPE_MOCK_BIN?.trim();
  if (configured) {
    if (await isExecutableFile(configured)) return found(configured);
    log.warn(`Payments: STRIPE_MOCK_BIN (${configured}) is not an executable file; looking elsewhere`);
  }
  const fromPath = await onPath('stripe-mock');
  if (fromPath) return found(fromPath);
  for (const dir of haveGo ? go.dirs : []) {
    if (await isExecutableFile(join(dir, 'stripe-mock'))) return found(join(dir, 'stripe-mock'));
  }
  const dir = cacheBinDir();
  const cached = join(dir, 'stripe-mock');
  if (await isExecutableFile(cached)) {
    const version = await versionOf(cached, haveGo);
    // The cache holds what this file pins: a pin bump installs the new version over it.
    if (!haveGo || version === stripeMockVersion) return { bin: cached, version: version ?? '(version unknown)' };
  }
  if (!haveGo) {
    return { missing: `stripe-mock is not installed and ${go.missing} to install it (set STRIPE_MOCK_BIN, or install Go)` };
  }
  try {
    return { bin: await install(dir, log), version: stripeMockVersion };
  } catch (error) {
    return { missing: `go install ${stripeMockModule}@${stripeMockVersion} failed: ${gist(error)}` };
  }
};

/**
 * Runs the program given as $1 and stops it when this shell is told to stop, or when its standard
 * input reaches end of file: the parent holds the pipe's other end, and the system closes it when
 * the parent ends, however it ends (stripe-mock itself does not watch its standard input).
 * Programs started with `&` here ignore SIGINT, hence the trap.
 */
const guardScript = `
bin=$1; shift
exec 3<&0
"$bin" "$@" </dev/null &
mock=$!
( while read -r _; do :; done <&3; kill -TERM "$mock" 2>/dev/null ) &
guard=$!
exec 3<&-
trap 'kill -TERM "$mock" 2>/dev/null' INT TERM HUP
while :; do
  wait "$mock"; status=$?
  kill -0 "$mock" 2>/dev/null || break
done
kill "$guard" 2>/dev/null
exit "$status"
`;

interface RunningStripeMock {
  url: string;
  stop(): Promise<void>;
}

const startStripeMock = async (bin: string, secretKey: string): Promise<RunningStripeMock> => {
  // -https-addr too: with -http-addr alone, stripe-mock also opens HTTPS on port 12112 of every interface.
  const child = spawn('sh', ['-c', guardScript, 'stripe-mock-guard', bin, '-http-addr', '127.0.0.1:0', '-https-addr', '127.0.0.1:0'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const { output, keep, isRunning, stop } = watchHelperProcess(child, { stopGraceMs: 10_000 });
  child.on('error', (error) => keep(`${error.message}\n`));

  try {
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`stripe-mock did not start within 30 s: ${output()}`)), 30_000);
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        keep(`${line}\n`);
        const match = /^Listening for HTTP at address: (\S+)$/.exec(line);
        if (!match) return;
        clearTimeout(timer);
        lines.close();
        resolve(match[1]);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`stripe-mock exited at start (code ${code}): ${output()}`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`stripe-mock could not be started: ${error.message}`));
      });
    });
    // It logs every request to standard output: keep the pipe drained.
    child.stdout.resume();
    const url = `http://${address}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const status = await fetch(`${url}/v1/customers`, { headers: { Authorization: `Bearer ${secretKey}` } }).then(
        (response) => response.status,
        (error: unknown) => {
          if (Date.now() > deadline) throw error;
          return undefined; // not answering yet
        },
      );
      if (status === 200) break;
      if (status !== undefined) throw new Error(`stripe-mock answered ${status} to GET /v1/customers`);
      if (!isRunning()) throw new Error(`stripe-mock exited at start: ${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

/**
 * Finds the payments the workspace commands hand to employer-api, and says so in one log line:
 * Stripe itself when STRIPE_SECRET_KEY is set (nothing is started); otherwise stripe-mock with
 * test keys and a webhook secret of this run; otherwise 'off' with the reason (billing then
 * answers 503). Never throws.
 */
export const obtainPayments = async ({ log }: { log: PaymentsLogger }): Promise<ObtainedPayments> => {
  const none = async () => undefined;
  if (process.env.STRIPE_SECRET_KEY?.trim()) {
    log.info('Payments: using Stripe with the configured keys');
    return { mode: 'stripe', env: {}, stop: none };
  }
  try {
    const found = await findOrInstall(log);
    if ('missing' in found) throw new Error(found.missing);
    // stripe-mock accepts a key of exactly three parts (sk_test_<anything without "_">).
    const secretKey = 'sk_test_mock';
    const running = await startStripeMock(found.bin, secretKey);
    log.info(`Payments: using stripe-mock ${found.version} at ${running.url} (development and tests only)`);
    return {
      mode: 'mock',
      env: {
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_mock',
        STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
        STRIPE_API_URL: running.url,
      },
      stop: running.stop,
    };
  } catch (error) {
    const reason = gist(error);
    log.warn(`Payments: off, billing answers 503 (no STRIPE_SECRET_KEY, and stripe-mock could not be obtained: ${reason})`);
    return { mode: 'off', env: {}, reason, stop: none };
  }
};
