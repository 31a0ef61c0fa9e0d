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
  it.each(['/', '/jobs', '/second-chance', '/tutorial'])('%s logs no error in the console', async (path) => {
    const { page, errors } = await watchedPage();
    const sessionAnswers: number[] = [];
    page.on('response', (response) => {
      if (/\/api\/(job-seekers|employers)\/session$/.test(new URL(response.url()).pathname)) sessionAnswers.push(response.status());
    });

    await page.goto(`${product.url}${path}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Late answers (the header's session checks) are logged after the network is idle.
    await page.waitForTimeout(300);

    expect(errors).toEqual([]);
    // The header asked who is signed in, and "nobody" came back as an answer, not an error.
    expect(sessionAnswers.length).toBeGreaterThan(0);
    expect(sessionAnswers.every((status) => status === 200)).toBe(true);
  });
});
