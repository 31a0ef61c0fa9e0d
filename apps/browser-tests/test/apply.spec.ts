import { randomBytes } from 'node:crypto';
import { applicationMessages, languageCodes } from '@jobboard/contracts';
import { JobModel, PendingApplicationModel, readStoredFile } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, minimalPdf } from '@jobboard/test-kit';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;
const megabyte = 1024 * 1024;
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

const resumeFile = (name = 'dana-resume.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: minimalPdf('Dana Reyes - forklift certified, 6 years warehouse'),
});

let employer: { id: string; companyName: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Harbor Line Logistics' });
});

const createJob = (word: string, overrides: Record<string, unknown> = {}) =>
  createJobRecord(employer, {
    title: 'Forklift Operator',
    description: `Forklift Operator (${word}): move freight safely across a busy dock. Day shift, steady hours, paid certification and a crew that looks out for each other. Weekly pay and overtime when you want it.`,
    location: 'Oakland, CA',
    city: 'Oakland',
    state: 'CA',
    latitude: 37.8044,
    longitude: -122.2712,
    screeningQuestions: ['Do you hold a current forklift certification?'],
    ...overrides,
  });

const openApply = async (word: string, viewport?: { width: number; height: number }) => {
  const page = await browser.newPage(viewport);
  await page.goto(`${product.url}/jobs?q=${word}`);
  await page.getByRole('list', { name: 'Jobs' }).waitFor();
  await page.getByRole('button', { name: /^Apply for / }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Position' });
  await dialog.waitFor();
  return { page, dialog };
};

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');

/** Waits for the toast with this title and returns its text. */
const toastSaying = async (page: Page, title: string) => {
  const shown = toast(page).filter({ hasText: title });
  await shown.waitFor();
  return shown.innerText();
};

const answer = (dialog: Locator, question: string | RegExp) => dialog.getByRole('textbox', { name: question });

const fillPersonal = async (dialog: Locator, email = `dana.${uniqueWord()}@example.com`) => {
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Dana Reyes');
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
  return email;
};

const chooseResume = (dialog: Locator, files: Parameters<Locator['setInputFiles']>[0]) =>
  dialog.locator('input[type="file"]').first().setInputFiles(files);
const chooseSupporting = (dialog: Locator, files: Parameters<Locator['setInputFiles']>[0]) =>
  dialog.locator('input[type="file"]').nth(1).setInputFiles(files);

const answerAll = async (dialog: Locator) => {
  await answer(dialog, /forklift certification/).fill('Yes, certified since 2019.');
  await answer(dialog, /worked with this company/).fill('No');
  await answer(dialog, /reliable transportation/).fill('Yes, I drive my own car.');
  await answer(dialog, /uphold the answers/).fill('I understand');
};

/** The element that has focus, by its accessible label. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const labelled = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined;
    return labelled ?? element?.textContent ?? '';
  });

describe('Apply for Position: the modal', () => {
  it('shows the job and the five sections, with the required markers, 20 languages and the screening questions', async () => {
    const word = uniqueWord();
    await createJob(word, { salaryMin: 19, salaryMax: 24, salaryPeriod: 'hourly', type: 'full-time' });
    const { page, dialog } = await openApply(word);

    const summary = dialog.getByRole('region', { name: 'Job summary' });
    const summaryText = await summary.innerText();
    for (const text of ['Forklift Operator', 'Harbor Line Logistics', 'Oakland, CA', 'Full-time', '$19/hr - $24/hr']) {
      expect(summaryText).toContain(text);
    }
    const clamp = await summary.locator('p').last().evaluate((element) => getComputedStyle(element).webkitLineClamp);
    expect(clamp).toBe('3');

    const legends = await dialog.locator('legend').allTextContents();
    expect(legends).toEqual(['Personal Information', 'Resume Upload', 'Supporting Documents', 'Cover Letter', 'Screening Questions']);
    const name = dialog.getByRole('textbox', { name: 'Full Name' });
    const email = dialog.getByRole('textbox', { name: 'Email Address' });
    expect(await name.getAttribute('required')).not.toBeNull();
    expect(await email.getAttribute('required')).not.toBeNull();
    expect(await email.getAttribute('type')).toBe('email');
    expect(await dialog.locator('label', { hasText: 'Full Name' }).innerText()).toContain('*');

    const language = dialog.getByRole('combobox', { name: 'Preferred Language' });
    expect(await language.inputValue()).toBe('en');
    expect(await language.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
      ...languageCodes,
    ]);
    expect(await language.locator('option', { hasText: 'Español' }).count()).toBe(1);

    expect(await dialog.getByText('All responses are required.').count()).toBe(1);
    const questions = dialog.getByRole('group', { name: 'Screening Questions' }).getByRole('textbox');
    expect(await questions.count()).toBe(4);
    const labels = await dialog.getByRole('group', { name: 'Screening Questions' }).locator('label').allInnerTexts();
    expect(labels.map((label) => label.replace(/\s+/g, ' ').trim())).toEqual([
      'Do you hold a current forklift certification?*',
      'Have you ever worked with this company before?*',
      'Do you have reliable transportation? Mandatory *',
      'You understand if you are not able to uphold the answers to the questions asked you could be released from your position Mandatory *',
    ]);
    expect(await questions.nth(3).getAttribute('placeholder')).toBe("Please type 'I understand' to acknowledge this condition");
    expect(await questions.nth(2).getAttribute('placeholder')).toMatch(/Yes or No, with details/);

    expect(await page.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'apply-modal-desktop');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('fits a 375 px phone, and Escape closes it with focus back on the Apply button', async () => {
    const word = uniqueWord();
    await createJob(word);
    const { page, dialog } = await openApply(word, { width: 375, height: 740 });

    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(page, 'apply-modal-mobile');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Apply for Forklift Operator');
  });

  it('keeps what was typed when closed with Cancel and opened again', async () => {
    const word = uniqueWord();
    await createJob(word);
    const { page, dialog } = await openApply(word);
    await fillPersonal(dialog, 'keep.me@example.com');
    await chooseResume(dialog, resumeFile());

    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Apply for Forklift Operator' }).click();

    expect(await dialog.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe('keep.me@example.com');
    expect(await dialog.getByText('dana-resume.pdf').count()).toBe(1);
  });

  it('says "Job not found." when the job was closed after the list was shown', async () => {
    const word = uniqueWord();
    const job = await createJob(word);
    const page = await browser.newPage();
    await page.goto(`${product.url}/jobs?q=${word}`);
    await page.getByRole('list', { name: 'Jobs' }).waitFor();
    await JobModel.updateOne({ _id: job.id }, { $set: { status: 'closed' } });

    await page.getByRole('button', { name: 'Apply for Forklift Operator' }).click();

    const dialog = page.getByRole('dialog', { name: 'Apply for Position' });
    await dialog.getByText('Job not found.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit Application' }).isDisabled()).toBe(true);
  });
});

describe('Apply for Position: the checks, in the order of the spec', () => {
  it('names the first problem in a toast, marks and focuses its field, and sends nothing until all pass', async () => {
    const word = uniqueWord();
    await createJob(word);
    const { page, dialog } = await openApply(word);
    const applyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/apply')) applyCalls.push(request.url());
    });
    const submit = () => page.getByRole('button', { name: 'Submit Application' }).click();
    const expectProblem = async (problem: { title: string; message: string }, focused: string | RegExp) => {
      await submit();
      const text = await toastSaying(page, problem.title);
      expect(text).toContain(problem.message);
      expect(await focusedLabel(page)).toMatch(focused);
      expect(await dialog.getByText(problem.message, { exact: true }).count()).toBe(1);
    };

    await expectProblem(applicationMessages.missingInformation, /Full Name/);
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Dana Reyes');
    await expectProblem(applicationMessages.missingInformation, /Email Address/);
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill('dana.reyes');

    await expectProblem(applicationMessages.resumeRequired, /Choose resume/);
    await chooseResume(dialog, resumeFile());

    await expectProblem(applicationMessages.incompleteScreening, /forklift certification/);
    await answer(dialog, /forklift certification/).fill('Yes');
    await answer(dialog, /worked with this company/).fill('N');
    await answer(dialog, /reliable transportation/).fill('Y');
    await answer(dialog, /uphold the answers/).fill('ok');

    await expectProblem(applicationMessages.employmentHistoryRequired, /worked with this company/);
    await answer(dialog, /worked with this company/).fill('No');
    await expectProblem(applicationMessages.transportationRequired, /reliable transportation/);
    await answer(dialog, /reliable transportation/).fill('Yes');
    await expectProblem(applicationMessages.acknowledgmentRequired, /uphold the answers/);
    await answer(dialog, /uphold the answers/).fill('I UNDERSTAND this');

    await expectProblem(applicationMessages.invalidEmail, /Email Address/);
    expect(applyCalls).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'apply-modal-problem');
  });
});

describe('Apply for Position: the file uploader', () => {
  it('refuses a file over 5MB, an unsupported format and a second resume, with the spec messages', async () => {
    const word = uniqueWord();
    await createJob(word);
    const { page, dialog } = await openApply(word);

    await chooseResume(dialog, { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * megabyte + 1, 0x25) });
    expect(await toastSaying(page, 'File Upload Error')).toContain('File "huge.pdf" is too large. Maximum size is 5MB.');

    await chooseResume(dialog, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    expect(await toastSaying(page, 'File Upload Error')).toContain(
      'File "notes.txt" has an unsupported format. Allowed formats: .pdf, .doc, .docx.',
    );
    expect(await dialog.getByRole('list', { name: 'Resume' }).count()).toBe(0);

    await dialog.locator('input[type="file"]').first().evaluate((input) => input.setAttribute('multiple', ''));
    await chooseResume(dialog, [resumeFile('a.pdf'), resumeFile('b.pdf')]);
    expect(await toastSaying(page, 'Too Many Files')).toContain('Only one file is allowed for this upload.');
    expect(await dialog.getByRole('list', { name: 'Resume' }).count()).toBe(0);
  });

  it('lists accepted files with size and Ready, blocks a whole selection with one bad file, and removes on request', async () => {
    const word = uniqueWord();
    await createJob(word);
    const { page, dialog } = await openApply(word);

    await chooseResume(dialog, resumeFile());
    expect(await toastSaying(page, 'File Upload Success')).toContain('1 file(s) uploaded successfully.');
    const resumeList = dialog.getByRole('list', { name: 'Resume' });
    expect(await resumeList.innerText()).toMatch(/dana-resume\.pdf\s+1 KB\s+Ready/);

    await chooseSupporting(dialog, [
      { name: 'forklift-card.png', mimeType: 'image/png', buffer: pngBytes },
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    expect(await toastSaying(page, 'File Upload Error')).toContain('File "setup.exe" has an unsupported format.');
    expect(await dialog.getByRole('list', { name: /Supporting documents/ }).count()).toBe(0);

    await chooseSupporting(dialog, [
      { name: 'forklift-card.png', mimeType: 'image/png', buffer: pngBytes },
      { name: 'reference.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Reference') },
    ]);
    expect(await toastSaying(page, 'File Upload Success')).toContain('2 file(s) uploaded successfully.');
    const supportingList = dialog.getByRole('list', { name: /Supporting documents/ });
    expect(await supportingList.getByRole('listitem').count()).toBe(2);

    await dialog.getByRole('button', { name: 'Remove forklift-card.png' }).click();
    expect(await supportingList.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('reference.pdf')]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('Apply for Position: submitting', () => {
  it('sends the application with its files, shows "Submitting...", then confirms, closes and clears the form', async () => {
    const word = uniqueWord();
    const job = await createJob(word);
    const { page, dialog } = await openApply(word);
    const email = await fillPersonal(dialog);
    await dialog.getByRole('combobox', { name: 'Preferred Language' }).selectOption('es');
    await chooseResume(dialog, resumeFile());
    await chooseSupporting(dialog, { name: 'forklift-card.png', mimeType: 'image/png', buffer: pngBytes });
    await dialog.getByRole('textbox', { name: 'Cover letter (optional)' }).fill('Six years on the dock, zero incidents.');
    await answerAll(dialog);
    // Held back a little so the pending state can be seen; the request itself goes through untouched.
    await page.route('**/api/jobs/*/apply', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);

    // Sent without an account, it waits for the emailed link (see confirm-application.spec.ts).
    expect(await toastSaying(page, applicationMessages.checkEmail.title)).toContain(applicationMessages.checkEmail.message);
    await dialog.waitFor({ state: 'detached' });
    const stored = await PendingApplicationModel.findOne({ jobId: job.id, applicantEmail: email }).lean();
    expect(stored).toMatchObject({
      applicantName: 'Dana Reyes',
      preferredLanguage: 'es',
      coverLetter: 'Six years on the dock, zero incidents.',
      screeningResponses: ['Yes, certified since 2019.', 'No', 'Yes, I drive my own car.', 'I understand'],
      status: 'pending',
      pipelineStage: 'applied',
    });
    expect(stored!.resume).toMatchObject({ name: 'dana-resume.pdf', contentType: 'application/pdf' });
    expect((await readStoredFile(stored!.resume!.fileId)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(stored!.supportingDocuments.map((file) => file.name)).toEqual(['forklift-card.png']);

    await page.getByRole('button', { name: 'Apply for Forklift Operator' }).click();
    const reopened = page.getByRole('dialog', { name: 'Apply for Position' });
    expect(await reopened.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe('');
    expect(await reopened.getByRole('list', { name: 'Resume' }).count()).toBe(0);
    expect(await answer(reopened, /uphold the answers/).inputValue()).toBe('');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('answers an email that applied before exactly as a new one (duplicates are judged at confirmation)', async () => {
    const word = uniqueWord();
    await createJob(word);
    const email = `twice.${word}@example.com`;
    const { page, dialog } = await openApply(word);
    const submitOnce = async () => {
      await fillPersonal(dialog, email);
      await chooseResume(dialog, resumeFile());
      await answerAll(dialog);
      await page.getByRole('button', { name: 'Submit Application' }).click();
    };
    await submitOnce();
    await toastSaying(page, applicationMessages.checkEmail.title);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Apply for Forklift Operator' }).click();

    await submitOnce();

    // The same success as the first time: the dialog closes and no failure is shown.
    await dialog.waitFor({ state: 'detached' });
    expect(await toast(page).filter({ hasText: applicationMessages.failedTitle }).count()).toBe(0);
    expect(await PendingApplicationModel.countDocuments({ applicantEmail: email })).toBe(2);
  });

  it('stays open, keeping everything, when the service cannot be reached', async () => {
    const word = uniqueWord();
    const job = await createJob(word);
    const { page, dialog } = await openApply(word);
    const email = await fillPersonal(dialog);
    await chooseResume(dialog, resumeFile());
    await answerAll(dialog);
    product.stopService('public-api');

    await page.getByRole('button', { name: 'Submit Application' }).click();

    const text = await toastSaying(page, applicationMessages.failedTitle);
    expect(text).toContain('not available right now');
    expect(await dialog.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(email);
    expect(await dialog.getByRole('list', { name: 'Resume' }).innerText()).toContain('dana-resume.pdf');
    expect(await PendingApplicationModel.countDocuments({ jobId: job.id })).toBe(0);

    product.restoreService('public-api');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await toastSaying(page, applicationMessages.checkEmail.title);
    expect(await PendingApplicationModel.countDocuments({ jobId: job.id, applicantEmail: email })).toBe(1);
  });

  it('opens from the second-chance list with Apply Now', async () => {
    const word = uniqueWord();
    await createJob(word, { title: `Kitchen Porter ${word}`, secondChanceEmployer: true });
    const page = await browser.newPage();
    await page.goto(`${product.url}/second-chance?q=${word}`);

    await page.getByRole('button', { name: `Apply Now for Kitchen Porter ${word}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Apply for Position' });
    await dialog.getByRole('region', { name: 'Job summary' }).getByText(`Kitchen Porter ${word}`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
