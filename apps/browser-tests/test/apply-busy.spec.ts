import { request } from 'node:http';
import { applicationMessages, messages } from '@jobboard/contracts';
import { ApplicationModel, UserModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, minimalPdf, signInAs, TestClient } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

// One application at a time: a second one finds the service busy (503 with when to come back).
const product = useRunningProduct({ publicApiSettings: { APPLY_MAX_IN_FLIGHT: 1 } });
const browser = useBrowser();

let employer: { id: string; companyName: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Rush Hour Freight' });
});

const boundary = 'busy-apply-boundary';

/**
 * Someone else's application whose upload has not finished: it holds the one place until
 * `finish`. Sent to the service itself, as another applicant's would arrive.
 */
const applicationInFlight = (jobId: string) => {
  const held = request(`${product.serviceUrl('public-api')}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
  });
  const answered = new Promise<number>((resolve, reject) => {
    held.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    held.on('error', reject);
  });
  held.write(`--${boundary}\r\nContent-Disposition: form-data; name="applicantName"\r\n\r\nRosa`);
  return { answered, finish: () => held.end(`\r\n--${boundary}--\r\n`) };
};

/** A signed-in job seeker whose address is confirmed (applications go straight to the employer), on the job's Apply dialog. */
const openApplyAsJobSeeker = async (jobId: string) => {
  const subjectId = new Types.ObjectId().toHexString();
  const client = new TestClient(() => product.url);
  await signInAs(client, { subjectId, role: 'jobseeker' });
  const page = await browser.newPage({ width: 1280, height: 900 });
  const [name, ...value] = client.cookieHeader.split('=');
  await page.context().addCookies([{ name, value: value.join('='), url: product.url }]);
  const email = (await UserModel.findById(subjectId).lean())!.email;
  await page.goto(`${product.url}/jobs/${jobId}?apply=1`);
  const dialog = page.getByRole('dialog', { name: 'Apply for Position' });
  await dialog.waitFor();
  await page.waitForLoadState('networkidle');
  // The account's address is filled in for them.
  expect(await dialog.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(email);
  return { page, dialog, email };
};

const fillApplication = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Apply for Position' });
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'rosa-resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Rosa Delgado - dock lead, 6 years') });
  await dialog.getByRole('textbox', { name: /worked with this company/ }).fill('No');
  await dialog.getByRole('textbox', { name: /reliable transportation/ }).fill('Yes, my own car.');
  await dialog.getByRole('textbox', { name: /uphold the answers/ }).fill('I understand');
};

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const busyStatus = (page: Page) => page.getByRole('dialog', { name: 'Apply for Position' }).getByRole('status').filter({ hasText: applicationMessages.busyRetrying.title });
const busySubmit = (page: Page) => page.getByRole('button', { name: applicationMessages.busyRetrying.title });

/** Problems on the page other than the busy answers themselves (Chromium logs each 503). */
const problemsBesidesBusyAnswers = (page: Page) =>
  browser.problemsOf(page).filter((problem) => !problem.includes('the server responded with a status of 503'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A job seeker fills in the apply dialog of a new job while the service's one application slot is
 * taken by an upload that has not finished (it is in the service before theirs is sent).
 */
const fillWhileTheSlotIsHeld = async (title: string) => {
  const job = await createJobRecord(employer, { title: `${title} ${Date.now() % 100_000}`, screeningQuestions: [] });
  const { page, dialog, email } = await openApplyAsJobSeeker(job.id);
  await fillApplication(page);
  const held = applicationInFlight(job.id);
  await sleep(300);
  return { job, page, dialog, email, held };
};

describe('applying in a rush', () => {
  it('says "Busy, retrying…" while the service is full, sends the same form again by itself, and the application is stored once', async () => {
    const { job, page, dialog, email, held } = await fillWhileTheSlotIsHeld('Dock Lead');

    await dialog.getByRole('button', { name: 'Submit Application' }).click();

    await busyStatus(page).waitFor();
    expect(await busyStatus(page).innerText()).toMatch(/again in \d seconds? \(try \d of 5\)/);
    expect(await busySubmit(page).isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'apply-busy-retrying');
    expect(await ApplicationModel.countDocuments({ jobId: job.id, applicantEmail: email })).toBe(0);

    held.finish();
    expect(await held.answered).toBe(400);

    await toast(page).getByText(applicationMessages.submitted.title, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await ApplicationModel.countDocuments({ jobId: job.id, applicantEmail: email })).toBe(1);
    expect(problemsBesidesBusyAnswers(page)).toEqual([]);
  });

  it('stops retrying when the dialog is closed: nothing is sent afterwards', async () => {
    const { job, page, dialog, email, held } = await fillWhileTheSlotIsHeld('Yard Hand');
    const applyCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/apply')) applyCalls.push(sent.url());
    });

    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await busyStatus(page).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const sentBeforeClosing = applyCalls.length;
    held.finish();
    await held.answered;
    // Longer than any wait a busy answer asks for (at most 2 s).
    await sleep(3_000);

    expect(applyCalls.length).toBe(sentBeforeClosing);
    expect(await ApplicationModel.countDocuments({ jobId: job.id, applicantEmail: email })).toBe(0);
    expect(problemsBesidesBusyAnswers(page)).toEqual([]);
  });

  it('after five busy answers shows the service\'s message and lets the applicant submit again', async () => {
    const { job, page, dialog, email, held } = await fillWhileTheSlotIsHeld('Loader');
    const applyCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/apply')) applyCalls.push(sent.url());
    });

    try {
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      const failed = toast(page).filter({ hasText: applicationMessages.failedTitle });
      await failed.waitFor({ timeout: 20_000 });
      expect(await failed.innerText()).toContain(messages.applicationsBusy);
      expect(await dialog.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
      expect(applyCalls).toHaveLength(5);
    } finally {
      held.finish();
      await held.answered;
    }
    expect(await ApplicationModel.countDocuments({ jobId: job.id, applicantEmail: email })).toBe(0);
  });
});
