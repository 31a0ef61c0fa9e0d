import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@jobboard/test-kit';

const screenshotDir = join(__dirname, '..', '..', '..', '..', 'test-results', 'screenshots');

interface NewPageOptions {
  width?: number;
  height?: number;
  timezoneId?: string;
  locale?: string;
}

export interface BrowserSession {
  /**
   * A fresh page (own cookies) whose console errors and page errors are collected; `locale` is
   * the browser's language (its `Accept-Language` and `navigator.languages`), `en-US` by default.
   */
  newPage(options?: NewPageOptions): Promise<Page>;
  /** Console errors and uncaught exceptions seen on a page so far. */
  problemsOf(page: Page): string[];
}

/** One Chromium for a test file; each test opens its own pages. */
export const useBrowser = (): BrowserSession => {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const problems = new WeakMap<Page, string[]>();
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage({ width = 1280, height = 900, timezoneId, locale = 'en-US' }: NewPageOptions = {}) {
      if (!browser) throw new Error('the browser is not started yet (use it inside a test)');
      const context = await browser.newContext({ viewport: { width, height }, locale, ...(timezoneId ? { timezoneId } : {}) });
      contexts.push(context);
      const page = await context.newPage();
      const seen: string[] = [];
      problems.set(page, seen);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // An API answering 4xx (a 401 session check, a 409 duplicate) is an expected answer the
        // test asserts on itself; Chromium still logs it. Anything else counts, 5xx included.
        const expectedApiAnswer =
          /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
          new URL(message.location().url || 'about:blank', 'http://x').pathname.startsWith('/api/');
        if (!expectedApiAnswer) seen.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
      return page;
    },
    problemsOf: (page) => problems.get(page) ?? [],
  };
};

/** Saves a full-page screenshot under test-results/screenshots (a CI artifact, and for people to look at). */
export const saveScreenshot = async (page: Page, name: string) => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
};

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core violations that matter: serious or critical, as "rule: target" lines. */
export const seriousAccessibilityViolations = async (page: Page) => {
  // Evaluated, not added as an inline <script>: the page's Content-Security-Policy blocks those.
  await page.evaluate(axeSource);
  const results = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
};
