import { payPerPostPriceCents, subscriptionPlanCatalog } from '@jobboard/contracts';
import { JobModel } from '@jobboard/db';
import { strongResumeText } from '@jobboard/document-analysis';
import { resumeVerdict, scoreBand, textPdf } from '@jobboard/domain';
import { attestFairChanceRecord, createEmployerRecord, createJobRecord } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const resumePdf = Buffer.from(
  textPdf(
    ...strongResumeText
      .replace(/• /g, '- ')
      .split('\n')
      .filter((line) => line.trim()),
  ),
  'latin1',
);

let savedJobs: { id: string; title: string }[] = [];

beforeAll(async () => {
  const bakery = await createEmployerRecord({ companyName: 'Fresh Start Bakery' });
  const freight = await createEmployerRecord({ companyName: 'Harbor Freight Lines' });
  const gone = await createEmployerRecord({ companyName: 'Closed Shop' });
  const baker = await createJobRecord(bakery, { title: 'Morning Baker', location: 'Austin, TX' });
  await createJobRecord(bakery, { title: 'Counter Clerk' });
  const driver = await createJobRecord(freight, { title: 'Regional Truck Driver', location: 'Denver, CO' });
  await createJobRecord(freight, { title: 'Dock Loader' });
  await createJobRecord(gone, { title: 'Old Opening', status: 'closed' });
  await attestFairChanceRecord(bakery);
  savedJobs = [baker, driver];
});

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('true figures', () => {
  it('true figures: the home page shows open jobs, companies hiring and second-chance jobs counted from the data', async () => {
    const expected = [
      await JobModel.countDocuments({ status: 'active' }),
      (await JobModel.distinct('employerId', { status: 'active' })).length,
      await JobModel.countDocuments({ status: 'active', secondChanceEmployer: true }),
    ].map((count) => count.toLocaleString('en-US'));
    expect(expected).toEqual(['4', '2', '2']);

    for (const viewport of viewports) {
      const page = await browser.newPage(viewport);
      await page.goto(`${product.url}/`);
      const stats = page.getByRole('region', { name: 'Real Opportunities in numbers' });
      await stats.and(page.locator('[aria-busy="false"]')).waitFor();
      expect(await stats.getByRole('term').allInnerTexts()).toEqual(['Open Jobs', 'Companies Hiring', 'Second-Chance Jobs']);
      expect(await stats.getByRole('definition').allInnerTexts()).toEqual(expected);
      expect(await page.getByText('10,000+').count()).toBe(0);
      expect(await noSidewaysScroll(page)).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `true-figures-home-${viewport.name}`);
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });

  it('true figures: the tutorial states no analysis time it cannot keep, and names the real second-chance control', async () => {
    for (const viewport of viewports) {
      const page = await browser.newPage(viewport);
      await page.goto(`${product.url}/tutorial`);
      await page.getByRole('heading', { level: 1, name: 'Platform Tutorial' }).waitFor();
      const steps = page.getByRole('navigation', { name: 'Job Seekers tutorial steps' }).getByRole('button');
      await steps.filter({ hasText: 'Analyze Your Resume' }).click();
      const analyze = await page.getByRole('tabpanel').innerText();
      expect(analyze).toContain('the result shows how long reading and analysing your file took');
      expect(analyze).not.toMatch(/\d+ (to \d+ )?seconds/);
      expect(analyze).toContain(`${scoreBand(90).min} or more is ${scoreBand(90).label}`);

      await page.getByRole('tab', { name: 'Employers' }).click();
      const employerSteps = page.getByRole('navigation', { name: 'Employers tutorial steps' }).getByRole('button');
      await employerSteps.filter({ hasText: 'Post a Job' }).click();
      const post = await page.getByRole('tabpanel').innerText();
      expect(post).toContain('fair-chance attestation is current: tick the practices you follow under Fair-chance hiring in Company Settings');
      expect(post).not.toMatch(/Mark the job as a second-chance/);
      await employerSteps.filter({ hasText: 'Choose a Plan' }).click();
      const plans = await page.getByRole('tabpanel').innerText();
      for (const plan of subscriptionPlanCatalog) expect(plans).toContain(`${plan.name} at $${plan.price / 100}/month`);
      expect(await noSidewaysScroll(page)).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });

  it('true figures: the analyzer’s label and message agree with the score', async () => {
    for (const viewport of viewports) {
      const page = await browser.newPage(viewport);
      await page.goto(`${product.url}/resume?tab=traditional`);
      await page.locator('input[type="file"]').setInputFiles({ name: 'maria.pdf', mimeType: 'application/pdf', buffer: resumePdf });
      await page.getByRole('button', { name: 'Analyze Resume' }).click();
      const results = page.getByRole('region', { name: 'Analysis results' });
      await results.waitFor();
      const scoreLine = (await page.getByTestId('analysis-score').textContent()) ?? '';
      const score = Number(scoreLine.split('/')[0]);
      const band = scoreBand(score);
      expect(scoreLine).toContain(band.label);
      expect(await results.getByText(resumeVerdict(score), { exact: true }).count()).toBe(1);
      // No other band's words beside this score.
      for (const other of [90, 80, 70, 60, 0].map(scoreBand).filter((candidate) => candidate !== band)) {
        expect(await results.getByText(other.resumeMessage, { exact: true }).count()).toBe(0);
      }
      expect(await noSidewaysScroll(page)).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });
});

describe('saved jobs for guests', () => {
  it('saved jobs for guests: a guest sees the jobs saved in this browser (title, company, place, link, remove) and is invited to sign in', async () => {
    for (const viewport of viewports) {
      const page = await browser.newPage(viewport);
      // An empty list first: the empty state, with the invitation.
      await page.goto(`${product.url}/resume?tab=saved`);
      await page.getByRole('heading', { name: 'No Saved Jobs Yet' }).waitFor();
      await page.getByRole('heading', { name: 'Sign in to keep your saved jobs' }).waitFor();

      for (const job of savedJobs) {
        await page.goto(`${product.url}/jobs/${job.id}`);
        await page.getByRole('button', { name: `Save: ${job.title}` }).click();
        await page.getByRole('button', { name: `Saved: ${job.title}` }).waitFor();
      }

      await page.goto(`${product.url}/resume?tab=saved`);
      const list = page.getByRole('list', { name: 'Jobs saved in this browser' });
      await list.waitFor();
      const cards = list.getByRole('article');
      // Newest save first.
      expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Regional Truck Driver', 'Morning Baker']);
      const driverCard = cards.filter({ hasText: 'Regional Truck Driver' });
      expect(await driverCard.innerText()).toContain('Harbor Freight Lines');
      expect(await driverCard.innerText()).toContain('Denver, CO');
      expect(await driverCard.getByRole('link', { name: 'Regional Truck Driver' }).getAttribute('href')).toBe(`/jobs/${savedJobs[1].id}`);
      await page.getByRole('heading', { name: 'Sign in to keep your saved jobs' }).waitFor();
      expect(await page.getByRole('link', { name: 'Log In' }).last().getAttribute('href')).toContain('/job-seeker-login');
      expect(await noSidewaysScroll(page)).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `saved-jobs-guest-${viewport.name}`);

      await page.getByRole('button', { name: 'Remove Regional Truck Driver from saved jobs' }).click();
      await cards.filter({ hasText: 'Regional Truck Driver' }).waitFor({ state: 'detached' });
      expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Morning Baker']);
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });
});

describe('the help assistant', () => {
  it('help assistant: answers "How much does it cost to post a job?" with the plans and prices', async () => {
    for (const viewport of viewports) {
      const page = await browser.newPage(viewport);
      await page.goto(`${product.url}/`);
      await page.locator('main h1').first().waitFor();
      await page.getByRole('button', { name: 'Open help assistant' }).click();
      const panel = page.getByRole('dialog', { name: 'Real Opportunities Assistant' });
      await panel.getByRole('textbox', { name: 'Message' }).fill('How much does it cost to post a job?');
      await panel.getByRole('button', { name: 'Send' }).click();
      const reply = panel.getByRole('log', { name: 'Conversation' }).getByRole('listitem').nth(2);
      await reply.waitFor();
      const text = await reply.innerText();
      expect(text).toContain(`$${payPerPostPriceCents / 100} for a single post`);
      for (const plan of subscriptionPlanCatalog) expect(text).toContain(`${plan.name} at $${plan.price / 100}/month`);
      expect(text).not.toContain('Find Jobs page');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });
});
