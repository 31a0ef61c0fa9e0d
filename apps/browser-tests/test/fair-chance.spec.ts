import { ApplicationModel, EmployerModel } from '@jobboard/db';
import { formatCalendarDate } from '@jobboard/domain';
import { createJobRecord, testPassword } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { registerEmployerInPage } from './support/employers';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const companyName = 'Open Gate Bakery';
const jobTitle = `Bread Baker ${Date.now() % 100_000}`;
const journey = { employerId: '', email: '', jobId: '' };

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const fairChanceForm = (page: Page) => page.getByRole('form', { name: 'Fair-chance hiring' });

/** Signs the company in through the real login screen. */
const employerPage = async (viewport = desktop) => {
  const page = await browser.newPage(viewport);
  await page.goto(`${product.url}/employer-login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(journey.email);
  await page.locator('input[name="password"]').fill(testPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === `/employer-dashboard/${journey.employerId}`);
  return page;
};

const secondChanceCard = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Second Chance Jobs' }).getByRole('article', { name: jobTitle, exact: true });

describe('fair-chance practices: attested by the employer, shown to job seekers', () => {
  it('the employer attests its practices in Settings, with the date, after choosing and confirming them', async () => {
    const page = await browser.newPage(desktop);
    journey.employerId = await registerEmployerInPage(page, product.url, companyName);
    journey.email = await page.evaluate(
      async (id) => ((await (await fetch(`/api/employers/${id}`, { credentials: 'include' })).json()) as { email: string }).email,
      journey.employerId,
    );
    const job = await createJobRecord({ id: journey.employerId, companyName }, {
      title: jobTitle,
      description: 'Bake bread before dawn with a small, patient team.',
      // Placed in San Francisco; the default /jobs search (everywhere, newest first) finds it.
      latitude: 37.8044,
      longitude: -122.2712,
    });
    journey.jobId = job.id;

    await page.goto(`${product.url}/employer-settings`);
    const form = fairChanceForm(page);
    await form.getByRole('heading', { name: 'Fair-chance hiring' }).waitFor();
    await form.getByText('You have not attested any fair-chance practice', { exact: false }).waitFor();

    // Nothing chosen: the first practice gets the focus and the message says why.
    await form.getByRole('button', { name: 'Attest practices' }).click();
    await form.getByRole('alert').getByText('Choose at least one practice your company follows.').waitFor();
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).resolves.toBe('considers-conviction-records');

    await form.getByRole('checkbox', { name: 'Considers applicants with conviction records' }).check();
    await form.getByRole('checkbox', { name: 'Asks about records only after a conditional offer' }).check();
    // Not confirmed: refused in the form, nothing sent.
    await form.getByRole('button', { name: 'Attest practices' }).click();
    await form.getByRole('alert').getByText('Please confirm that your company follows these practices.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await form.getByRole('checkbox', { name: `I confirm that ${companyName} follows these practices in its hiring today.` }).check();
    await form.getByRole('button', { name: 'Attest practices' }).click();
    await toast(page).getByText('Fair-chance practices attested').waitFor();
    const today = formatCalendarDate(new Date());
    await form.getByRole('status').getByText(`Attested on ${today}.`, { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Withdraw attestation' }).waitFor();

    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'fair-chance-settings');
  });

  it('/second-chance shows exactly what was attested and when, and counts the employer', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/second-chance`);
    const card = secondChanceCard(page);
    await card.waitFor();

    const today = formatCalendarDate(new Date());
    await card.getByText(`Fair-chance practices attested on ${today}:`).waitFor();
    expect(await card.getByRole('listitem').allInnerTexts()).toEqual([
      'Considers applicants with conviction records',
      'Asks about records only after a conditional offer',
    ]);
    await page.getByRole('main').getByRole('search', { name: 'Find Second Chance Jobs' }).getByText('1 inclusive employer is hiring', { exact: true }).waitFor();

    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'fair-chance-second-chance');

    // The /jobs card says how many practices, and when.
    const jobs = await browser.newPage(desktop);
    await jobs.goto(`${product.url}/jobs`);
    const jobCard = jobs.getByRole('article', { name: jobTitle, exact: true });
    await jobCard.waitFor();
    const cardText = await jobCard.innerText();
    expect(cardText).toContain(`2 fair-chance practices attested ${today}`);
    expect(cardText).toContain('Second Chance Employer');
  });

  it("the job's page shows the attestation and, once the history is long enough, how the employer answers applicants", async () => {
    const hourMs = 60 * 60 * 1000;
    // Six settled applications: reviewed after 20, 30, 40, 44 and 50 hours, one never; two decided.
    const reviewedAfter = [20, 30, 40, 44, 50, undefined];
    await ApplicationModel.insertMany(
      reviewedAfter.map((hours, index) => {
        const appliedAt = new Date(Date.now() - (30 + index) * 24 * hourMs);
        return {
          jobId: journey.jobId,
          employerId: journey.employerId,
          applicantName: `Applicant ${index + 1}`,
          applicantEmail: `fair.chance.applicant.${index}@example.com`,
          jobTitle,
          companyName,
          appliedAt,
          reviewedAt: hours === undefined ? undefined : new Date(appliedAt.getTime() + hours * hourMs),
          status: index < 2 ? 'rejected' : hours === undefined ? 'pending' : 'reviewed',
        };
      }),
    );

    const page = await browser.newPage(phone);
    await page.goto(`${product.url}/jobs/${journey.jobId}`);
    const panel = page.getByRole('region', { name: 'About this employer' });
    await panel.getByRole('heading', { name: 'Fair-chance employer' }).waitFor();
    expect(await panel.getByRole('listitem').allInnerTexts()).toEqual([
      'Considers applicants with conviction records',
      'Asks about records only after a conditional offer',
    ]);
    // Days to review, rounded up: 1, 2, 2, 2, 3 and never: the upper median is 2.
    await panel
      .getByText('Reviews half of its applications within 2 days; 2 of its last 6 applicants have had a final answer (hired or not selected).', { exact: true })
      .waitFor();
    await panel.getByText('From its applications of the past year (6 counted)', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'fair-chance-job-page-mobile');
  });

  it('asks the employer to confirm again near the end of the year, and the attestation lapses after it', async () => {
    await EmployerModel.updateOne({ _id: journey.employerId }, { $set: { 'fairChanceAttestation.attestedAt': new Date(Date.now() - 350 * 24 * 60 * 60 * 1000) } });
    const page = await employerPage(phone);
    const banner = page.getByRole('region', { name: 'Please confirm your fair-chance practices' });
    await banner.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await saveScreenshot(page, 'fair-chance-renewal-banner-mobile');

    await banner.getByRole('link', { name: 'Confirm practices' }).click();
    await page.waitForURL((url) => url.pathname === '/employer-settings');
    const form = fairChanceForm(page);
    await form.getByRole('status').getByText('Please confirm it again before', { exact: false }).waitFor();
    await expect(form.getByRole('checkbox', { name: 'Considers applicants with conviction records' }).isChecked()).resolves.toBe(true);
    await form.getByRole('checkbox', { name: /^I confirm that/ }).check();
    await form.getByRole('button', { name: 'Confirm and save attestation' }).click();
    await toast(page).getByText('Fair-chance practices attested').waitFor();
    await form.getByRole('status').getByText(`Attested on ${formatCalendarDate(new Date())}.`, { exact: false }).waitFor();

    await page.goto(`${product.url}/employer-dashboard/${journey.employerId}`);
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Please confirm your fair-chance practices' }).count()).toBe(0);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('withdrawing the attestation takes the job off /second-chance', async () => {
    const page = await employerPage();
    await page.goto(`${product.url}/employer-settings`);
    const form = fairChanceForm(page);
    await form.getByRole('checkbox', { name: /^I confirm that/ }).check();
    await form.getByRole('button', { name: 'Withdraw attestation' }).click();
    await toast(page).getByText('Attestation withdrawn').waitFor();
    await form.getByText('You have not attested any fair-chance practice', { exact: false }).waitFor();

    const visitor = await browser.newPage(desktop);
    await visitor.goto(`${product.url}/second-chance`);
    await visitor.getByText('No second-chance jobs match your search').waitFor();
    await visitor.getByText('0 inclusive employers are hiring', { exact: true }).waitFor();
  });
});
