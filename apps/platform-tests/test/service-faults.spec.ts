/**
 * A service whose code lets a fault escape (an unhandled rejection, an uncaught exception) logs
 * it as one structured line and exits with code 1 after closing what it can, so its supervisor
 * starts a clean process. Runs a real service process (admin-api, as `npm start` runs it) with a
 * preloaded fixture that raises the fault on SIGUSR2.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { useTestDatabase } from '@jobboard/test-kit';

const workspace = join(__dirname, '..', '..', '..');
const faultFixture = join(__dirname, 'fixtures', 'fault-on-signal.ts');
const database = useTestDatabase();

interface LogLine {
  level?: number;
  msg?: string;
  url?: string;
  err?: { message?: string };
}

/** Starts admin-api with the fault fixture; resolves once it listens, with its log lines so far and to come. */
const startFaultyService = async (faultKind: 'unhandled-rejection' | 'uncaught-exception') => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', faultFixture, join('apps', 'admin-api', 'src', 'main.ts')], {
    cwd: workspace,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      MONGODB_URI: database.uri,
      MONGODB_DB: database.dbName,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      FAULT_KIND: faultKind,
    },
  });
  const lines: LogLine[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const listening = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      let parsed: LogLine;
      try {
        parsed = JSON.parse(line) as LogLine;
      } catch {
        return;
      }
      lines.push(parsed);
      if (parsed.msg === 'admin-api listening' && parsed.url) resolve(parsed.url);
    });
    void exited.then(([code]) => reject(new Error(`admin-api exited during start (${code}): ${stderr}`)));
  });
  const url = await listening;
  return { child, url, lines, exited, stderr: () => stderr };
};

describe('when a fault escapes a service', () => {
  it.each(['unhandled-rejection', 'uncaught-exception'] as const)(
    'after an %s it logs the error as a fatal line and exits with code 1',
    async (faultKind) => {
      const service = await startFaultyService(faultKind);
      expect((await fetch(`${service.url}/healthz`)).status).toBe(200);

      service.child.kill('SIGUSR2');
      const [code] = await service.exited;

      expect(code).toBe(1);
      const fatal = service.lines.filter((line) => line.level === 60);
      expect(fatal).toHaveLength(1);
      expect(fatal[0].err?.message).toBe(faultKind === 'uncaught-exception' ? 'simulated uncaught exception' : 'simulated unhandled rejection');
    },
    60_000,
  );
});
