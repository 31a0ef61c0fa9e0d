import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, disconnectDatabase } from '@jobboard/db';
import { freePort, startEmbeddedServer, type RunningEmbeddedServer } from '@jobboard/dev';
import { createLogger, startWebServer, type RunningWebServer } from '@jobboard/server-kit';
import { createEmployerRecord, createJobRecord, TestClient, testConfig } from '@jobboard/test-kit';
import { createPublicApi } from '@jobboard/public-api/app';

// This file runs its own database server (the persistent embedded one, as in development), so
// it can stop and restart it under a live service.
const quietLog = { info: () => undefined, warn: () => undefined };
let dataDir = '';
let port = 0;
let database: RunningEmbeddedServer;
const start = () => startEmbeddedServer({ dataFile: join(dataDir, 'restart.mv'), port, log: quietLog });
let service: RunningWebServer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'restart-test-'));
  port = await freePort();
  database = await start();
  await connectDatabase({ uri: database.uri, dbName: 'restart_test', log: quietLog });
  const config = testConfig({ MONGODB_URI: database.uri });
  service = await startWebServer(createPublicApi({ config, logger: createLogger('test', 'silent') }), {
    port: 0,
    host: '127.0.0.1',
  });
}, 180_000);

afterAll(async () => {
  await service?.stop();
  await disconnectDatabase();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const waitFor = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
};

describe('when the database restarts under a running service', () => {
  it('reports not ready while it is down, then serves the same data again without a restart of its own', async () => {
    const visitor = new TestClient(() => service.url);
    const employer = await createEmployerRecord();
    await createJobRecord(employer, { title: 'Forklift Operator' });
    expect((await visitor.get('/readyz')).status).toBe(200);

    await database.stop();
    expect(await waitFor(async () => (await visitor.get('/readyz')).status === 503, 15_000)).toBe(true);
    // A call that needs the database says so and when to retry, rather than failing as our error.
    const whileDown = await visitor.get<{ code: string; message: string }>('/api/jobs');
    expect(whileDown.status).toBe(503);
    expect(whileDown.body.code).toBe('service_unavailable');
    expect(Number(whileDown.headers.get('retry-after'))).toBeGreaterThan(0);

    database = await start();
    expect(await waitFor(async () => (await visitor.get('/readyz')).status === 200, 30_000)).toBe(true);
    const jobs = await visitor.get<{ items: { title: string }[] }>('/api/jobs');
    expect(jobs.status).toBe(200);
    expect(jobs.body.items.map((job) => job.title)).toEqual(['Forklift Operator']);
  }, 60_000);
});
