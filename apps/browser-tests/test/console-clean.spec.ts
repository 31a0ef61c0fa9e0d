import { seedDemoData } from '@jobboard/seed';
import { useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

beforeAll(async () => {
  // Jobs to list, as a first visitor would find them.
  await seedDemoData({ log: { info: () => undefined, warn: () => undefined } });
});

/**
 * A page with everything Chromium would show a developer in red: console errors (a failed
 * request's status among them) and uncaught exceptions.
 */
const watchedPage = async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { page, errors };
};

describe('a first visit, not signed in', () => {
  // The pages rendered on the server bring who is signed in (nobody) with them; the others ask once.
  it.each([
    { path: '/', rendered: true },
    { path: '/jobs', rendered: true },
    { path: '/second-chance', rendered: true },
    { path: '/tutorial', rendered: false },
  ])('$path logs no error in the console', async ({ path, rendered }) => {
    const { page, errors } = await watchedPage();
    const sessionAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/session') sessionAnswers.push(response.status());
    });

    await page.goto(`${product.url}${path}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Late answers (the header's session check) are logged after the network is idle.
    await page.waitForTimeout(300);

    expect(errors).toEqual([]);
    // "Nobody" is an answer, not an error: in the page, or from one request that answered 200.
    expect(sessionAnswers).toEqual(rendered ? [] : [200]);
    const embedded = await page.evaluate(() => document.getElementById('rendered-data')?.textContent ?? null);
    expect(embedded === null ? undefined : (JSON.parse(embedded) as Record<string, unknown>)['/api/session']).toEqual(rendered ? { role: null } : undefined);
  });
});
