import { randomBytes } from 'node:crypto';
import { savedResumesMessages } from '@jobboard/contracts';
import { ApplicationModel, readStoredFile, VeteranProfileModel } from '@jobboard/db';
import { aVeteranRegistration, createEmployerRecord, createJobRecord, minimalPdf, TestClient } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { markEmailVerified } from './support/accounts';
import { seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const widths = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

let employer: { id: string; companyName: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Harbor Line Freight' });
});

const pdfFile = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: minimalPdf(text) });
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const resumesSection = (page: Page) => page.getByRole('region', { name: savedResumesMessages.heading });
const savedList = (page: Page) => page.getByRole('list', { name: 'Saved resumes' });
const applyDialog = (page: Page) => page.getByRole('dialog', { name: 'Apply for Position' });
const resumeChoice = (page: Page) => applyDialog(page).getByRole('group', { name: 'Choose one of your saved resumes' });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

/** Signs a new job seeker up through the real page; the address counts as confirmed, so applications go straight to the employer. */
const signUpJobSeeker = async (page: Page) => {
  const email = `sam.${uniqueWord()}@example.com`;
  await page.goto(`${product.url}/job-seeker-signup`);
  await page.getByRole('heading', { name: 'Create Your Job Seeker Account', level: 1 }).waitFor();
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`)).and(page.locator('input'));
  await field('First Name').fill('Sam');
  await field('Last Name').fill('Ortiz');
  await field('Email').fill(email);
  await field('Password').fill('steady-work-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/jobs');
  await markEmailVerified('jobseeker', email);
  return email;
};

/** Keeps a resume through the profile's own uploader. */
const addResume = async (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => {
  await resumesSection(page).getByLabel('Resume file to add').setInputFiles(file);
  await toast(page).getByText(savedResumesMessages.uploaded, { exact: true }).first().waitFor();
  await savedList(page).getByText(file.name, { exact: true }).waitFor();
};

/** The bytes behind a resume's Download link, fetched with this browser's cookies. */
const downloadedBytes = async (page: Page, name: string) => {
  const href = await savedList(page)
    .getByRole('link', { name: `Download ${name}` })
    .getAttribute('href');
  const response = await page.request.get(`${product.url}${href}`);
  expect(response.status()).toBe(200);
  return Buffer.from(await response.body());
};

const fillAlwaysAskedQuestions = async (page: Page) => {
  const dialog = applyDialog(page);
  await dialog.getByRole('textbox', { name: /worked with this company/ }).fill('No');
  await dialog.getByRole('textbox', { name: /reliable transportation/ }).fill('Yes, my own car.');
  await dialog.getByRole('textbox', { name: /uphold the answers/ }).fill('I understand');
};

const openJob = (title: string) => createJobRecord(employer, { title, screeningQuestions: [] });

describe('saved resumes', () => {
  it('saved resumes: keep resumes in the profile (upload, replace, delete, download)', async () => {
    const page = await browser.newPage(widths[0]);
    await signUpJobSeeker(page);
    const first = pdfFile('sam-ortiz-warehouse.pdf', 'Warehouse lead, forklift certified');
    const second = pdfFile('sam-ortiz-driver.pdf', 'Class B driver, 6 years');

    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto(`${product.url}/resume?tab=applications`);
      await resumesSection(page).getByText(savedResumesMessages.description).waitFor();
      if (size.name === 'desktop') {
        await resumesSection(page).getByText(savedResumesMessages.empty).waitFor();
        await addResume(page, first);
        await addResume(page, second);
        expect((await downloadedBytes(page, first.name)).equals(first.buffer)).toBe(true);

        const replacement = pdfFile('sam-ortiz-warehouse-2026.pdf', 'Warehouse supervisor, 2026');
        await resumesSection(page).getByLabel(`New file for ${first.name}`).setInputFiles(replacement);
        await savedList(page).getByText(replacement.name, { exact: true }).waitFor();
        expect((await downloadedBytes(page, replacement.name)).equals(replacement.buffer)).toBe(true);

        await savedList(page)
          .getByRole('button', { name: `Delete ${second.name}` })
          .click();
        await page.getByRole('dialog', { name: 'Delete this resume?' }).getByRole('button', { name: 'Delete resume' }).click();
        await savedList(page).getByText(second.name, { exact: true }).waitFor({ state: 'detached' });
      }
      // At either width: the one kept resume, its actions, and nothing off screen. (The list
      // arrives after the section's description.)
      await savedList(page).getByRole('listitem').first().waitFor();
      expect(await savedList(page).getByRole('listitem').count()).toBe(1);
      expect(
        await savedList(page)
          .getByRole('button', { name: /^Delete / })
          .isVisible(),
      ).toBe(true);
      await page.waitForLoadState('networkidle');
      await noSidewaysScroll(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('saved resumes: apply by picking one, with the one used last preselected', async () => {
    const page = await browser.newPage(widths[0]);
    await signUpJobSeeker(page);
    const older = pdfFile('sam-forklift.pdf', 'Forklift operator, 4 years');
    const newer = pdfFile('sam-general.pdf', 'General warehouse associate');
    await page.goto(`${product.url}/resume?tab=applications`);
    await addResume(page, older);
    await addResume(page, newer);
    const firstJob = await openJob(`Forklift Operator ${uniqueWord()}`);
    const secondJob = await openJob(`Dock Lead ${uniqueWord()}`);

    // Desktop: the newest is picked first; choose the older one and apply without uploading.
    await page.goto(`${product.url}/jobs/${firstJob.id}?apply=1`);
    await resumeChoice(page).waitFor();
    expect(await resumeChoice(page).getByRole('radio', { name: newer.name }).isChecked()).toBe(true);
    expect(await applyDialog(page).getByRole('button', { name: 'Choose resume' }).count()).toBe(0);
    await resumeChoice(page).getByRole('radio', { name: older.name }).check();
    await fillAlwaysAskedQuestions(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await applyDialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await toast(page).getByText('Application Submitted', { exact: true }).waitFor();
    const application = await ApplicationModel.findOne({ jobId: firstJob.id }).lean();
    expect(application?.resume?.name).toBe(older.name);
    expect((await readStoredFile(application!.resume!.fileId)).equals(older.buffer)).toBe(true);

    // Phone: the next application starts with the resume used last; uploading a new one stays possible.
    await page.setViewportSize(widths[1]);
    await page.goto(`${product.url}/jobs/${secondJob.id}?apply=1`);
    await resumeChoice(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await resumeChoice(page).getByRole('radio', { name: older.name }).isChecked()).toBe(true);
    await resumeChoice(page).getByRole('radio', { name: 'Upload a new resume' }).check();
    await applyDialog(page).getByRole('button', { name: 'Choose resume' }).waitFor();
    await noSidewaysScroll(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("saved resumes: a veteran's resume is stored, downloadable by its owner and offered when applying", async () => {
    const registration = aVeteranRegistration();
    expect((await new TestClient(() => product.serviceUrl('veteran-api')).post('/api/veterans', registration)).status).toBe(202);
    await markEmailVerified('veteran', registration.email);
    const veteranId = String((await VeteranProfileModel.findOne({ email: registration.email }).lean())!._id);
    const page = await browser.newPage(widths[0]);
    await page.goto(`${product.url}/veteran-login`);
    await page.getByRole('heading', { level: 1, name: 'Veteran Login' }).waitFor();
    await page.getByLabel(/^Email\*?$/).fill(registration.email);
    await page.locator('input[name="password"]').fill(registration.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === `/veteran-dashboard/${veteranId}`);
    const resume = pdfFile('service-to-civilian.pdf', 'Logistics NCO, convoy planning, 8 years');
    const job = await openJob(`Convoy Planner ${uniqueWord()}`);

    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto(`${product.url}/veteran-dashboard/${veteranId}?tab=profile`);
      await resumesSection(page).getByText(savedResumesMessages.description).waitFor();
      if (size.name === 'desktop') await addResume(page, resume);
      expect((await downloadedBytes(page, resume.name)).equals(resume.buffer)).toBe(true);
      await page.waitForLoadState('networkidle');
      await noSidewaysScroll(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.goto(`${product.url}/jobs/${job.id}?apply=1`);
      await resumeChoice(page).waitFor();
      expect(await resumeChoice(page).getByRole('radio', { name: resume.name }).isChecked()).toBe(true);
    }
    // Nobody else can read it: a signed-out request is refused.
    const href = await (async () => {
      await page.goto(`${product.url}/veteran-dashboard/${veteranId}?tab=profile`);
      return savedList(page)
        .getByRole('link', { name: `Download ${resume.name}` })
        .getAttribute('href');
    })();
    expect((await fetch(`${product.url}${href}`)).status).toBe(401);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
