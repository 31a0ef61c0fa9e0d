import { randomBytes } from 'node:crypto';
import { accountScreenTexts, applicationMessages, applicationTrackerMessages, followUpAfterDays } from '@jobboard/contracts';
import { ApplicationModel, EmployerNotificationModel, readStoredFile } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, minimalPdf } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';
import { confirmApplicationFromInbox } from './support/mail';
import { confirmEmailFromInbox } from './support/accounts';

const product = useRunningProduct();
const browser = useBrowser();

const oakland = { location: 'Oakland, CA', city: 'Oakland', state: 'CA', latitude: 37.8044, longitude: -122.2712 };
const sacramento = { location: 'Sacramento, CA', city: 'Sacramento', state: 'CA', latitude: 38.5816, longitude: -121.4944 };
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const listedTitles = (page: Page) =>
  main(page).getByRole('list', { name: 'Jobs' }).getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

/** Reads until the list shows exactly these titles (the list answers a click asynchronously), then compares. */
const expectTitles = async (page: Page, expected: string[]) => {
  const deadline = Date.now() + 5000;
  let seen = await listedTitles(page);
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    seen = await listedTitles(page);
  }
  expect(seen).toEqual(expected);
};

describe('a new job seeker, start to finish', () => {
  it('searches from home, filters, applies with a real PDF, signs up, finds the application and follows up once', async () => {
    const word = `zq${randomBytes(4).toString('hex')}`;
    const employer = await createEmployerRecord({ companyName: 'Estuary Freight Co' });
    const job = await createJobRecord(employer, {
      title: 'Dock Lead',
      description: `Dock Lead (${word}): run the morning crew and keep freight moving safely.`,
      type: 'full-time',
      experience: 'mid',
      salaryMin: 26,
      salaryMax: 31,
      salaryPeriod: 'hourly',
      screeningQuestions: ['How many years have you led a crew?'],
      ...oakland,
    });
    await createJobRecord(employer, {
      title: 'Weekend Dock Helper',
      description: `Weekend Dock Helper (${word}): help unload trucks on weekends.`,
      type: 'part-time',
      experience: 'entry',
      ...oakland,
    });
    await createJobRecord(employer, { title: 'Far Dock Lead', description: `Far Dock Lead (${word})`, ...sacramento });
    const email = `maya.${word}@example.com`;
    const page = await browser.newPage();

    // 1. Home search lands on Find Jobs with the terms applied (the Sacramento job is outside 25 miles).
    await page.goto(`${product.url}/`);
    await main(page).getByLabel('Job Title or Keywords').fill(word);
    await main(page).getByLabel('Location').fill('Oakland, CA');
    await main(page).getByRole('button', { name: 'Search Jobs' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Jobs in Oakland, CA' }).waitFor();
    await expectTitles(page, ['Weekend Dock Helper', 'Dock Lead']);

    // 2. Filters narrow the list and stay in the address.
    await main(page).getByRole('complementary', { name: 'Job filters' }).getByRole('checkbox', { name: 'Full-time' }).click();
    await expectTitles(page, ['Dock Lead']);
    expect(new URL(page.url()).searchParams.get('type')).toBe('full-time');

    // 3. Apply with a real PDF resume and a supporting image.
    await page.getByRole('button', { name: 'Apply for Dock Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Position' });
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Maya Brooks');
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
    const fileInputs = dialog.locator('input[type="file"]');
    await fileInputs.nth(0).setInputFiles({
      name: 'maya-brooks-resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Maya Brooks - dock lead, 7 years, OSHA 30'),
    });
    await fileInputs.nth(1).setInputFiles({ name: 'osha-card.png', mimeType: 'image/png', buffer: pngBytes });
    await dialog.getByRole('textbox', { name: /led a crew/ }).fill('Four years leading a crew of eight.');
    await dialog.getByRole('textbox', { name: /worked with this company/ }).fill('No');
    await dialog.getByRole('textbox', { name: /reliable transportation/ }).fill('Yes, my own car.');
    await dialog.getByRole('textbox', { name: /uphold the answers/ }).fill('I understand');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page).filter({ hasText: applicationMessages.checkEmail.title }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Sent without an account: it reaches the employer once the emailed link is confirmed.
    await confirmApplicationFromInbox(page, product.url, email, 'Dock Lead');

    // The worker reads the resume seconds after the answer (the task queue), then it is scored.
    const scored = () => ApplicationModel.findOne({ jobId: job.id, applicantEmail: email }).select('+resumeText').lean();
    for (let waited = 0; waited < 15_000 && (await scored())?.scoring !== 'scored'; waited += 200) await page.waitForTimeout(200);
    const stored = await scored();
    expect(stored?.scoring).toBe('scored');
    expect(stored?.userId).toBeUndefined();
    expect(stored?.resumeText).toContain('OSHA 30');
    expect((await readStoredFile(stored!.resume!.fileId)).subarray(0, 5).toString()).toBe('%PDF-');

    // 4. My Applications asks for an account; signing up comes back to the tab with the application.
    await page.goto(`${product.url}/resume?tab=applications`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: applicationTrackerMessages.signInTitle }).waitFor();
    await panel.getByRole('link', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Create Your Job Seeker Account', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Maya');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Brooks');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel(/^Password\*?$/).and(page.locator('input')).fill('steady-work-2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/resume' && url.searchParams.get('tab') === 'applications');
    // The new account confirms its address from the emailed link, then comes back to the tab.
    await page.getByRole('region', { name: accountScreenTexts.unconfirmedTitle }).waitFor();
    await confirmEmailFromInbox(page, product.url, email);
    await page.getByRole('link', { name: 'Go to My Applications' }).click();

    await page.getByRole('heading', { name: 'My Applications (1)', level: 2 }).waitFor();
    expect(await page.getByRole('region', { name: accountScreenTexts.unconfirmedTitle }).count()).toBe(0);
    const application = page.getByRole('article', { name: 'Dock Lead' });
    const cardText = await application.innerText();
    for (const text of ['Estuary Freight Co', 'Oakland, CA', 'Pending', 'today', `${followUpAfterDays} days after applying`]) {
      expect(cardText).toContain(text);
    }
    expect(await application.getByRole('button', { name: 'Follow Up' }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // 5. A week on, one follow-up, then it is recorded and offered no more.
    await ApplicationModel.updateOne({ _id: stored!._id }, { $set: { appliedAt: new Date(Date.now() - followUpAfterDays * 24 * 60 * 60 * 1000) } });
    await page.reload();
    await application.getByText('Follow-up Available').waitFor();
    await application.getByRole('button', { name: 'Follow Up' }).click();
    const followUp = page.getByRole('dialog', { name: applicationTrackerMessages.dialogTitle });
    expect(await followUp.getByRole('textbox').inputValue()).toContain('Dock Lead');
    await followUp.getByRole('button', { name: 'Send Follow-up' }).click();
    await toast(page).filter({ hasText: applicationTrackerMessages.sent.title }).waitFor();
    await followUp.waitFor({ state: 'detached' });
    await application.getByText(applicationTrackerMessages.followUpSentLabel).waitFor();
    expect(await application.getByRole('button', { name: 'Follow Up' }).count()).toBe(0);
    await saveScreenshot(page, 'journey-followed-up');

    const followedUp = await ApplicationModel.findById(stored!._id).lean();
    expect(followedUp).toMatchObject({ applicantFollowUpSent: true });
    expect(String(followedUp!.userId)).toMatch(/^[0-9a-f]{24}$/);
    expect(await EmployerNotificationModel.countDocuments({ applicationId: stored!._id, type: 'follow_up' })).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
