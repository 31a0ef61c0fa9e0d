import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { saveScreenshot, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

// Shipping one remote alone (docs/deploy.md): each release of the employer remote is published
// under its own versioned path, and a release or a rollback is only a new manifest URL in the
// run-time remotes.json (a ConfigMap in infra/k8s). The shell is neither rebuilt nor redeployed.
const employerBuild = join(__dirname, '..', '..', '..', 'dist', 'apps', 'employer-portal');
const published = new Set(['1.0.0', '1.1.0']);
const requested: string[] = [];
const remoteHost = createServer(async (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  const match = /^\/([0-9.]+)\/([^?]+)$/.exec(path);
  if (!match || match[2].includes('..') || !published.has(match[1])) return void res.writeHead(404).end();
  requested.push(`${match[1]}/${match[2]}`);
  try {
    const body = await readFile(join(employerBuild, match[2]));
    const type = match[2].endsWith('.json') ? 'application/json' : 'text/javascript';
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});

let host: Server;
let hostUrl = '';
const remoteManifests: { employer?: string } = {};
/** The remotes.json the edge serves now: what an operator changes at run time. */
const deployed: { employer: string } = { employer: '' };
const release = (version: string) => (deployed.employer = `${hostUrl}/${version}/mf-manifest.json`);

beforeAll(async () => {
  host = remoteHost.listen(0, '127.0.0.1');
  await once(host, 'listening');
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  // The page policy is made when the edge starts: it names the origin remotes are served from.
  remoteManifests.employer = `${hostUrl}/1.0.0/mf-manifest.json`;
  release('1.0.0');
});
afterAll(() => new Promise((resolve) => host.close(resolve)));

const product = useRunningProduct({ remoteManifests });
const browser = useBrowser();

/** The shell's run-time configuration as the edge serves it, with the employer remote as deployed now. */
const followDeployedRemotes = async (page: Page) => {
  await page.route('**/config/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...remotes, employer: deployed.employer } });
  });
};

/**
 * The versions whose code the page ran. The manifest alone may also be fetched from the edge's
 * start-time URL: the dev edge's page preloads it (a hint the browser may drop), which loads no code.
 */
const versionsRun = () => new Set(requested.filter((file) => !file.endsWith('/mf-manifest.json')).map((file) => file.split('/')[0]));

const employerSignup = (page: Page) => page.getByRole('heading', { name: 'Create Employer Account' });

describe('rolling out and back one remote', () => {
  it('loads the new version after its manifest URL changes, keeps an open page working, and rolls back', async () => {
    const page = await browser.newPage();
    await followDeployedRemotes(page);
    await page.goto(`${product.url}/employer-signup`);
    await employerSignup(page).waitFor();
    expect(versionsRun()).toEqual(new Set(['1.0.0']));

    // Roll out 1.1.0: only remotes.json changes. The page already open keeps working on 1.0.0.
    release('1.1.0');
    requested.length = 0;
    await page.evaluate(() => {
      window.history.pushState({}, '', '/tutorial');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('main h1').first().waitFor();
    await page.goBack();
    await employerSignup(page).waitFor();

    // The next visit loads the new version, and only it.
    await page.reload();
    await employerSignup(page).waitFor();
    expect(versionsRun()).toEqual(new Set(['1.1.0']));
    expect(requested).toContain('1.1.0/mf-manifest.json');
    await saveScreenshot(page, 'remote-rollout-new-version');

    // A bad release (its files are not there): the shell says so and every other portal works.
    release('9.9.9');
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'This page is not available right now' }).waitFor();
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await page.goto(`${product.url}/tutorial`);
    await page.locator('main h1').first().waitFor();
    await expect(page.locator('main').textContent()).resolves.not.toContain('not available right now');

    // Roll back: the previous URL again, nothing rebuilt.
    release('1.0.0');
    requested.length = 0;
    await page.goto(`${product.url}/employer-signup`);
    await employerSignup(page).waitFor();
    expect(versionsRun()).toEqual(new Set(['1.0.0']));
  });
});
