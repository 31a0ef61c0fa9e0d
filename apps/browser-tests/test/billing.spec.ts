import { demoCredentials, seedDemoData } from '@jobboard/seed';
import { anEmployerRegistration, testPassword } from '@jobboard/test-kit';
import type { Locator, Page } from 'playwright-core';
import { registerEmployerInPage } from './support/employers';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const quiet = { info: () => undefined, warn: () => undefined };
const demoEmployer = demoCredentials.find((account) => account.role === 'employer')!;

beforeAll(async () => {
  // The demo employer then has an active Professional plan.
  await seedDemoData({ log: quiet });
});

const fieldNamed = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('textbox', { name, exact: true })
    .or(scope.getByRole('combobox', { name, exact: true }))
    .or(scope.getByRole('spinbutton', { name, exact: true }));
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current Plan' });
const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** The Current Plan card's status badge, as read aloud ("Status: Free Trial"). */
const planStatus = (page: Page) => currentPlan(page).getByText(/^Status: \S/);

const openSubscriptionPage = async (page: Page) => {
  await page.goto(`${product.url}/subscription`);
  await planCard(page, 'Professional').waitFor();
  await currentPlan(page).waitFor();
  await page.waitForLoadState('networkidle');
};

const openBillingPage = async (page: Page) => {
  await page.goto(`${product.url}/billing`);
  await page.getByRole('heading', { level: 2, name: 'Recent Payments' }).waitFor();
  await page.waitForLoadState('networkidle');
};

/** The Job post credits figure of the Current Plan card. */
const creditsShown = async (page: Page) => /Job post credits\s*(\d+)/.exec(await currentPlan(page).innerText())?.[1];

/** Posts a job from the dashboard's Post New Job dialog and waits for the success toast. */
const postJob = async (page: Page, employerId: string, title: string) => {
  await page.goto(`${product.url}/employer-dashboard/${employerId}`);
  await page.getByRole('button', { name: 'Post New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Job' });
  await dialog.waitFor();
  await fieldNamed(dialog, 'Job Title').fill(title);
  await fieldNamed(dialog, 'Location').fill('Austin, TX');
  await fieldNamed(dialog, 'Job Type').selectOption({ label: 'Full-time' });
  await fieldNamed(dialog, 'Experience Level').selectOption({ label: 'Mid' });
  await fieldNamed(dialog, 'Schedule').fill('Monday to Friday, 8am to 4:30pm');
  await fieldNamed(dialog, 'Job Description').fill('Keep the warehouse running safely and on time.');
  for (const [label, entry] of [
    ['Requirements', 'Forklift certification'],
    ['Responsibilities', 'Run the daily shift plan'],
    ['Benefits', 'Health insurance'],
  ]) {
    await fieldNamed(dialog, label).fill(entry);
    await fieldNamed(dialog, label).press('Enter');
  }
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await toast(page).getByText('Job Posted Successfully', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
};

describe('plans and billing (/subscription, /billing)', () => {
  it('runs payments in mock mode for the test run (stripe-mock)', async () => {
    const config = await fetch(`${product.url}/api/billing/config`);
    expect(config.status).toBe(200);
    expect(await config.json()).toEqual({ mode: 'mock' });
  });

  it('sends a visitor to the employer login and back to /billing after signing in', async () => {
    const page = await browser.newPage(phone);
    await page.goto(`${product.url}/billing`);
    await page.waitForURL((url) => url.pathname === '/employer-login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/billing');
    await page.getByRole('heading', { level: 1, name: 'Employer Login' }).waitFor();

    await fieldNamed(page, 'Email').fill(demoEmployer.login);
    await page.locator('input[name="password"]').fill(demoEmployer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await page.getByRole('heading', { level: 2, name: 'Recent Payments' }).waitFor();
    await page.waitForLoadState('networkidle');

    const plan = currentPlan(page);
    expect(await plan.getByText('Professional', { exact: true }).count()).toBe(1);
    expect(await planStatus(page).textContent()).toBe('Status: Active');
    expect(await plan.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/subscription');
    expect(await page.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toMatch(/^\/employer-dashboard\/[0-9a-f]{24}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'billing-demo-employer-mobile');

  });

  it('sends a visitor to /subscription through the login to a new account, and back to the plans', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/subscription`);
    await page.waitForURL((url) => url.pathname === '/employer-login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/subscription');
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Employer Account' }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/subscription');

    const registration = anEmployerRegistration({ companyName: 'Prairie Wind Farms', password: testPassword });
    for (const [label, value] of [
      ['Email', registration.email],
      ['Confirm Email', registration.email],
      ['Company Name', registration.companyName],
      ['Contact Name', registration.contactName],
      ['City', registration.city],
      ['State', registration.state],
      ['ZIP Code', registration.zipCode],
    ]) {
      await fieldNamed(page, label).fill(value);
    }
    await page.locator('input[name="password"]').fill(registration.password);
    await fieldNamed(page, 'Industry').selectOption(registration.industry);
    await fieldNamed(page, 'Company Size').selectOption(registration.companySize);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/subscription');
    await planCard(page, 'Professional').waitFor();
    // The Current Plan card reads the new account's billing, which may answer after the plans.
    await currentPlan(page).getByText('No plan', { exact: true }).waitFor();
    expect(await currentPlan(page).getByText('No plan', { exact: true }).count()).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('starts a free trial of Professional for a new employer, shown on both pages, and the employer can post', async () => {
    const page = await browser.newPage(desktop);
    const employerId = await registerEmployerInPage(page, product.url, 'Trailhead Outfitters');
    await openSubscriptionPage(page);

    expect(await planStatus(page).textContent()).toBe('Status: Inactive');
    expect(await creditsShown(page)).toBe('0');
    expect(await page.getByRole('region', { name: 'Pay Per Post' }).getByText('$99.00', { exact: true }).count()).toBe(1);
    const professional = planCard(page, 'Professional');
    expect(await professional.getByText('Most Popular', { exact: true }).count()).toBe(1);
    expect(await professional.getByText('First Month FREE', { exact: true }).count()).toBe(1);
    expect(await professional.getByText('$199.00', { exact: true }).count()).toBe(1);
    expect(await professional.getByText('15 per month', { exact: true }).count()).toBe(1);
    expect(await planCard(page, 'Enterprise').getByText('Unlimited', { exact: true }).count()).toBe(1);
    expect(await planCard(page, 'Enterprise').getByRole('button', { name: 'Start Free Trial' }).count()).toBe(1);
    expect(await planCard(page, 'Starter').getByRole('button', { name: 'Subscribe' }).count()).toBe(1);
    expect(await planCard(page, 'Starter').getByText('First Month FREE', { exact: true }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-new-employer');

    await professional.getByRole('button', { name: 'Start Free Trial' }).click();
    await toast(page).getByText('Free Trial Started', { exact: true }).waitFor();
    await currentPlan(page).getByText('Free trial ends', { exact: true }).waitFor();
    expect(await planStatus(page).textContent()).toBe('Status: Free Trial');
    expect(await currentPlan(page).getByText('Professional', { exact: true }).count()).toBe(1);
    expect(await professional.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    // The notice that says so has the focus, for keyboard and screen reader users.
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Free Trial Started');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-trial-started');

    await openBillingPage(page);
    expect(await planStatus(page).textContent()).toBe('Status: Free Trial');
    expect(await currentPlan(page).getByText('Professional', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'No payments yet' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'No statements yet' }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-trial');

    await postJob(page, employerId, 'Trail Crew Lead');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('buys a single job post with the simulated payment: the credit and the payment show on /billing, and a post uses it', async () => {
    const page = await browser.newPage(desktop);
    const employerId = await registerEmployerInPage(page, product.url, 'Copperline Electric');
    await openSubscriptionPage(page);

    await page.getByRole('button', { name: 'Buy a Job Post' }).click();
    const payment = page.getByRole('region', { name: 'Complete Your Payment' });
    await payment.waitFor();
    expect(await payment.getByText('$99.00', { exact: true }).count()).toBe(1);
    expect(await payment.getByRole('note').getByText('Development mode: simulated payment').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Complete Your Payment' }).evaluate((heading) => heading === document.activeElement)).toBe(
      true,
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-payment-form');
    await page.setViewportSize(phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, 'subscription-payment-form-mobile');
    await page.setViewportSize(desktop);

    // Cancel goes back to the plans; buying again opens a new payment.
    await payment.getByRole('button', { name: 'Cancel' }).click();
    await planCard(page, 'Professional').waitFor();
    await page.getByRole('button', { name: 'Buy a Job Post' }).click();
    await payment.getByRole('button', { name: 'Simulate successful payment' }).click();

    await toast(page).getByText('Payment Successful', { exact: true }).waitFor();
    await page.getByRole('main').getByRole('status').getByText('Your job post credit has been added.').waitFor();
    expect(await creditsShown(page)).toBe('1');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-job-post-paid');

    await openBillingPage(page);
    expect(await creditsShown(page)).toBe('1');
    const payments = page.getByRole('table', { name: /^Recent Payments/ });
    // The attempt abandoned with Cancel stays as a pending payment; the simulated one succeeded.
    const rows = payments.getByRole('row').filter({ hasText: '$99.00' });
    expect(await rows.count()).toBe(2);
    expect(await rows.getByText('Pending', { exact: true }).count()).toBe(1);
    const paid = rows.filter({ hasText: 'Succeeded' });
    expect(await paid.count()).toBe(1);
    expect(await paid.getByText('Job post', { exact: true }).count()).toBeGreaterThan(0);
    expect(await payments.getByRole('columnheader').allTextContents()).toEqual(['Date', 'Description', 'Type', 'Amount', 'Status', 'Receipt']);
    const statements = page.getByRole('table', { name: /^Monthly Statements/ });
    const download = statements.getByRole('link', { name: /^Download PDF/ }).first();
    expect(await download.getAttribute('href')).toMatch(new RegExp(`^/api/employers/${employerId}/statements/[0-9a-f]{24}$`));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-job-post-credit');
    await page.setViewportSize(phone);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Recent Payments' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-job-post-credit-mobile');
    await page.setViewportSize(desktop);

    await postJob(page, employerId, 'Apprentice Electrician');
    await openBillingPage(page);
    expect(await creditsShown(page)).toBe('0');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('cancels the plan at the end of the period after asking, and then shows when it ends', async () => {
    const page = await browser.newPage(desktop);
    await registerEmployerInPage(page, product.url, 'Bluebonnet Dental');
    await openSubscriptionPage(page);
    await planCard(page, 'Enterprise').getByRole('button', { name: 'Start Free Trial' }).click();
    await toast(page).getByText('Free Trial Started', { exact: true }).waitFor();

    await openBillingPage(page);
    await currentPlan(page).getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.waitFor();
    expect(await confirm.getByRole('button', { name: 'Keep My Plan' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-cancel-confirm');
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();

    await toast(page).getByText('Subscription Canceled', { exact: true }).waitFor();
    await currentPlan(page).getByText('Ends on', { exact: true }).waitFor();
    expect(await currentPlan(page).getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'billing-canceled');
  });
});
