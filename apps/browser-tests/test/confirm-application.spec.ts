import { applicationMessages, confirmApplicationTexts } from '@jobboard/contracts';
import { ApplicationModel, EmployerModel, PendingApplicationModel } from '@jobboard/db';
import { demoCredentials, seedDemoData } from '@jobboard/seed';
import { createJobRecord, minimalPdf, tokenOfConfirmationLink, uniqueEmail, waitForMail } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const quiet = { info: () => undefined, warn: () => undefined };
const demoEmployer = demoCredentials.find((account) => account.role === 'employer')!;
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');

beforeAll(async () => {
  // The demo employer and its open jobs.
  await seedDemoData({ log: quiet });
});

/** A job of the demo employer, found by a word of its description, where the job search looks by default. */
const aDemoEmployerJob = async (word: string) => {
  const demo = await EmployerModel.findOne({ email: demoEmployer.login }).lean();
  return createJobRecord(
    { id: String(demo!._id), companyName: demo!.companyName },
    {
      title: `Receiving Clerk ${word}`,
      description: `Receiving Clerk (${word}): check in deliveries, count and label freight, and keep the dock tidy. Day shift, steady hours and a friendly crew.`,
      location: 'Oakland, CA',
      city: 'Oakland',
      state: 'CA',
      latitude: 37.8044,
      longitude: -122.2712,
      screeningQuestions: [],
    },
  );
};

/** Applies through the modal as a visitor without an account does. */
const applyAnonymously = async (page: Page, word: string, applicant: { name: string; email: string }) => {
  await page.goto(`${product.url}/jobs?q=${word}`);
  await page.getByRole('list', { name: 'Jobs' }).waitFor();
  await page.getByRole('button', { name: /^Apply for / }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Position' });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(applicant.name);
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill(applicant.email);
  await dialog.locator('input[type="file"]').first().setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(`${applicant.name}: receiving clerk, five years on a warehouse dock`),
  });
  await dialog.getByRole('textbox', { name: /worked with this company/ }).fill('No');
  await dialog.getByRole('textbox', { name: /reliable transportation/ }).fill('Yes, I take the bus.');
  await dialog.getByRole('textbox', { name: /uphold the answers/ }).fill('I understand');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await toast(page).filter({ hasText: applicationMessages.checkEmail.title }).waitFor();
  await dialog.waitFor({ state: 'detached' });
};

describe('confirming an application sent without an account', () => {
  it('the applicant applies, opens the emailed link, confirms, and the employer dashboard then shows the application', async () => {
    const word = `w${Date.now().toString(36)}`;
    const { title: jobTitle } = await aDemoEmployerJob(word);
    const applicant = { name: 'Imani Clarke', email: uniqueEmail('imani') };
    const page = await browser.newPage();

    await applyAnonymously(page, word, applicant);
    expect(await toast(page).filter({ hasText: applicationMessages.checkEmail.message }).count()).toBe(1);
    expect(await ApplicationModel.countDocuments({ applicantEmail: applicant.email })).toBe(0);

    // The email, as delivered over SMTP to the run's mail catcher.
    const mail = await waitForMail(applicant.email, `Confirm your application for ${jobTitle}`);
    expect(mail.html).toContain('Confirm my application');
    const token = tokenOfConfirmationLink(mail.text);

    // Opening the link confirms nothing by itself; the button does.
    await page.goto(`${product.url}/confirm-application?token=${encodeURIComponent(token)}`);
    const confirmButton = page.getByRole('button', { name: confirmApplicationTexts.button });
    await confirmButton.waitFor();
    expect(await PendingApplicationModel.countDocuments({ applicantEmail: applicant.email })).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'confirm-application-ready');
    await confirmButton.click();
    await page.getByRole('heading', { name: applicationMessages.confirmed.title }).waitFor();
    expect(await page.getByText(applicationMessages.confirmed.message).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'confirm-application-done');

    // The link works once.
    await page.reload();
    await page.getByRole('button', { name: confirmApplicationTexts.button }).click();
    await page.getByText(applicationMessages.confirmationLinkInvalid).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);

    // The employer now sees it.
    const employer = await browser.newPage();
    await employer.goto(`${product.url}/employer-login`);
    await employer.getByRole('textbox', { name: 'Email', exact: true }).fill(demoEmployer.login);
    await employer.locator('input[name="password"]').fill(demoEmployer.password);
    await employer.getByRole('button', { name: 'Sign In' }).click();
    await employer.waitForURL((url) => /^\/employer-dashboard\/[0-9a-f]{24}$/.test(url.pathname));
    await employer.getByRole('tab', { name: /^Applications/ }).click();
    await employer.getByRole('article', { name: applicant.name, exact: true }).first().waitFor();
    await employer.getByRole('tab', { name: /^Notifications/ }).click();
    await employer.getByRole('listitem').filter({ hasText: applicant.name }).first().waitFor();
    await saveScreenshot(employer, 'confirm-application-employer-sees-it');
  }, 120_000);

  it('a link without a token says so, with a way on', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/confirm-application`);

    await page.getByText(applicationMessages.confirmationLinkInvalid).waitFor();
    expect(await page.getByRole('link', { name: confirmApplicationTexts.findMoreJobs }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
