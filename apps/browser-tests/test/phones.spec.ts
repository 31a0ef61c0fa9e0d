import { documentTitle, jobDocumentTitle, pagePath, pageTable, type PagePath } from '@jobboard/contracts';
import { EmployerModel, JobModel, PaymentModel } from '@jobboard/db';
import { demoCredentials, seedDemoData } from '@jobboard/seed';
import { createAdminUser } from '@jobboard/test-kit';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const narrowest = { width: 360, height: 780 };
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
const quiet = { info: () => undefined, warn: () => undefined };

type Role = 'guest' | 'employer' | 'veteran' | 'jobseeker' | 'admin';

const demoLogin = (role: 'employer' | 'veteran' | 'job seeker') => demoCredentials.find((account) => account.role === role)!;
const admin = { username: 'phones.admin', password: 'a long admin passphrase' };

/** Who sees each page of the page table in the overflow walk: dashboards and account pages are seen signed in, with data. */
const roleOf = (path: PagePath): Role => {
  if (path === '/employer-dashboard/:id' || path === '/employer-settings' || path === '/subscription' || path === '/billing') return 'employer';
  if (path === '/veteran-dashboard/:id') return 'veteran';
  if (path === '/admin') return 'admin';
  if (path === '/resume' || path === '/job-alerts') return 'jobseeker';
  return 'guest';
};

const ids = { employer: '', veteran: '', job: '', jobTitle: '', companyName: '' };

beforeAll(async () => {
  // The demo data: hundreds of jobs, the demo employer's postings, applications, interviews and
  // billing history, the demo veteran's profile and the demo job seeker's applications.
  await seedDemoData({ log: quiet });
  await createAdminUser(admin);
  const job = await JobModel.findOne({ status: 'active', companyName: 'Liberty Bridge Staffing' }).lean();
  if (!job) throw new Error('the demo data has no active job of the demo employer');
  Object.assign(ids, { job: String(job._id), jobTitle: job.title, companyName: job.companyName });
  // A billing history to show: two payments of the demo employer.
  const employer = await EmployerModel.findOne({ email: demoLogin('employer').login }).lean();
  for (const [index, type] of (['subscription', 'job_post'] as const).entries()) {
    await PaymentModel.create({
      employerId: employer?._id,
      stripePaymentIntentId: `pi_phones_${index}_${Date.now()}`,
      amount: type === 'subscription' ? 9900 : 4900,
      type,
      status: 'succeeded',
      description: type === 'subscription' ? 'Professional plan, monthly' : 'One job post',
    });
  }
}, 120_000);

/** Signs the page's browser in through the API, as the login forms do; answers the account's id. */
const signIn = async (page: Page, role: Role) => {
  if (role === 'guest') return '';
  await page.goto(`${product.url}/tutorial`);
  const call =
    role === 'admin'
      ? { url: '/api/admin/login', body: admin }
      : role === 'employer'
        ? { url: '/api/employers/login', body: { email: demoLogin('employer').login, password: demoLogin('employer').password } }
        : role === 'veteran'
          ? { url: '/api/veterans/login', body: { email: demoLogin('veteran').login, password: demoLogin('veteran').password } }
          : { url: '/api/job-seekers/login', body: { email: demoLogin('job seeker').login, password: demoLogin('job seeker').password } };
  const answer = await page.evaluate(async ({ url, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
    return { status: response.status, id: response.ok ? String(((await response.json()) as { id?: string }).id ?? '') : '' };
  }, call);
  if (answer.status !== 200) throw new Error(`signing in as ${role} answered ${answer.status}`);
  if (role === 'employer') ids.employer = answer.id;
  if (role === 'veteran') ids.veteran = answer.id;
  return answer.id;
};

const concretePath = (path: PagePath) => {
  if (path === '/jobs/:id') return pagePath(path, { id: ids.job });
  if (path === '/employer-dashboard/:id') return pagePath(path, { id: ids.employer });
  if (path === '/veteran-dashboard/:id') return pagePath(path, { id: ids.veteran });
  if (path === '/advice/:id') return null;
  return path;
};

/** Opens a path and waits until its heading is shown and its data has come. */
const open = async (page: Page, path: string) => {
  await page.goto(product.url + path);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
};

/**
 * How far the page reaches past the screen's right edge (0 when it does not scroll sideways),
 * with the elements that stick out, for the failure message.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const excess = scroller.scrollWidth - window.innerWidth;
    if (excess <= 0) return { excess: 0, culprits: [] as string[] };
    const inScrollingBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      // Inside a box that scrolls, only what is positioned out of it (an absolute element) widens the page.
      .filter((element) => !inScrollingBox(element) || getComputedStyle(element).position === 'absolute')
      .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return { excess, culprits };
  });

const tabsOf = (page: Page) => page.getByRole('tablist').first().getByRole('tab');

/** The help button's box, or null when it is not shown. */
const launcherBox = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector('[aria-label="Open help assistant"]');
    if (!launcher || getComputedStyle(launcher).visibility === 'hidden') return null;
    const box = launcher.getBoundingClientRect();
    return box.width === 0 ? null : { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  });

/** The controls and text blocks on screen the help button lies over. */
const coveredByLauncher = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector('[aria-label="Open help assistant"]');
    if (!launcher || getComputedStyle(launcher).visibility === 'hidden') return [];
    const box = launcher.getBoundingClientRect();
    if (box.width === 0) return [];
    return [...document.querySelectorAll('a, button, input, select, textarea, [role="tab"], p, h1, h2, h3, li, label')]
      .filter((element) => element !== launcher && !launcher.contains(element) && !element.contains(launcher))
      .filter((element) => {
        const other = element.getBoundingClientRect();
        if (other.width === 0 || other.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
        return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });

const expectAxeClean = async (page: Page) => expect(await seriousAccessibilityViolations(page)).toEqual([]);

describe('phones', () => {
  it('no page of the page table scrolls sideways at 360 px, signed in where the page needs it, and each has its own title', async () => {
    const wide: string[] = [];
    const titles: string[] = [];
    const pagesOf = new Map<Role, Page>();
    const pageFor = async (role: Role) => {
      let page = pagesOf.get(role);
      if (!page) {
        page = await browser.newPage(narrowest);
        await signIn(page, role);
        pagesOf.set(role, page);
      }
      return page;
    };
    // Sign the employer and veteran in first: their dashboards' addresses carry their ids.
    await pageFor('employer');
    await pageFor('veteran');
    for (const route of pageTable) {
      const path = concretePath(route.path);
      if (!path) continue;
      const page = await pageFor(roleOf(route.path));
      await open(page, path);
      const expectedTitle =
        route.path === '/jobs/:id' ? jobDocumentTitle({ title: ids.jobTitle, companyName: ids.companyName }) : documentTitle(route.title);
      await page.waitForFunction((title) => document.title === title, expectedTitle, { timeout: 5_000 }).catch(() => undefined);
      const title = await page.title();
      if (title !== expectedTitle) titles.push(`${path}: "${title}" instead of "${expectedTitle}"`);
      const tabCount = await tabsOf(page).count();
      // A dashboard is checked tab by tab: each tab has its own lists and tables.
      for (let index = 0; index < Math.max(tabCount, 1); index++) {
        if (tabCount > 0) {
          await tabsOf(page).nth(index).click();
          await page.waitForLoadState('networkidle');
        }
        const { excess, culprits } = await sidewaysOverflow(page);
        const where = tabCount > 0 ? `${path} (${await tabsOf(page).nth(index).innerText()})` : path;
        if (excess > 0) wide.push(`${where}: ${excess} px too wide: ${culprits.join('; ')}`);
      }
    }
    // The article pages: the first article linked from the advice page.
    const guest = await pageFor('guest');
    await open(guest, '/advice');
    const article = guest.locator('main a[href^="/advice/"]').first();
    await open(guest, (await article.getAttribute('href')) ?? '/advice/none');
    const { excess, culprits } = await sidewaysOverflow(guest);
    if (excess > 0) wide.push(`an advice article: ${excess} px too wide: ${culprits.join('; ')}`);

    expect(wide).toEqual([]);
    expect(titles).toEqual([]);
  }, 600_000);

  it('dashboard tabs: every tab of the employer, veteran and admin dashboards is on screen and reachable with the arrow keys', async () => {
    for (const viewport of [phone, desktop]) {
      for (const role of ['employer', 'veteran', 'admin'] as const) {
        const page = await browser.newPage(viewport);
        const id = await signIn(page, role);
        await open(page, role === 'admin' ? '/admin' : pagePath(role === 'employer' ? '/employer-dashboard/:id' : '/veteran-dashboard/:id', { id }));
        const tabs = tabsOf(page);
        const count = await tabs.count();
        expect(count).toBeGreaterThan(2);
        // Nothing cut off: each tab lies wholly inside the screen without scrolling anything.
        const boxes = await tabs.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
        for (const box of boxes) {
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(viewport.width);
        }
        // The keyboard: from the selected tab, the arrows select each tab in turn.
        await tabs.first().click();
        for (let index = 1; index < count; index++) {
          await page.keyboard.press('ArrowRight');
          await tabs.nth(index).and(page.locator('[aria-selected="true"]:focus')).waitFor({ timeout: 5_000 });
        }
        await page.keyboard.press('Home');
        await tabs.first().and(page.locator('[aria-selected="true"]:focus')).waitFor({ timeout: 5_000 });
        if (viewport === phone) {
          await saveScreenshot(page, `phones-${role}-dashboard-tabs`);
          await expectAxeClean(page);
        }
      }
    }
  }, 240_000);

  it('tables as cards: the admin lists and the billing history are cards of labelled lines on a phone and tables on a desktop', async () => {
    const layoutOf = (table: Locator) =>
      table.evaluate((element) => {
        const row = element.querySelector('tbody tr');
        const cell = row?.querySelector('td, th');
        return {
          rowDisplay: row ? getComputedStyle(row).display : '',
          fits: element.getBoundingClientRect().right <= window.innerWidth,
          label: cell ? getComputedStyle(cell, '::before').content : '',
        };
      });
    for (const viewport of [phone, desktop]) {
      const adminPage = await browser.newPage(viewport);
      await signIn(adminPage, 'admin');
      await open(adminPage, '/admin');
      const employerPage = await browser.newPage(viewport);
      await signIn(employerPage, 'employer');
      await open(employerPage, '/billing');
      const tables: Array<[Page, Locator]> = [[employerPage, employerPage.getByRole('table').first()]];
      for (const tab of ['Jobs', 'Applications', 'Employers']) {
        await adminPage.getByRole('tab', { name: tab }).click();
        const table = adminPage.getByRole('table', { name: tab });
        await table.waitFor();
        const layout = await layoutOf(table);
        // Still a table to a screen reader, whatever its look.
        expect(await table.getByRole('cell').count()).toBeGreaterThan(0);
        if (viewport === phone) {
          expect(layout).toEqual({
            rowDisplay: 'block',
            fits: true,
            label: expect.stringContaining(await table.getByRole('columnheader').first().innerText()),
          });
          await saveScreenshot(adminPage, `phones-admin-${tab.toLowerCase()}-cards`);
          await expectAxeClean(adminPage);
        } else {
          expect(layout.rowDisplay).toBe('table-row');
        }
      }
      for (const [page, table] of tables) {
        await table.waitFor();
        const layout = await layoutOf(table);
        expect(layout.rowDisplay).toBe(viewport === phone ? 'block' : 'table-row');
        expect(layout.fits).toBe(true);
        if (viewport === phone) await expectAxeClean(page);
      }
    }
  }, 180_000);

  it('help button: it never covers content at the page bottom, and steps aside while a form is being filled or a dialog is open', async () => {
    for (const viewport of [phone, desktop]) {
      // The end of a long page: the footer's last links scroll clear of the button.
      const page = await browser.newPage(viewport);
      await open(page, '/jobs');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(100);
      expect(await launcherBox(page)).not.toBeNull();
      expect(await coveredByLauncher(page)).toEqual([]);

      // A form: while a field is in use the button gives way, and comes back after.
      await open(page, '/employer-login');
      await page.getByRole('textbox', { name: /Email/ }).first().focus();
      await page.getByRole('button', { name: 'Sign In' }).scrollIntoViewIfNeeded();
      expect(await coveredByLauncher(page)).toEqual([]);
      await page.getByRole('heading', { level: 1 }).first().click();
      await page.waitForFunction(() => document.querySelector('[aria-label="Open help assistant"]') !== null);
      expect(await launcherBox(page)).not.toBeNull();

      // A dialog: the button is not shown over it (nor under its dimmed backdrop).
      const employerPage = await browser.newPage(viewport);
      const employerId = await signIn(employerPage, 'employer');
      await open(employerPage, pagePath('/employer-dashboard/:id', { id: employerId }));
      await employerPage
        .getByRole('button', { name: /Post New Job/ })
        .first()
        .click();
      await employerPage.getByRole('dialog').waitFor();
      expect(await launcherBox(employerPage)).toBeNull();
      if (viewport === phone) await expectAxeClean(employerPage);
      await employerPage.keyboard.press('Escape');
      await employerPage.getByRole('dialog').waitFor({ state: 'hidden' });
      await employerPage.waitForFunction(() => document.querySelector('[aria-label="Open help assistant"]') !== null);
      expect(await launcherBox(employerPage)).not.toBeNull();
      if (viewport === phone) await expectAxeClean(page);
    }
  }, 180_000);

  it('mobile menu sign-ins: the phone menu carries every sign-in the desktop header has', async () => {
    const signIns = [
      ['Log In', '/job-seeker-login'],
      ['Employer Login', '/employer-login'],
      ['Veteran Login', '/veteran-login'],
      ['Admin', '/admin-login'],
    ] as const;
    const desktopPage = await browser.newPage(desktop);
    await open(desktopPage, '/');
    for (const [name, href] of signIns) {
      expect(await desktopPage.getByRole('banner').getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }

    const page = await browser.newPage(phone);
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const [name, href] of signIns) {
      const link = menu.getByRole('link', { name, exact: true });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(href);
    }
    // The menu is a sheet over the page: the help button steps aside while it is open.
    expect(await launcherBox(page)).toBeNull();
    await saveScreenshot(page, 'phones-mobile-menu');
    await expectAxeClean(page);
    await menu.getByRole('link', { name: 'Veteran Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/veteran-login');
    await menu.waitFor({ state: 'hidden' });

    // Signed in, the employer's entry leads to their dashboard instead.
    const employerPage = await browser.newPage(phone);
    const employerId = await signIn(employerPage, 'employer');
    await open(employerPage, '/');
    await employerPage.getByRole('button', { name: 'Open menu' }).click();
    expect(await employerPage.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Employer Dashboard' }).getAttribute('href')).toBe(
      pagePath('/employer-dashboard/:id', { id: employerId }),
    );
  }, 120_000);

  it('page titles: each page has its own title, a job page its job, kept up to date as one moves through the site', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await browser.newPage(viewport);
      // A job page loaded directly (its title comes with the page) and reached by a link.
      await open(page, pagePath('/jobs/:id', { id: ids.job }));
      expect(await page.title()).toBe(jobDocumentTitle({ title: ids.jobTitle, companyName: ids.companyName }));
      expect(await page.title()).toBe(`${ids.jobTitle} at ${ids.companyName} · Real Opportunities`);
      await page.getByRole('banner').getByRole('link', { name: 'Real Opportunities' }).click();
      await page.waitForFunction((title) => document.title === title, documentTitle('Home'));
      await open(page, '/jobs');
      expect(await page.title()).toBe('Find Jobs · Real Opportunities');
      await page
        .locator(`main a[href="${pagePath('/jobs/:id', { id: ids.job })}"]`)
        .first()
        .click()
        .catch(async () => {
          await page.goto(product.url + pagePath('/jobs/:id', { id: ids.job }));
        });
      await page.waitForFunction((title) => document.title === title, jobDocumentTitle({ title: ids.jobTitle, companyName: ids.companyName }));
      await page.goBack();
      await page.waitForFunction((title) => document.title === title, documentTitle('Find Jobs'));
      await open(page, '/no-such-page');
      expect(await page.title()).toBe(documentTitle('Page not found'));
      await expectAxeClean(page);
    }
  }, 120_000);
});
