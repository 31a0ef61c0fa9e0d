import { BillingStatementModel, EmployerModel } from '@jobboard/db';
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

const paymentStep = (page: Page) => page.getByRole('region', { name: 'Complete Your Payment' });
/** A plan card's one button, by its exact words. */
const planButton = (page: Page, plan: string, name: string) => planCard(page, plan).getByRole('button', { name, exact: true });
const fitsPhoneWidth = async (page: Page) => (await page.evaluate(() => document.documentElement.scrollWidth)) <= phone.width;
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
/** A date as the billing pages write it: "Mar 10, 2026". */
const dateWords = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}`;

/** "$1,234.56" -> 123456 */
const cents = (money: string | undefined) => Math.round(Number((money ?? 'NaN').replace(/[$,]/g, '')) * 100);

/** Subscribes to Starter and pays with the simulated payment, until the Current Plan card shows it active. */
const payForStarter = async (page: Page) => {
  await planButton(page, 'Starter', 'Subscribe').click();
  await paymentStep(page).getByRole('button', { name: 'Simulate successful payment' }).click();
  await toast(page).getByText('Subscription Started', { exact: true }).waitFor();
  await currentPlan(page).getByText('Starter', { exact: true }).waitFor();
};

/** Upgrades to Professional (preview, Continue to payment, simulated payment) until it is the current plan. */
const upgradeToProfessional = async (page: Page) => {
  await planButton(page, 'Professional', 'Upgrade').click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Professional?' });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await paymentStep(page).getByRole('button', { name: 'Simulate successful payment' }).click();
  await toast(page).getByText('Plan Upgraded', { exact: true }).waitFor();
  await currentPlan(page).getByText('Professional', { exact: true }).waitFor();
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
    // With a plan in force the other plans are changes of it, no longer subscriptions or trials.
    expect(await planButton(page, 'Enterprise', 'Upgrade').count()).toBe(1);
    expect(await planButton(page, 'Starter', 'Downgrade').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Start Free Trial' }).count()).toBe(0);
    expect(await currentPlan(page).innerText()).toMatch(/Posts used this period\s*0 of 15/);
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
    // Without a plan the card says what the credit allows, not that nothing can be posted.
    expect(await currentPlan(page).getByText('Your 1 job post credit lets you post 1 job. Credits never expire.', { exact: true }).count()).toBe(1);
    expect(await currentPlan(page).getByText(/to start posting jobs/).count()).toBe(0);
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
    // A month's statement is written once the month has ended (the scheduled work), not before.
    expect(await page.getByRole('heading', { name: 'No statements yet' }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-job-post-credit');

    // Last month's statement, as the month-end work writes it: listed, with its PDF.
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    await BillingStatementModel.create({
      employerId,
      year: lastMonth.getUTCFullYear(),
      month: lastMonth.getUTCMonth() + 1,
      totalAmount: 9900,
      jobPostFees: 9900,
      jobPostCount: 1,
    });
    await page.setViewportSize(phone);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Recent Payments' }).waitFor();
    await page.waitForLoadState('networkidle');
    const statements = page.getByRole('table', { name: /^Monthly Statements/ });
    const download = statements.getByRole('link', { name: /^Download PDF/ }).first();
    expect(await download.getAttribute('href')).toMatch(new RegExp(`^/api/employers/${employerId}/statements/[0-9a-f]{24}$`));
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
  it('changes nothing when the Starter payment is abandoned: still no plan after a reload, and the dashboard cannot post', async () => {
    const page = await browser.newPage(desktop);
    const employerId = await registerEmployerInPage(page, product.url, 'Mesa Verde Roofing');
    await openSubscriptionPage(page);

    await planButton(page, 'Starter', 'Subscribe').click();
    const payment = paymentStep(page);
    await payment.waitFor();
    expect(await payment.getByText('Starter plan', { exact: true }).count()).toBe(1);
    expect(await payment.getByText('$49.00 per month', { exact: true }).count()).toBe(1);
    await payment.getByRole('button', { name: 'Cancel' }).click();

    // Back to the plans, focus on their heading; the plan did not start.
    await planCard(page, 'Starter').waitFor();
    expect(await focusedText(page)).toBe('Choose a Plan');
    expect(await planStatus(page).textContent()).toBe('Status: Inactive');
    expect(await currentPlan(page).getByText('No plan', { exact: true }).count()).toBe(1);
    expect(await currentPlan(page).getByText('Choose a plan, or buy a single job post, to start posting jobs.', { exact: true }).count()).toBe(1);

    await openSubscriptionPage(page);
    expect(await planStatus(page).textContent()).toBe('Status: Inactive');
    expect(await currentPlan(page).getByText('No plan', { exact: true }).count()).toBe(1);
    expect(await currentPlan(page).getByText('Posts used this period').count()).toBe(0);
    expect(await planButton(page, 'Starter', 'Subscribe').count()).toBe(1);
    // The free month is still there: the abandoned payment was not a trial.
    expect(await planButton(page, 'Professional', 'Start Free Trial').count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-payment-abandoned');

    await page.goto(`${product.url}/employer-dashboard/${employerId}`);
    await page.getByRole('link', { name: 'See plans' }).waitFor();
    const billing = await page.evaluate(async (id) => (await fetch(`/api/employers/${id}/billing`)).json() as Promise<Record<string, unknown>>, employerId);
    expect(billing).toMatchObject({ subscriptionStatus: 'inactive', planPostsUsed: 0, trialAvailable: true });
    expect(billing.subscriptionPlan).toBeUndefined();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('pays for Starter with the simulated payment: active at once, with its posts counted', async () => {
    const page = await browser.newPage(desktop);
    await registerEmployerInPage(page, product.url, 'Juniper Tile Works');
    await openSubscriptionPage(page);
    await payForStarter(page);

    expect(await planStatus(page).textContent()).toBe('Status: Active');
    expect(await currentPlan(page).innerText()).toMatch(/Posts used this period\s*0 of 5/);
    expect(await planButton(page, 'Starter', 'Current Plan').isDisabled()).toBe(true);
    expect(await planButton(page, 'Professional', 'Upgrade').count()).toBe(1);
    expect(await planButton(page, 'Enterprise', 'Upgrade').count()).toBe(1);
    expect(await page.getByText('First Month FREE').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-starter-active');

    await openBillingPage(page);
    expect(await planStatus(page).textContent()).toBe('Status: Active');
    expect(await currentPlan(page).getByText('Starter', { exact: true }).count()).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('upgrades Starter to Professional: the dialog says what is paid today, the payment step takes it, /billing lists its lines', async () => {
    const page = await browser.newPage(desktop);
    await registerEmployerInPage(page, product.url, 'Harbor Light Bakery');
    await openSubscriptionPage(page);
    await payForStarter(page);

    // An upgrade whose payment is abandoned changes nothing: Starter stays the plan.
    await planButton(page, 'Professional', 'Upgrade').click();
    await page.getByRole('dialog', { name: 'Upgrade to Professional?' }).getByRole('button', { name: 'Continue to payment' }).click();
    await paymentStep(page).getByRole('button', { name: 'Cancel' }).click();
    await openSubscriptionPage(page);
    expect(await currentPlan(page).getByText('Starter', { exact: true }).count()).toBe(1);
    expect(await planStatus(page).textContent()).toBe('Status: Active');
    expect(await planButton(page, 'Starter', 'Current Plan').isDisabled()).toBe(true);
    // The upgrade stays chosen, waiting for its payment, until it is paid or replaced.
    expect(await currentPlan(page).getByText(/^Upgrade to Professional waiting for payment of \$[\d,]+\.\d\d\.$/).count()).toBe(1);

    await planButton(page, 'Professional', 'Upgrade').click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Professional?' });
    await dialog.waitFor();
    const summary = dialog.getByText(/^You pay \$[\d,]+\.\d\d today \(prorated for the rest of this period\), then \$199\.00 per month from /);
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(new RegExp(`from ${dateWords}\\.$`));
    const dueToday = /^You pay (\$[\d,]+\.\d\d) today/.exec((await summary.textContent()) ?? '')?.[1];
    expect(dueToday).not.toBe('$0.00');
    const lines = dialog.getByRole('definition').or(dialog.getByRole('term'));
    expect(await dialog.getByText('Unused time on Starter after today', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('Remaining time on Professional after today', { exact: true }).count()).toBe(1);
    expect(await lines.filter({ hasText: /^\u2212\$/ }).count()).toBe(1);
    expect(await dialog.getByText('Total today', { exact: true }).count()).toBe(1);
    // Focus starts on the safe choice; the change is made from the keyboard.
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-upgrade-preview');
    await page.setViewportSize(phone);
    expect(await fitsPhoneWidth(page)).toBe(true);
    await saveScreenshot(page, 'subscription-upgrade-preview-mobile');
    await page.setViewportSize(desktop);

    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Continue to payment');
    await page.keyboard.press('Enter');

    const payment = paymentStep(page);
    await payment.waitFor();
    expect(await payment.getByText('Upgrade to Professional', { exact: true }).count()).toBe(1);
    // Prorated to the second: the charge made a moment after the preview may differ by a cent.
    const chargedToday = /^(\$[\d,]+\.\d\d) today$/.exec((await payment.getByText(/^\$[\d,]+\.\d\d today$/).textContent()) ?? '')?.[1];
    expect(Math.abs(cents(chargedToday) - cents(dueToday))).toBeLessThanOrEqual(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Complete Your Payment' }).evaluate((heading) => heading === document.activeElement)).toBe(true);
    // Not paid yet: Starter is still the plan.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-upgrade-payment');
    await payment.getByRole('button', { name: 'Simulate successful payment' }).click();

    await toast(page).getByText('Plan Upgraded', { exact: true }).waitFor();
    await currentPlan(page).getByText('Professional', { exact: true }).waitFor();
    expect(await planStatus(page).textContent()).toBe('Status: Active');
    expect(await currentPlan(page).innerText()).toMatch(/Posts used this period\s*0 of 15/);
    expect(await currentPlan(page).getByText(/waiting for payment/).count()).toBe(0);
    expect(await planButton(page, 'Professional', 'Current Plan').isDisabled()).toBe(true);
    expect(await planButton(page, 'Starter', 'Downgrade').count()).toBe(1);
    expect(await focusedText(page)).toContain('Plan Upgraded');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-upgraded');

    await openBillingPage(page);
    const payments = page.getByRole('table', { name: /^Recent Payments/ });
    const upgrade = payments.getByRole('row').filter({ hasText: 'Unused time on Starter after today' });
    expect(await upgrade.count()).toBe(1);
    expect(await upgrade.getByText('Remaining time on Professional after today', { exact: true }).count()).toBe(1);
    expect(await upgrade.getByText(/^\u2212\$[\d,]+\.\d\d$/).count()).toBe(1);
    expect(await upgrade.getByText(chargedToday ?? '', { exact: true }).count()).toBeGreaterThan(0);
    expect(await upgrade.getByText('Succeeded', { exact: true }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-upgrade-lines');
    await page.setViewportSize(phone);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Recent Payments' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await fitsPhoneWidth(page)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-upgrade-lines-mobile');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('downgrades Professional to Starter at the end of the period, and keeps Professional on second thoughts', async () => {
    const page = await browser.newPage(desktop);
    await registerEmployerInPage(page, product.url, 'Cedar Ridge Landscaping');
    await openSubscriptionPage(page);
    await payForStarter(page);
    await upgradeToProfessional(page);

    await planButton(page, 'Starter', 'Downgrade').click();
    const dialog = page.getByRole('dialog', { name: 'Downgrade to Starter?' });
    const summary = dialog.getByText(/^No charge today\./);
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(new RegExp(`^No charge today\\. You keep Professional until ${dateWords}, then pay \\$49\\.00 per month\\.$`));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-downgrade-preview');
    await dialog.getByRole('button', { name: 'Downgrade to Starter' }).click();

    await toast(page).getByText('Plan Change Scheduled', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const changes = currentPlan(page).getByText(new RegExp(`^Changes to Starter on ${dateWords}\\.$`));
    await changes.waitFor();
    expect(await currentPlan(page).getByText('Professional', { exact: true }).count()).toBe(1);
    expect(await planStatus(page).textContent()).toBe('Status: Active');
    expect(await planButton(page, 'Professional', 'Keep Professional').count()).toBe(1);
    expect(await planCard(page, 'Starter').getByRole('button', { name: /^Starts on / }).isDisabled()).toBe(true);
    expect(await planButton(page, 'Enterprise', 'Upgrade').count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-downgrade-scheduled');

    await openBillingPage(page);
    expect(await currentPlan(page).getByText(/^Changes to Starter on /).count()).toBe(1);
    expect(await currentPlan(page).getByText('Professional', { exact: true }).count()).toBe(1);

    await openSubscriptionPage(page);
    await planButton(page, 'Professional', 'Keep Professional').click();
    await toast(page).getByText('Plan Kept', { exact: true }).waitFor();
    await planButton(page, 'Professional', 'Current Plan').waitFor();
    expect(await currentPlan(page).getByText(/^Changes to /).count()).toBe(0);
    expect(await planButton(page, 'Starter', 'Downgrade').count()).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('previews an upgrade in the free month (it ends the trial), says when the preview fails, and closes from the keyboard', async () => {
    const page = await browser.newPage(desktop);
    await registerEmployerInPage(page, product.url, 'Saltgrass Charters');
    await openSubscriptionPage(page);
    await planButton(page, 'Professional', 'Start Free Trial').click();
    await toast(page).getByText('Free Trial Started', { exact: true }).waitFor();

    // The service cannot be reached: the dialog says so and offers to try again.
    product.stopService('employer-api');
    await planButton(page, 'Enterprise', 'Upgrade').click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Enterprise?' });
    await dialog.getByRole('alert').getByText('Could not work out what this change costs', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue to payment' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Upgrade to Enterprise' }).isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-upgrade-preview-failed');

    product.restoreService('employer-api');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    const summary = dialog.getByText(/^You pay \$499\.00 today: your free month ends and Enterprise starts now\. Then \$499\.00 per month from /);
    await summary.waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue to payment' }).isEnabled()).toBe(true);
    // Try Again made way for the preview: focus stayed in the dialog.
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-upgrade-in-trial-preview');

    // Escape closes it, nothing changed, and focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await planButton(page, 'Enterprise', 'Upgrade').evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await planStatus(page).textContent()).toBe('Status: Free Trial');
    expect(await currentPlan(page).getByText('Professional', { exact: true }).count()).toBe(1);
    // Only the preview asked while the service was away failed.
    expect(browser.problemsOf(page).filter((problem) => !/status of 502/.test(problem))).toEqual([]);
  });

  it('offers no second free month: after a cancelled trial the trial plans say why, and the plan can be resumed', async () => {
    const page = await browser.newPage(desktop);
    await registerEmployerInPage(page, product.url, 'Red Mesa Veterinary');
    await openSubscriptionPage(page);
    await planButton(page, 'Professional', 'Start Free Trial').click();
    await toast(page).getByText('Free Trial Started', { exact: true }).waitFor();

    await openBillingPage(page);
    await currentPlan(page).getByRole('button', { name: 'Cancel subscription' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    const confirmCancel = cancelDialog.getByRole('button', { name: 'Cancel Subscription' });
    // The service cannot be reached: the dialog stays open, and the focus is back on its button.
    product.stopService('employer-api');
    await confirmCancel.click();
    await toast(page).getByText('Cancel Failed', { exact: true }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel Subscription');
    expect(await confirmCancel.evaluate((button) => button === document.activeElement)).toBe(true);
    product.restoreService('employer-api');
    await page.keyboard.press('Enter');
    await toast(page).getByText('Subscription Canceled', { exact: true }).waitFor();

    await openSubscriptionPage(page);
    expect(await page.getByRole('button', { name: 'Start Free Trial' }).count()).toBe(0);
    expect(await page.getByText('First Month FREE').count()).toBe(0);
    const reason = planCard(page, 'Enterprise').getByText(new RegExp(`^Your free month was used on ${dateWords}\\.$`));
    expect(await reason.count()).toBe(1);
    // The plan in its (cancelled) trial needs no reason; the cheaper plan has no trial to explain.
    expect(await planCard(page, 'Professional').getByText(/free month/).count()).toBe(0);
    expect(await planCard(page, 'Starter').getByText(/free month/).count()).toBe(0);
    expect(await planButton(page, 'Professional', 'Resume plan').count()).toBe(1);
    expect(await planButton(page, 'Enterprise', 'Upgrade').count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-trial-used');
    await page.setViewportSize(phone);
    expect(await fitsPhoneWidth(page)).toBe(true);
    await saveScreenshot(page, 'subscription-trial-used-mobile');
    await page.setViewportSize(desktop);

    await planButton(page, 'Professional', 'Resume plan').click();
    await toast(page).getByText('Subscription Resumed', { exact: true }).waitFor();
    await planButton(page, 'Professional', 'Current Plan').waitFor();
    expect(await currentPlan(page).getByText(/will not renew/).count()).toBe(0);
    expect(await focusedText(page)).toContain('Subscription Resumed');
    // Only the cancellation sent while the service was away failed.
    expect(browser.problemsOf(page).filter((problem) => !/status of 502/.test(problem))).toEqual([]);
  });

  it('says when a payment is overdue: posting with the plan paused, and no plan changes offered', async () => {
    const page = await browser.newPage(desktop);
    const employerId = await registerEmployerInPage(page, product.url, 'Sandhill Auto Glass');
    await openSubscriptionPage(page);
    await payForStarter(page);
    // The renewal's payment failed (what the provider's webhook would report).
    await EmployerModel.updateOne({ _id: employerId }, { $set: { subscriptionStatus: 'past_due' } });

    await openSubscriptionPage(page);
    expect(await planStatus(page).textContent()).toBe('Status: Past Due');
    expect(await currentPlan(page).getByText(/^Your last payment did not go through\. Posting with your plan is paused/).count()).toBe(1);
    for (const name of ['Upgrade', 'Downgrade', 'Subscribe', 'Start Free Trial']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    expect(await page.getByText('Plans can be changed once your last payment is paid.', { exact: true }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'subscription-past-due');

    await openBillingPage(page);
    expect(await currentPlan(page).getByText(/^Your last payment did not go through/).count()).toBe(1);
    expect(await currentPlan(page).getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
