/**
 * The embedded database keeps development data (accounts a user created yesterday) through a
 * restart and through a crash: of the product that started it, and of the database itself.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startEmbeddedServer } from '@jobboard/dev';
import mongoose from 'mongoose';

const quietLog = { info: () => undefined, warn: () => undefined };
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'durability-test-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitUntil = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
};

/** The emails stored in the file, read by a fresh server. */
const emailsIn = async (dataFile: string) => {
  const server = await startEmbeddedServer({ dataFile, log: quietLog });
  const connection = await mongoose.createConnection(server.uri, { dbName: 'durability' }).asPromise();
  try {
    const accounts = await connection.db?.collection('accounts').find().toArray();
    return (accounts ?? []).map((account) => account.email as string).sort();
  } finally {
    await connection.close();
    await server.stop();
  }
};

const writeOne = async (dataFile: string, email: string) => {
  const server = await startEmbeddedServer({ dataFile, log: quietLog });
  const connection = await mongoose.createConnection(server.uri, { dbName: 'durability' }).asPromise();
  await connection.db?.collection('accounts').insertOne({ email });
  await connection.close();
  return server;
};

describe('the persistent embedded database', () => {
  it('keeps what was written through a clean stop and start', async () => {
    const dataFile = join(dataDir, 'clean.mv');
    const server = await writeOne(dataFile, 'rosa@example.com');
    await server.stop();

    expect(await emailsIn(dataFile)).toEqual(['rosa@example.com']);
  }, 60_000);

  it('keeps every acknowledged write when the database process is killed hard', async () => {
    const dataFile = join(dataDir, 'killed.mv');
    const server = await writeOne(dataFile, 'dana@example.com');
    process.kill(server.pid, 'SIGKILL');
    expect(await waitUntil(() => !isRunning(server.pid), 10_000)).toBe(true);

    expect(await emailsIn(dataFile)).toEqual(['dana@example.com']);
  }, 60_000);

  it('stops by itself, data kept, when the product that started it is killed hard', async () => {
    const dataFile = join(dataDir, 'orphaned.mv');
    const product = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'fixtures', 'hold-embedded-database.ts'), dataFile, 'sam@example.com'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let jvmPid = 0;
    await new Promise<void>((resolve, reject) => {
      product.once('exit', (code) => reject(new Error(`the product stand-in exited (${code})`)));
      createInterface({ input: product.stdout }).on('line', (line) => {
        if (line.startsWith('jvm ')) jvmPid = Number(line.slice(4));
        if (line === 'written') resolve();
      });
    });
    product.kill('SIGKILL');

    expect(jvmPid).toBeGreaterThan(0);
    expect(await waitUntil(() => !isRunning(jvmPid), 15_000)).toBe(true);
    expect(await emailsIn(dataFile)).toEqual(['sam@example.com']);
  }, 90_000);
});
