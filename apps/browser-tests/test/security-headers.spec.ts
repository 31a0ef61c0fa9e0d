import { seedDemoData } from '@jobboard/seed';
import type { Page } from 'playwright-core';
import { registerEmployerInPage } from './support/employers';
import { useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

beforeAll(async () => {
  // The plans the /subscription page offers.
  await seedDemoData({ log: { info: () => undefined, warn: () => undefined } });
});

/**
 * A page whose Content-Security-Policy violations are all collected: the ones Chromium reports
 * on the console and the `securitypolicyviolation` events of the document (listened for before
 * any of the page's own scripts run; the listener itself is not subject to the policy).
 */
const watchedPage = async () => {
  const page = await browser.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return { page, violations };
};

/** styled-components' styles are in force: its `<style>` tags carry the page's nonce and hold rules. */
const styledRuleCount = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]')).reduce(
      (count, style) => count + (style.nonce ? (style.sheet?.cssRules.length ?? 0) : 0),
      0,
    ),
  );

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // Late style insertions and reports arrive after the network is idle.
  await page.waitForTimeout(300);
};

describe('the security headers in a real browser', () => {
  it('lets Home and Find Jobs run under the strict policy with nothing blocked', async () => {
    const { page, violations } = await watchedPage();
    const response = await page.goto(`${product.url}/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    expect(await styledRuleCount(page)).toBeGreaterThan(10);

    await page.goto(`${product.url}/jobs`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    expect(await styledRuleCount(page)).toBeGreaterThan(10);

    expect(violations).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("lets an employer's dashboard and the plans page (where Stripe.js runs) work with nothing blocked", async () => {
    const { page, violations } = await watchedPage();
    const employerId = await registerEmployerInPage(page, product.url, 'Harbor Light Logistics');
    await page.goto(`${product.url}/employer-dashboard/${employerId}`);
    await page.getByRole('heading', { level: 1, name: 'Harbor Light Logistics' }).waitFor();
    await settle(page);
    expect(await styledRuleCount(page)).toBeGreaterThan(10);

    // The payment forms load Stripe.js from https://js.stripe.com, which the policy allows; in
    // the tests payments run against stripe-mock, which confirms without it.
    await page.goto(`${product.url}/subscription`);
    await page.getByRole('article', { name: 'Professional', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Current Plan' }).waitFor();
    await settle(page);

    expect(violations).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('cannot be framed by another page', async () => {
    const { page } = await watchedPage();
    await page.setContent(`<iframe title="framed" src="${product.url}/jobs" width="800" height="600"></iframe>`);
    const frameElement = await page.waitForSelector('iframe');
    // The frame's navigation is stopped by the policy: Chromium shows its error page instead.
    await page.waitForTimeout(1_000);
    const frame = await frameElement.contentFrame();
    expect(frame?.url()).not.toBe(`${product.url}/jobs`);
    const shellInFrame = await frame?.evaluate(() => document.querySelector('#root') !== null).catch(() => false);
    expect(shellInFrame).toBe(false);
  });
});
