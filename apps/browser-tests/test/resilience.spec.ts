import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { saveScreenshot, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

// The employer remote is deployed on its own host here (as it may be in production). The test
// controls that host: down at first, then up, to show a retry recovering without a reload.
const employerBuild = join(__dirname, '..', '..', '..', 'dist', 'apps', 'employer-portal');
let employerHostUp = false;
let employerHost: Server;
let employerHostUrl = '';
const remoteManifests: { employer?: string } = {};
const remoteHost = createServer(async (req, res) => {
  if (!employerHostUp) {
    res.writeHead(503).end('remote host down');
    return;
  }
  const file = (req.url ?? '/').split('?')[0].replace(/^\/+/, '');
  if (file.includes('..')) return void res.writeHead(400).end();
  try {
    const body = await readFile(join(employerBuild, file));
    const type = file.endsWith('.json') ? 'application/json' : 'text/javascript';
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});

beforeAll(async () => {
  employerHost = remoteHost.listen(0, '127.0.0.1');
  await once(employerHost, 'listening');
  employerHostUrl = `http://127.0.0.1:${(employerHost.address() as AddressInfo).port}`;
  // Before the product starts: the edge's page policy lets the shell load from the remote's origin.
  remoteManifests.employer = `${employerHostUrl}/mf-manifest.json`;
});
afterAll(() => new Promise((resolve) => employerHost.close(resolve)));

const product = useRunningProduct({
  remoteManifests,
  stoppedServices: ['veteran-api'],
});
const browser = useBrowser();

/** Points the shell's remote configuration at the test's employer host (known only after start). */
const routeEmployerRemote = async (page: import('playwright-core').Page) => {
  await page.route('**/config/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...remotes, employer: `${employerHostUrl}/mf-manifest.json` } });
  });
};

describe('when a remote cannot be loaded', () => {
  it('shows a friendly message inside the shell, keeps the header and other portals working, and recovers on retry', async () => {
    employerHostUp = false;
    const page = await browser.newPage();
    await routeEmployerRemote(page);
    await page.goto(`${product.url}/employer-signup`);

    const alert = page.getByRole('alert').filter({ hasText: 'This page is not available right now' });
    await alert.waitFor();
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'resilience-remote-down');

    // Another portal still works in the same page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/tutorial');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('main h1').first().waitFor();
    await expect(page.locator('main').textContent()).resolves.not.toContain('not available right now');

    // Back to the employer page once its host is up again: "Try again" loads it without a reload.
    await page.goBack();
    await alert.waitFor();
    employerHostUp = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Create Employer Account' }).waitFor();
  });
});

describe('when a service is down', () => {
  it('still shows its portal, and the portal can say its calls failed', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/veteran-signup`);
    await page.locator('main h1').first().waitFor();
    const answer = await page.request.get(`${product.url}/api/veterans/507f1f77bcf86cd799439011`);
    expect(answer.status()).toBe(502);
    expect((await answer.json()).code).toBe('service_unavailable');
  });
});
