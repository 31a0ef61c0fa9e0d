/**
 * The worker as Kubernetes runs it (infra/k8s `worker`, two replicas): the product's background
 * work in processes of their own, without an API. Two real worker processes share one outbox:
 * every email goes out exactly once, each answers its probes and /metrics, and both stop cleanly
 * on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { OutboxMessageModel } from '@jobboard/db';
import { applicationReceivedMail, emailLinksFor, enqueueMail } from '@jobboard/mail';
import { startMailCatcher, type MailCatcher } from '@jobboard/dev';
import { useTestDatabase } from '@jobboard/test-kit';

const workspace = join(__dirname, '..', '..', '..');
const database = useTestDatabase();
const secret = randomBytes(32).toString('hex');

type RunningWorker = { child: ChildProcess; url: string; exited: Promise<[number | null, NodeJS.Signals | null]> };

const startWorker = async (smtpUrl: string): Promise<RunningWorker> => {
  const child = spawn(process.execPath, ['--import', 'tsx', join('apps', 'worker', 'src', 'main.ts')], {
    cwd: workspace,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      MONGODB_URI: database.uri,
      MONGODB_DB: database.dbName,
      SESSION_SECRET: secret,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'info',
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { msg?: string; url?: string };
        if (parsed.msg?.startsWith('worker running') && parsed.url) resolve(parsed.url);
      } catch {
        // not a log line
      }
    });
    void exited.then(([code]) => reject(new Error(`the worker exited during start (${code}): ${stderr}`)));
  });
  return { child, url, exited };
};

const waitFor = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
};

let catcher: MailCatcher;
const workers: RunningWorker[] = [];
beforeAll(async () => {
  catcher = await startMailCatcher();
}, 60_000);
afterAll(async () => {
  for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
  await catcher?.stop();
});

describe('the worker (two replicas)', () => {
  it('sends each email of the outbox once, answers probes and metrics, and stops on SIGTERM', async () => {
    const keys = Array.from({ length: 12 }, (_, index) => `worker-process:${index}`);
    for (const key of keys) {
      await enqueueMail({
        key,
        kind: 'application-received',
        to: `${key.replace(':', '.')}@example.com`,
        mail: applicationReceivedMail({
          applicantName: 'Ann Owner',
          jobTitle: 'Forklift Operator',
          companyName: 'Acme Logistics',
          links: emailLinksFor('https://jobs.example', 'ann@example.com', 'a-test-secret-of-enough-length'),
        }),
      });
    }
    workers.push(...(await Promise.all([startWorker(catcher.smtpUrl), startWorker(catcher.smtpUrl)])));

    expect(await waitFor(async () => (await OutboxMessageModel.countDocuments({ status: 'sent' })) === keys.length, 60_000)).toBe(true);
    const inbox = (await (await fetch(`${catcher.inboxUrl}/email`)).json()) as { messageId: string }[];
    expect(inbox).toHaveLength(keys.length);
    expect(new Set(inbox.map((mail) => mail.messageId)).size).toBe(keys.length);

    for (const worker of workers) {
      expect((await fetch(`${worker.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
      const metrics = await (await fetch(`${worker.url}/metrics`)).text();
      expect(metrics).toMatch(/^outbox_messages\{status="queued"\} 0$/m);
      expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      // No API in the worker.
      expect((await fetch(`${worker.url}/api/jobs`)).status).toBe(404);
    }

    for (const worker of workers) worker.child.kill('SIGTERM');
    for (const worker of workers) expect((await worker.exited)[0]).toBe(0);
  }, 120_000);
});
