/**
 * A service that crashes under `npm start` is restarted by the supervisor: meanwhile its portal's
 * pages show their error inside the shell, and they work again once it is back. The services
 * run as real supervised processes here (as `npm start` runs them), so one can be killed.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { services, type ServiceName } from '@jobboard/contracts';
import { superviseServices, waitUntilReady, type SupervisedServices } from '@jobboard/dev';
import { createEmployerRecord, createJobRecord, useTestDatabase } from '@jobboard/test-kit';
import { createEdge } from '@jobboard/edge';
import { createFrontEndHandler } from '@jobboard/edge/front-end';
import { saveScreenshot, useBrowser } from './support/browser';

const workspace = join(__dirname, '..', '..', '..');
const database = useTestDatabase();
const browser = useBrowser();
let supervised: SupervisedServices<ServiceName>;
let edge: Server;
let url = '';

beforeAll(async () => {
  supervised = await superviseServices({
    root: workspace,
    services,
    log: { info: () => undefined, warn: () => undefined },
    policy: { initialDelayMs: 250, maxDelayMs: 2_000, healthyAfterMs: 30_000, stopTimeoutMs: 10_000 },
    stdio: ['ignore', 'ignore', 'inherit'],
    envOf: () => ({
      ...process.env,
      NODE_ENV: 'test',
      MONGODB_URI: database.uri,
      MONGODB_DB: database.dbName,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    }),
  });
  await supervised.whenReady(180_000);
  edge = createEdge({ upstreams: supervised.upstreams, serveFrontEnd: createFrontEndHandler({ distDir: join(workspace, 'dist', 'apps') }) });
  edge.listen(0, '127.0.0.1');
  await once(edge, 'listening');
  url = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
}, 200_000);

afterAll(async () => {
  edge?.closeAllConnections();
  await new Promise((resolve) => edge?.close(resolve));
  await supervised?.stop();
});

describe('when a service crashes under supervision', () => {
  it("shows its portal's error inside the shell, then the page works again once the service is restarted", async () => {
    const word = `restart${randomBytes(4).toString('hex')}`;
    const employer = await createEmployerRecord();
    // In San Francisco; the job search looks everywhere by default.
    await createJobRecord(employer, {
      title: `Dock Supervisor ${word}`,
      location: 'San Francisco, CA',
      city: 'San Francisco',
      state: 'CA',
      latitude: 37.7749,
      longitude: -122.4194,
    });
    const page = await browser.newPage();
    const jobTitle = page.locator('main').getByText(`Dock Supervisor ${word}`).first();
    await page.goto(`${url}/jobs?q=${word}`);
    await jobTitle.waitFor();

    const publicApi = supervised.processes['public-api'];
    const respawned = once(publicApi, 'spawn');
    process.kill(publicApi.pid ?? 0, 'SIGKILL');
    await page.goto(`${url}/jobs?q=${word}`);
    const alert = page.locator('main').getByRole('alert');
    await alert.getByRole('heading', { name: 'Error Loading Jobs' }).waitFor();
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'service-restart-down');

    await respawned;
    await waitUntilReady('public-api', supervised.upstreams['public-api'], 120_000);
    await page.reload();
    await jobTitle.waitFor();
    expect(await alert.count()).toBe(0);
    expect(publicApi.restarts).toBe(1);
  }, 240_000);
});
