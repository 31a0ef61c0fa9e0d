import { answerAssistantQuestion, assistantGreeting } from '@jobboard/domain';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const phone = { width: 375, height: 812 };

const openPage = async (path: string, viewport?: { width: number; height: number }) => {
  const page = await browser.newPage(viewport);
  await page.goto(product.url + path);
  await page.locator('main h1').first().waitFor();
  return page;
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

const waitForPath = async (page: Page, path: string) => {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('main h1').first().waitFor();
};

const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

describe('the header', () => {
  it.each([
    ['Real Opportunities Veteran-Owned', '/'],
    ['Find Jobs', '/jobs'],
    ['Second Chance', '/second-chance'],
    ['Sign Up', '/job-seeker-signup'],
    ['Log In', '/job-seeker-login'],
    ['For Employers', '/employer-signup'],
    ['Veterans', '/veteran-signup'],
    ['Employer Login', '/employer-login'],
    ['Admin', '/admin-login'],
  ])('the "%s" link goes to %s', async (name, path) => {
    const page = await openPage('/tutorial');
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();

    await waitForPath(page, path);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it.each([
    ['/jobs', 'Find Jobs'],
    ['/second-chance', 'Second Chance'],
    ['/', 'neither main link'],
  ])('on %s it highlights %s as the current page', async (path, current) => {
    const page = await openPage(path);
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    const findJobs = mainNav.getByRole('link', { name: 'Find Jobs' });
    const secondChance = mainNav.getByRole('link', { name: 'Second Chance' });

    expect(await findJobs.getAttribute('aria-current')).toBe(current === 'Find Jobs' ? 'page' : null);
    expect(await secondChance.getAttribute('aria-current')).toBe(current === 'Second Chance' ? 'page' : null);
    const [findJobsBackground, secondChanceBackground] = [await backgroundOf(findJobs), await backgroundOf(secondChance)];
    if (current !== 'neither main link') expect(findJobsBackground).not.toBe(secondChanceBackground);
    else expect(findJobsBackground).toBe(secondChanceBackground);
  });

  it('hides the mobile menu button on a desktop screen', async () => {
    const page = await openPage('/');
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });
});

describe('the mobile menu, 375 px wide', () => {
  it('opens a panel with "Get Started", the main links and every sign-in, and closes when a link is picked', async () => {
    const page = await openPage('/', phone);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    const menuButton = banner.getByRole('button', { name: 'Open menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    const panel = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(false);

    await menuButton.click();
    const closeButton = banner.getByRole('button', { name: 'Close menu' });
    expect(await closeButton.getAttribute('aria-expanded')).toBe('true');
    const menu = banner.getByRole('navigation', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await panel.isVisible()).toBe(true);
    expect(await menu.getByRole('heading', { name: 'Get Started' }).isVisible()).toBe(true);
    const links = await menu
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => [element.textContent, element.getAttribute('href')]));
    expect(links).toEqual([
      ['Sign Up', '/job-seeker-signup'],
      ['Log In', '/job-seeker-login'],
      ['For Employers', '/employer-signup'],
      ['Veterans', '/veteran-signup'],
      ['Find Jobs', '/jobs'],
      ['Second Chance', '/second-chance'],
      ['Employer Login', '/employer-login'],
      ['Veteran Login', '/veteran-login'],
      ['Admin', '/admin-login'],
    ]);
    await saveScreenshot(page, 'shell-mobile-menu-open');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: 'Second Chance' }).click();
    await waitForPath(page, '/second-chance');
    await panel.waitFor({ state: 'hidden' });
    expect(await banner.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('works from the keyboard: Enter opens it, Escape closes it and gives focus back to the button', async () => {
    const page = await openPage('/', phone);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign Up');
    await page.keyboard.press('Escape');

    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    expect(pathOf(page)).toBe('/');
  });

  it('Admin leads to /admin-login, as in the header bar', async () => {
    const page = await openPage('/tutorial', phone);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Admin', exact: true }).click();
    await waitForPath(page, '/admin-login');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the footer', () => {
  it('has the Job Seekers, Resources and Company columns, the copyright and the "Property of" lines', async () => {
    const page = await openPage('/');
    const footer = page.getByRole('contentinfo');
    const titles = await footer.getByRole('heading').allTextContents();
    expect(titles).toEqual(['Job Seekers', 'Resources', 'Company']);

    const links = await footer
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => [element.textContent, element.getAttribute('href')]));
    expect(links).toEqual([
      ['Find Jobs', '/jobs'],
      ['Second Chance Jobs', '/second-chance'],
      ['Resume Analysis', '/resume'],
      ['Interview Prep', '/interview'],
      ['Career Advice', '/advice'],
      ['Company Research', '/research'],
      ['Tutorial', '/tutorial'],
      ['For Employers', '/employer-signup'],
      ['Veterans', '/veteran-signup'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]);
    // Placeholder pages are named, marked as coming soon, and not links that go nowhere.
    for (const placeholder of [
      'Salary Calculator',
      'Industry Insights',
      'Help Center',
      'About Us',
      'Contact',
    ]) {
      expect(await footer.getByText(placeholder, { exact: true }).isVisible()).toBe(true);
      expect(await footer.getByRole('link', { name: placeholder }).count()).toBe(0);
    }
    expect(await footer.getByText('Coming soon').count()).toBe(5);

    const year = new Date().getFullYear();
    expect(await footer.getByText(`© ${year} Real Opportunities. All rights reserved.`).isVisible()).toBe(true);
    expect(await footer.getByText(/^Property of Real Opportunities/).isVisible()).toBe(true);
    expect(await footer.getByText('Because real people deserve real opportunities.').isVisible()).toBe(true);

    await footer.getByRole('link', { name: 'Interview Prep' }).click();
    await waitForPath(page, '/interview');
    expect(browser.problemsOf(page)).toEqual([]);
    await page.goto(product.url + '/');
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'shell-desktop-header-footer');
  });
});

describe('the help assistant', () => {
  const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
  const messages = (page: Page) => conversation(page).getByRole('listitem');
  const openAssistant = async (page: Page) => {
    await page.getByRole('button', { name: 'Open help assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Real Opportunities Assistant' });
    await panel.waitFor();
    return panel;
  };

  it('opens a 384 x 600 px panel with a greeting, closes with the X, and greets only once', async () => {
    const page = await openPage('/');
    const panel = await openAssistant(page);

    const box = await panel.boundingBox();
    expect([box?.width, box?.height]).toEqual([384, 600]);
    expect(await messages(page).allTextContents()).toEqual([expect.stringContaining(assistantGreeting)]);
    expect(await page.getByRole('button', { name: 'Open help assistant' }).count()).toBe(0);

    await panel.getByRole('button', { name: 'Close assistant' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open help assistant');

    await openAssistant(page);
    expect(await messages(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('floats on the pages of every portal and on the 404 page', async () => {
    const page = await browser.newPage();
    for (const path of ['/', '/employer-login', '/veteran-signup', '/admin-login', '/no/such/page']) {
      await page.goto(product.url + path);
      await page.locator('main h1').first().waitFor();
      expect(await page.getByRole('button', { name: 'Open help assistant' }).isVisible()).toBe(true);
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    }
    // Only the 404 page's own "404" response may be logged.
    expect(browser.problemsOf(page)).toEqual([expect.stringMatching(/^console: Failed to load resource: .* 404/)]);
  });

  it('sends a quick-help question and answers it 800 ms later, with a typing indicator meanwhile', async () => {
    const page = await browser.newPage();
    await page.clock.install({ time: new Date('2025-03-04T10:00:00') });
    await page.goto(product.url + '/');
    await page.locator('main h1').first().waitFor();
    // The page arrives rendered: its heading shows before its code has loaded, and moving the
    // clock 5 minutes on while a file is loading would time that load out.
    await page.waitForLoadState('networkidle');
    await page.clock.pauseAt(new Date('2025-03-04T10:05:00'));
    const panel = await openAssistant(page);

    const category = panel.getByRole('button', { name: 'Billing & Plans' });
    await category.click();
    expect(await category.getAttribute('aria-expanded')).toBe('true');
    const question = 'How much does it cost to post a job?';
    await panel.getByRole('button', { name: question }).click();

    const reply = answerAssistantQuestion(question);
    expect(reply).toContain('Starter at $49/month with 5 job posts');
    expect(await messages(page).allTextContents()).toEqual([
      expect.stringContaining(assistantGreeting),
      expect.stringContaining(question),
    ]);
    expect(await category.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.getByRole('button', { name: question }).count()).toBe(0);
    expect(await panel.getByRole('status').textContent()).toContain('The assistant is typing');

    // The reply comes 800 ms after the question, not before.
    await page.clock.runFor(500);
    expect(await conversation(page).getByText(reply).count()).toBe(0);
    await page.clock.runFor(299);
    expect(await conversation(page).getByText(reply).count()).toBe(0);
    await page.clock.runFor(1);
    await conversation(page).getByText(reply).waitFor();

    expect(await messages(page).count()).toBe(3);
    expect(await panel.getByRole('status').count()).toBe(0);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('keeps Send disabled for a blank message and sends with Enter', async () => {
    const page = await openPage('/');
    const panel = await openAssistant(page);
    const input = panel.getByRole('textbox', { name: 'Message' });
    const send = panel.getByRole('button', { name: 'Send' });

    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await input.press('Enter');
    expect(await messages(page).count()).toBe(1);

    await input.fill('  How much does a job post cost?  ');
    expect(await send.isEnabled()).toBe(true);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    expect(await send.isDisabled()).toBe(true);
    await conversation(page).getByText(answerAssistantQuestion('How much does a job post cost?')).waitFor();
    expect(await messages(page).nth(1).textContent()).toContain('How much does a job post cost?');

    await input.fill('Do you have anything for veterans');
    await send.click();
    await conversation(page).getByText(answerAssistantQuestion('veterans')).waitFor();
    expect(await messages(page).count()).toBe(5);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('is clean for axe-core with a conversation open, on desktop and on a phone', async () => {
    for (const viewport of [undefined, phone]) {
      const page = await openPage('/', viewport);
      const panel = await openAssistant(page);
      await panel.getByRole('button', { name: 'Resume Help' }).click();
      await panel.getByRole('button', { name: 'How does the resume analysis work?' }).click();
      await conversation(page).getByText(answerAssistantQuestion('How does the resume analysis work?')).waitFor();
      await panel.getByRole('button', { name: 'Veteran Services' }).click();

      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, viewport ? 'shell-assistant-conversation-phone' : 'shell-assistant-conversation');
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });
});
