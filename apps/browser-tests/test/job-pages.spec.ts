import { randomBytes } from 'node:crypto';
import { fairChancePracticeLabels, jobPageMessages } from '@jobboard/contracts';
import { aVeteranRegistration, createEmployerRecord, createJobRecord, minimalPdf, TestClient, testPassword } from '@jobboard/test-kit';
import { EmployerModel, VeteranProfileModel } from '@jobboard/db';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;
const sanFrancisco = { location: 'San Francisco, CA', city: 'San Francisco', state: 'CA', latitude: 37.7749, longitude: -122.4194 };

let employer: { id: string; companyName: string };
beforeAll(async () => {
  // A verified employer: only its jobs carry JobPosting structured data.
  employer = await createEmployerRecord({ companyName: 'Golden Gate Freight' });
  await EmployerModel.updateOne({ _id: employer.id }, { $set: { verificationStatus: 'verified' } });
});

const createJob = (word: string, title: string, overrides: Record<string, unknown> = {}) =>
  createJobRecord(employer, {
    title,
    description: `${title} (${word}): keep the Bay Area moving with a friendly, steady team.`,
    ...sanFrancisco,
    salaryMin: 24,
    salaryMax: 30,
    salaryPeriod: 'hourly',
    screeningQuestions: ['Do you hold a forklift certification?'],
    ...overrides,
  });

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const jobHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 1 });

/** Signs up through the real signup page, coming back to `next`. */
const signUpInPage = async (page: Page, next: string) => {
  await page.goto(`${product.url}/job-seeker-signup?next=${encodeURIComponent(next)}`);
  await page.getByRole('heading', { name: 'Create Your Job Seeker Account', level: 1 }).waitFor();
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`)).and(page.locator('input'));
  await field('First Name').fill('Jordan');
  await field('Last Name').fill('Pike');
  await field('Email').fill(`jordan.${uniqueWord()}@example.com`);
  await field('Password').fill('steady-work-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
};

describe('Job pages (/jobs/:id)', () => {
  it('opens from search with everything about the job, the company card and similar jobs, at desktop and phone width', async () => {
    const word = uniqueWord();
    const job = await createJob(word, 'Forklift Operator', {
      clearanceRequired: 'Secret',
      requirements: ['Forklift certification'],
      responsibilities: ['Load trucks safely'],
      benefits: ['Paid overtime'],
      schedule: 'Monday-Friday, day shift',
    });
    await createJob(word, 'Night Forklift Operator');
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/jobs?q=${word}`);
    const card = page.getByRole('article', { name: 'Forklift Operator', exact: true });
    await card.waitFor();
    expect(await card.getByText('Requires Secret clearance', { exact: true }).count()).toBe(1);

    await card.getByRole('link', { name: 'Forklift Operator', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${job.id}`);
    await jobHeading(page, 'Forklift Operator').waitFor();
    await page.getByRole('heading', { name: 'Similar jobs', level: 2 }).waitFor();
    await page.waitForLoadState('networkidle');

    const facts = page.getByRole('list', { name: 'Job facts' });
    // Opened from a search everywhere: its location says where it is, and no distance is given.
    for (const text of ['San Francisco, CA', '$24/hr - $30/hr', 'Monday-Friday, day shift', '4 screening questions']) {
      expect(await facts.getByText(text).count()).toBeGreaterThan(0);
    }
    expect(await facts.getByText(/miles from/).count()).toBe(0);
    expect(await page.getByText('Requires Secret clearance', { exact: true }).count()).toBe(1);
    for (const heading of ['About this job', 'Responsibilities', 'Requirements', 'Benefits']) {
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    const company = page.getByRole('article', { name: 'Golden Gate Freight' });
    expect(await company.getByRole('link', { name: 'Research Golden Gate Freight' }).getAttribute('href')).toBe('/research?company=Golden%20Gate%20Freight');
    expect(await company.getByRole('link', { name: 'Night Forklift Operator' }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Similar jobs' }).getByRole('link', { name: 'Night Forklift Operator' }).count()).toBe(1);
    expect(await page.title()).toBe('Forklift Operator at Golden Gate Freight · Real Opportunities');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'job-page-desktop');

    await page.setViewportSize(phone);
    await page.reload();
    await jobHeading(page, 'Forklift Operator').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'job-page-mobile');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('says how far the job is from a searched place a mile or more away', async () => {
    const job = await createJob(uniqueWord(), 'Dock Loader');
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/jobs/${job.id}?location=${encodeURIComponent('Oakland, CA')}`);
    await jobHeading(page, 'Dock Loader').waitFor();

    const facts = page.getByRole('list', { name: 'Job facts' });
    await facts.getByText(/^[\d.]+ miles from Oakland, CA$/).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('shares a link that opens in a new browser, with the job in the HTML itself for previews and search engines', async () => {
    const word = uniqueWord();
    const job = await createJob(word, 'Dock Supervisor');
    const page = await browser.newPage(desktop);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
    await page.goto(`${product.url}/jobs/${job.id}`);
    await jobHeading(page, 'Dock Supervisor').waitFor();

    await page.getByRole('button', { name: 'Share Dock Supervisor: copy link' }).click();
    await toast(page).getByText('Link copied', { exact: true }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${product.url}/jobs/${job.id}`);

    const html = await (await fetch(link)).text();
    expect(html).toContain('<title>Dock Supervisor at Golden Gate Freight · Real Opportunities</title>');
    expect(html).toContain('<meta property="og:title" content="Dock Supervisor at Golden Gate Freight">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: 'Dock Supervisor', hiringOrganization: { name: 'Golden Gate Freight' }, directApply: true });

    const stranger = await browser.newPage(desktop);
    await stranger.goto(link);
    await jobHeading(stranger, 'Dock Supervisor').waitFor();
    await stranger.waitForLoadState('networkidle');
    expect(browser.problemsOf(stranger)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('applies from the page, opens the Apply dialog from a link that asks for it (?apply=1), and links both to Check my match', async () => {
    const word = uniqueWord();
    const job = await createJob(word, 'Yard Driver', { screeningQuestions: [] });
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/jobs/${job.id}?apply=1`);
    const dialog = page.getByRole('dialog', { name: 'Apply for Position' });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('apply')).toBeNull();
    // "Check my match" in the dialog and on the page: the AI Document Analyzer with this job chosen.
    const matchPath = `/resume?tab=ai-analyzer&job=${job.id}`;
    expect(await dialog.getByRole('link', { name: /Check my match/ }).getAttribute('href')).toBe(matchPath);

    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Dana Reyes');
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(`dana.${word}@example.com`);
    await dialog.locator('input[type="file"]').first().setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Yard driver, 5 years') });
    await dialog.getByRole('textbox', { name: /worked with this company/ }).fill('No');
    await dialog.getByRole('textbox', { name: /reliable transportation/ }).fill('Yes, my own truck.');
    await dialog.getByRole('textbox', { name: /uphold the answers/ }).fill('I understand');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page).getByText('Check Your Email', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Check my match: Yard Driver' }).getAttribute('href')).toBe(matchPath);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("keeps a guest's save in the browser, moves it into the account on sign-up, and lists it under Saved Jobs until unsaved", async () => {
    const word = uniqueWord();
    const guestJob = await createJob(word, 'Warehouse Lead');
    const accountJob = await createJob(word, 'Inventory Clerk');
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/jobs/${guestJob.id}`);
    await jobHeading(page, 'Warehouse Lead').waitFor();
    await page.getByRole('button', { name: 'Save: Warehouse Lead' }).click();
    await toast(page).getByText('Saved in this browser. Sign in to keep it in your account.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Saved: Warehouse Lead' }).getAttribute('aria-pressed')).toBe('true');

    await signUpInPage(page, `/jobs/${accountJob.id}`);
    await jobHeading(page, 'Inventory Clerk').waitFor();
    await page.getByRole('button', { name: 'Save: Inventory Clerk' }).click();
    await toast(page).getByText('This job has been saved to your favorites.', { exact: true }).waitFor();

    await page.goto(`${product.url}/resume?tab=saved`);
    const list = page.getByRole('list', { name: 'Your saved jobs' });
    await list.waitFor();
    await page.getByRole('heading', { name: 'Saved Jobs (2)', level: 2 }).waitFor();
    expect(await list.getByRole('article').count()).toBe(2);
    expect(await page.evaluate(() => window.localStorage.getItem('jobboard.saved-jobs'))).toBeNull();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'saved-jobs');

    await list.getByRole('button', { name: 'Remove Warehouse Lead from saved jobs' }).click();
    await page.getByRole('heading', { name: 'Saved Jobs (1)', level: 2 }).waitFor();
    expect(await list.getByRole('link', { name: 'Inventory Clerk' }).count()).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('says a closed job no longer takes applications, offers similar jobs, and marks it Closed in Saved Jobs', async () => {
    const word = uniqueWord();
    const closed = await createJob(word, 'Route Planner', { status: 'closed' });
    await createJob(word, 'Senior Route Planner');
    const page = await browser.newPage(desktop);
    await signUpInPage(page, `/jobs/${closed.id}`);
    await jobHeading(page, 'Route Planner').waitFor();
    await page.getByText(jobPageMessages.notAccepting).waitFor();
    expect(await page.getByRole('button', { name: 'Apply for Route Planner' }).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Similar jobs' }).getByRole('link', { name: 'Senior Route Planner' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save: Route Planner' }).click();
    await page.getByRole('button', { name: 'Saved: Route Planner' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto(`${product.url}/resume?tab=saved`);
    const saved = page.getByRole('article', { name: 'Route Planner' });
    await saved.waitFor();
    expect(await saved.getByText('Closed', { exact: true }).count()).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("lets a signed-in veteran save a job and find it in the dashboard's Saved Jobs tab", async () => {
    const word = uniqueWord();
    const job = await createJob(word, 'Convoy Logistics Coordinator', { clearanceRequired: 'Secret' });
    const registration = aVeteranRegistration();
    expect((await new TestClient(() => product.serviceUrl('veteran-api')).post('/api/veterans', registration)).status).toBe(202);
    const registered = { body: { id: String((await VeteranProfileModel.findOne({ email: registration.email }).lean())!._id) } };
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/veteran-login`);
    await page.getByRole('heading', { level: 1, name: 'Veteran Login' }).waitFor();
    await page.getByLabel(/^Email\*?$/).fill(registration.email);
    await page.locator('input[name="password"]').fill(registration.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === `/veteran-dashboard/${registered.body.id}`);

    await page.goto(`${product.url}/jobs/${job.id}`);
    await jobHeading(page, 'Convoy Logistics Coordinator').waitFor();
    await page.getByRole('button', { name: 'Save: Convoy Logistics Coordinator' }).click();
    await toast(page).getByText('This job has been saved to your favorites.', { exact: true }).waitFor();

    await page.goto(`${product.url}/veteran-dashboard/${registered.body.id}?tab=saved`);
    const saved = page.getByRole('article', { name: 'Convoy Logistics Coordinator' });
    await saved.waitFor();
    expect(await saved.getByRole('link', { name: 'View Job' }).getAttribute('href')).toBe(`/jobs/${job.id}`);
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'veteran-saved-jobs');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("shows in the company card what the employer attested about its fair-chance hiring, and when", async () => {
    const attesting = await createEmployerRecord({ companyName: 'Second Bloom Bakery' });
    const job = await createJobRecord(attesting, { title: 'Early Baker', ...sanFrancisco });
    const employerClient = new TestClient(() => product.serviceUrl('employer-api'));
    expect((await employerClient.post('/api/employers/login', { email: attesting.email, password: testPassword })).status).toBe(200);
    const attested = await employerClient.put(`/api/employers/${attesting.id}/fair-chance`, {
      practices: ['considers-conviction-records', 'welcomes-employment-gaps'],
      confirmed: true,
    });
    expect(attested.status).toBe(200);

    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/jobs/${job.id}`);
    await jobHeading(page, 'Early Baker').waitFor();
    const panel = page.getByRole('article', { name: 'Second Bloom Bakery' }).getByRole('region', { name: 'About this employer' });
    await panel.getByRole('heading', { name: 'Fair-chance employer', level: 3 }).waitFor();
    expect(await panel.getByRole('listitem').allTextContents()).toEqual([
      fairChancePracticeLabels['considers-conviction-records'],
      fairChancePracticeLabels['welcomes-employment-gaps'],
    ]);
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'job-page-fair-chance');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('answers an unknown job with the 404 page and HTTP 404', async () => {
    const unknown = '0123456789abcdef01234567';
    const answer = await fetch(`${product.url}/jobs/${unknown}`);
    expect(answer.status).toBe(404);
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/jobs/${unknown}`);
    await page.getByRole('heading', { name: '404 - Page Not Found', level: 1 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
