import { coverLetterText, strongResumeText } from '@jobboard/document-analysis';
import { resumeVerdict, scoreLabel, textPdf } from '@jobboard/domain';
import { createEmployerRecord, createJobRecord, uniqueEmail } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const phone = { width: 375, height: 812 };
/** A real PDF with the strong resume's lines, one PDF line each. */
const resumePdf = Buffer.from(textPdf(...strongResumeText.replace(/• /g, '- ').split('\n').filter((line) => line.trim())), 'latin1');
/** A PDF with a few words only: what a scanned page gives a reader. */
const scannedPdf = Buffer.from(textPdf('Scanned page'), 'latin1');

const toastOf = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const results = (page: Page) => page.getByRole('region', { name: 'Analysis results' });

const openTab = async (page: Page, tab: 'traditional' | 'ai-analyzer', query = '') => {
  await page.goto(`${product.url}/resume?tab=${tab}${query}`);
  await page.getByRole('heading', { name: 'Resume Analysis & Document Tools', level: 1 }).waitFor();
  await page.locator('input[type="file"]').waitFor({ state: 'attached' });
};

const chooseFile = (page: Page, name: string, bytes: Buffer, mimeType: string) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: bytes });

describe('resume and document analysis (/resume)', () => {
  it('analyzes a resume in the Traditional tab, shows the score and feedback, and downloads the report', async () => {
    const page = await browser.newPage();
    await openTab(page, 'traditional');
    await page.getByRole('heading', { name: 'No Analysis Yet' }).waitFor();
    expect(await page.getByText('Quantify achievements').count()).toBe(1);
    await chooseFile(page, 'maria.pdf', resumePdf, 'application/pdf');
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await results(page).waitFor();
    expect(await toastOf(page).textContent()).toContain('Analysis Complete');
    const score = Number((await page.getByTestId('analysis-score').textContent())?.split('/')[0]);
    expect(score).toBeGreaterThanOrEqual(80);
    // The label and the verdict come from the same band of the score.
    expect(await page.getByTestId('analysis-score').textContent()).toContain(scoreLabel(score));
    expect(await results(page).getByText(resumeVerdict(score), { exact: true }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'resume-analysis-traditional');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Detailed Report' }).click()]);
    expect(download.suggestedFilename()).toBe('maria-analysis.pdf');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Analyze Another' }).click();
    await page.getByRole('heading', { name: 'No Analysis Yet' }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('analyzes a cover letter in the AI Document Analyzer tab with its sub-scores and tabs, at phone width too', async () => {
    const page = await browser.newPage();
    await openTab(page, 'ai-analyzer');
    await page.getByLabel('Document type').selectOption('cover_letter');
    await chooseFile(page, 'letter.txt', Buffer.from(coverLetterText), 'text/plain');
    await page.getByRole('button', { name: 'Analyze Document' }).click();
    await results(page).waitFor();
    expect(await toastOf(page).textContent()).toContain('Analysis Complete!');
    for (const name of ['Overview', 'Suggestions', 'Keywords', 'Formatting']) expect(await page.getByRole('tab', { name }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Keywords' }).click();
    await page.getByRole('heading', { name: 'Found' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.setViewportSize(phone);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'resume-analysis-analyzer-mobile');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('checks a match against the job named in the address', async () => {
    const employer = await createEmployerRecord({ companyName: 'Lone Star Freight' });
    const job = await createJobRecord(employer, {
      title: 'Warehouse Operations Manager',
      experience: 'senior',
      requirements: ['Forklift certification', 'Bilingual in Spanish'],
    });
    const page = await browser.newPage();
    await openTab(page, 'ai-analyzer', `&job=${job.id}`);
    await page.getByRole('option', { name: /Warehouse Operations Manager/ }).waitFor({ state: 'attached' });
    expect(await page.getByLabel('Check my match against a job (optional)').inputValue()).toBe(job.id);
    await chooseFile(page, 'maria.pdf', resumePdf, 'application/pdf');
    await page.getByRole('button', { name: 'Analyze Document' }).click();
    await results(page).waitFor();
    await page.getByRole('tab', { name: 'Job Match' }).click();
    await page.getByText('Met: Forklift certification').waitFor();
    expect(await page.getByText('Missing: Bilingual in Spanish').count()).toBeGreaterThan(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'resume-analysis-match');
  });

  it('keeps a signed-in job seeker\'s analyses and shows the score trend', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/`);
    // Sign-up starts no session: the page signs in with the same credentials, as the signup form does.
    const signedUp = await page.evaluate(async (email) => {
      const post = (url: string, body: unknown) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'include' });
      const signUp = await post('/api/job-seekers/signup', { firstName: 'Maria', lastName: 'Delgado', email, password: 'steady-work-2026' });
      const logIn = await post('/api/job-seekers/login', { email, password: 'steady-work-2026' });
      return [signUp.status, logIn.status];
    }, uniqueEmail('analysis'));
    expect(signedUp).toEqual([202, 200]);
    await openTab(page, 'ai-analyzer');
    await page.getByRole('heading', { name: 'Your Analyses' }).waitFor();
    await page.getByText('No analyses yet: your results will be kept here.').waitFor();
    await chooseFile(page, 'draft.txt', Buffer.from(coverLetterText), 'text/plain');
    await page.getByRole('button', { name: 'Analyze Document' }).click();
    await results(page).waitFor();
    await page.getByRole('button', { name: 'Analyze Another' }).click();
    await chooseFile(page, 'maria.pdf', resumePdf, 'application/pdf');
    await page.getByRole('button', { name: 'Analyze Document' }).click();
    await results(page).waitFor();
    await page.getByTestId('score-trend').filter({ hasText: '→' }).waitFor();
    expect(await page.getByRole('link', { name: 'draft.txt' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'maria.pdf' }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'resume-analysis-history');
  });

  it('refuses a file it cannot read reliably, and says what to do, without a score', async () => {
    const page = await browser.newPage();
    await openTab(page, 'traditional');
    await chooseFile(page, 'scan.pdf', scannedPdf, 'application/pdf');
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await page.getByRole('heading', { name: 'Analysis Failed' }).waitFor();
    expect(await page.getByText(/We could not read this file reliably/).count()).toBeGreaterThan(0);
    expect(await page.getByText(/text-based PDF or a DOCX/).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('analysis-score').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'resume-analysis-unreadable');
  });
});
