import { pageTable, portals, type PageRoute } from '@jobboard/contracts';
import { createEmployerRecord, createJobRecord } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

// A job's page is rendered by public-api with the job's head tags, and an unknown job is a real
// 404 there: it gets a job that exists. Every other :id page is the app's own answer.
let jobId = '';
beforeAll(async () => {
  const employer = await createEmployerRecord({ companyName: 'Route Check Logistics' });
  jobId = (await createJobRecord(employer, { title: 'Route Check Driver' })).id;
});
const concretePath = (page: PageRoute) => page.path.replace(':id', page.path === '/jobs/:id' ? jobId : '507f1f77bcf86cd799439011');
const screenshotName = (path: string) => `route${path === '/' ? '-home' : path.replace(/[/:]+/g, '-')}`;

/** Which remotes' entry files the page fetched. */
const trackRemotes = (page: Page) => {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/([a-z]+)\/remoteEntry\.js/.exec(request.url());
    if (match) loaded.add(match[1]);
  });
  return loaded;
};

// One visit per page checks all of it: a page load (remotes, data) is most of each case's time.
describe('every page of both specs', () => {
  it.each(pageTable.map((page) => [page.path, page] as const))(
    '%s renders from its own remote only, with no console errors and no serious or critical axe-core violations',
    async (_path, route) => {
      const page = await browser.newPage();
      const remotes = trackRemotes(page);
      const response = await page.goto(product.url + concretePath(route));
      expect(response?.status()).toBe(200);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');

      expect([...remotes]).toEqual([route.portal]);
      expect(browser.problemsOf(page)).toEqual([]);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, screenshotName(route.path));
    },
  );
});

describe('the shell', () => {
  it('shows the 404 page for an unknown path, without loading any remote', async () => {
    const page = await browser.newPage();
    const remotes = trackRemotes(page);
    const response = await page.goto(`${product.url}/no/such/page`);

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /404/ }).textContent()).resolves.toContain('Page Not Found');
    expect(remotes.size).toBe(0);
    await saveScreenshot(page, 'route-404');
  });

  it('loads each remote once, the first time one of its pages is visited', async () => {
    const page = await browser.newPage();
    const remotes = trackRemotes(page);
    await page.goto(`${product.url}/tutorial`);
    await page.locator('main h1').first().waitFor();
    expect([...remotes]).toEqual(['public']);

    // Client-side navigation to another portal's page fetches that remote, and only then.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin-login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect([...remotes].sort()).toEqual(['admin', 'public']);
    expect(portals).toContain('admin');
  });
});
