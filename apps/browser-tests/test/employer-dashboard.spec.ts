import { demoCredentials, seedDemoData } from '@jobboard/seed';
import { minimalPdf, testPassword, uniqueEmail } from '@jobboard/test-kit';
import type { Locator, Page } from 'playwright-core';
import { registerEmployerInPage } from './support/employers';
import { markEmailVerified } from './support/accounts';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const quiet = { info: () => undefined, warn: () => undefined };
const demoEmployer = demoCredentials.find((account) => account.role === 'employer')!;
const dashboardPath = /^\/employer-dashboard\/([0-9a-f]{24})$/;

// What the journey shares from one step to the next (each step opens its own pages).
const journey = {
  employerId: '',
  jobTitle: `Night Shift Dock Lead ${Date.now() % 100_000}`,
  jobId: '',
  applicant: { firstName: 'Tamsin', lastName: 'Okafor', email: uniqueEmail('tamsin') },
  applicationId: '',
};
const applicantName = `${journey.applicant.firstName} ${journey.applicant.lastName}`;
const statusNote = 'Thank you! We would like to talk with you this week about the night shift.';

beforeAll(async () => {
  // The demo employer then has an active plan, jobs and ranked applications.
  await seedDemoData({ log: quiet });
});

/** A form control found by its accessible name, as a screen reader user finds it. */
const fieldNamed = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('textbox', { name, exact: true })
    .or(scope.getByRole('combobox', { name, exact: true }))
    .or(scope.getByRole('spinbutton', { name, exact: true }));
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const statCard = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Job search near the job's own place. */
const searchFor = (title: string) => `${product.url}/jobs?q=${encodeURIComponent(title)}&location=${encodeURIComponent('Austin, TX')}`;

/** Signs in through the real login screen; the browser keeps the session cookie. */
const logInAsDemoEmployer = async (viewport = desktop) => {
  const page = await browser.newPage(viewport);
  await page.goto(`${product.url}/employer-login`);
  await fieldNamed(page, 'Email').fill(demoEmployer.login);
  await page.locator('input[name="password"]').fill(demoEmployer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => dashboardPath.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: 'Liberty Bridge Staffing' }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
};

const openTab = async (page: Page, name: string, heading: string | RegExp) => {
  await tab(page, new RegExp(`^${name}`)).click();
  await page.getByRole('tabpanel').getByRole('heading', { level: 2, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
};

const fillJobPosting = async (dialog: Locator, title: string) => {
  await fieldNamed(dialog, 'Job Title').fill(title);
  await fieldNamed(dialog, 'Department').fill('Operations');
  await fieldNamed(dialog, 'Location').fill('Austin, TX');
  await fieldNamed(dialog, 'Job Type').selectOption({ label: 'Full-time' });
  await fieldNamed(dialog, 'Experience Level').selectOption({ label: 'Mid' });
  await fieldNamed(dialog, 'Schedule').fill('Sunday to Thursday, 10pm to 6:30am');
  await fieldNamed(dialog, 'Minimum Salary').fill('52000');
  await fieldNamed(dialog, 'Maximum Salary').fill('61000');
  await fieldNamed(dialog, 'Job Description').fill('Lead the night dock crew: receiving, putaway and outbound loading.');
  const lists = {
    Requirements: ['Forklift certification', 'Two years leading a team'],
    Responsibilities: ['Run the nightly shift plan'],
    Benefits: ['Health insurance', 'Night shift differential'],
  };
  for (const [label, entries] of Object.entries(lists)) {
    for (const entry of entries) {
      await fieldNamed(dialog, label).fill(`  ${entry}  `);
      await fieldNamed(dialog, label).press('Enter');
    }
  }
  // No per-job checkbox: the marker follows the company's fair-chance attestation (the demo company's counts).
  await dialog.getByText('Second-chance marker', { exact: true }).waitFor();
  expect(await dialog.getByRole('link', { name: 'Company Settings' }).getAttribute('href')).toBe('/employer-settings');
};

describe('the employer dashboard (/employer-dashboard/:id)', () => {
  it('signs the demo employer in to their own dashboard: company, figures, five tabs and the account links', async () => {
    const page = await logInAsDemoEmployer();
    journey.employerId = dashboardPath.exec(new URL(page.url()).pathname)?.[1] ?? '';

    const company = page.getByRole('region', { name: 'Liberty Bridge Staffing' });
    expect(await company.getByText('San Francisco, CA', { exact: true }).count()).toBe(1);
    expect(await company.getByText('Verified', { exact: true }).count()).toBe(1);
    for (const [name, href] of [
      ['Billing', '/billing'],
      ['Plans', '/subscription'],
      ['Settings', '/employer-settings'],
    ]) {
      expect(await company.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    for (const label of ['Active Jobs', 'Total Applications', 'Total Views', 'Notifications']) {
      expect(await statCard(page, label).textContent()).toMatch(new RegExp(`^${label}\\d+$`));
    }
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Job Postings',
      'Applications',
      'Pipeline',
      'Interviews',
      expect.stringMatching(/^Notifications/),
    ]);
    // The seeded plan, jobs and the posting allowance.
    expect(await page.getByRole('tabpanel').getByRole('article').count()).toBeGreaterThan(0);
    expect(await page.getByRole('tabpanel').getByText(/posts? left|Unlimited posts|credit/).count()).toBeGreaterThan(0);

    // The header knows the employer: the company links to this dashboard, Log In and Sign Up give way to Log Out.
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Liberty Bridge Staffing' }).getAttribute('href')).toBe(new URL(page.url()).pathname);
    expect(await header.getByRole('link', { name: 'Employer Dashboard' }).getAttribute('href')).toBe(new URL(page.url()).pathname);
    expect(await header.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    expect(await header.getByRole('button', { name: 'Log Out' }).count()).toBe(1);

    // Tabs by keyboard, kept in the address.
    await tab(page, 'Job Postings').focus();
    await page.keyboard.press('ArrowRight');
    await tab(page, 'Applications').and(page.locator('[aria-selected="true"]')).waitFor();
    expect(await tab(page, 'Applications').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('applications');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: /^Applications/ }).waitFor();
    expect(await tab(page, 'Applications').getAttribute('aria-selected')).toBe('true');

    await openTab(page, 'Interviews', 'Scheduled Interviews');
    expect(await page.getByRole('tabpanel').getByRole('button', { name: 'Interview Availability' }).count()).toBe(1);
    await openTab(page, 'Job Postings', /^Job Postings/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard');
    await page.setViewportSize(phone);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: /^Job Postings/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-mobile');
  });

  it('posts a job with two screening questions: checked first, then live on the dashboard and in search', async () => {
    const page = await logInAsDemoEmployer();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/employers/${journey.employerId}/jobs`)) posts.push(request.postData() ?? '');
    });

    await page.getByRole('button', { name: 'Post New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post New Job' });
    await dialog.waitFor();
    expect(await fieldNamed(dialog, 'Job Title').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dialog.getByText(/^Always asked last:/).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-post-job');

    // Nothing is sent while required fields are missing; the first one gets the focus.
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    expect(await dialog.getByText('Job Title is required').count()).toBe(1);
    expect(await dialog.getByText('Requirements must have at least one item').count()).toBe(1);
    expect(await fieldNamed(dialog, 'Job Title').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(posts).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-post-job-required');

    await fillJobPosting(dialog, journey.jobTitle);
    // Ten questions at most: the button goes at the limit, and a blank one is dropped.
    for (let count = 0; count < 10; count += 1) await dialog.getByRole('button', { name: 'Add Question' }).click();
    expect(await dialog.getByRole('button', { name: 'Add Question' }).count()).toBe(0);
    for (let index = 10; index > 3; index -= 1) await dialog.getByRole('button', { name: `Remove question ${index}` }).click();
    await fieldNamed(dialog, 'Question 1').fill('Can you lift 50 pounds?');
    await fieldNamed(dialog, 'Question 2').fill('   ');
    await fieldNamed(dialog, 'Question 3').fill('Are you available on weekends?');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Post Job' }).click();

    await toast(page).getByText('Job Posted Successfully', { exact: true }).waitFor();
    expect(await toast(page).textContent()).toContain('Your job posting is now live and visible to candidates.');
    await dialog.waitFor({ state: 'detached' });
    expect(posts).toHaveLength(1);
    const sent = JSON.parse(posts[0]) as { screeningQuestions: string[]; requirements: string[]; type: string };
    expect(sent.screeningQuestions).toEqual(['Can you lift 50 pounds?', 'Are you available on weekends?']);
    expect(sent.requirements).toEqual(['Forklift certification', 'Two years leading a team']);

    const posted = card(page, journey.jobTitle);
    await posted.waitFor();
    for (const text of ['Austin, TX', 'Full-time', 'Mid level', '$52k - $61k', 'Operations', 'Active', 'Second Chance']) {
      expect(await posted.getByText(text, { exact: true }).count()).toBe(1);
    }
    expect(await posted.getByRole('button', { name: 'Edit' }).count()).toBe(1);
    await saveScreenshot(page, 'employer-dashboard-job-posted');
    expect(browser.problemsOf(page)).toEqual([]);

    const jobs = await page.request.get(`${product.url}/api/employers/${journey.employerId}/jobs`);
    journey.jobId = ((await jobs.json()) as { id: string; title: string }[]).find((job) => job.title === journey.jobTitle)?.id ?? '';
    expect(journey.jobId).not.toBe('');

    const search = await browser.newPage(desktop);
    await search.goto(searchFor(journey.jobTitle));
    await card(search, journey.jobTitle).waitFor();
  });

  it("shows the new application and its notification, the applicant's answers and score, and downloads the resume", async () => {
    // The job seeker signs up and applies from their own browser, as the Apply modal would.
    const seeker = await browser.newPage(desktop);
    await seeker.goto(`${product.url}/job-seeker-signup`);
    await fieldNamed(seeker, 'First Name').fill(journey.applicant.firstName);
    await fieldNamed(seeker, 'Last Name').fill(journey.applicant.lastName);
    await fieldNamed(seeker, 'Email').fill(journey.applicant.email);
    await seeker.locator('input[name="password"]').fill('steady-work-2026');
    await seeker.getByRole('button', { name: 'Create Account' }).click();
    await seeker.waitForURL((url) => url.pathname === '/jobs');
    // Not a test of confirming the address: the application goes straight to the employer.
    await markEmailVerified('jobseeker', journey.applicant.email);
    const resume = minimalPdf('Forklift certification. Two years leading a team on a night dock.').toString('base64');
    const applied = await seeker.evaluate(
      async ({ jobId, name, email, pdf }) => {
        const body = new FormData();
        body.append('applicantName', name);
        body.append('applicantEmail', email);
        body.append('coverLetter', 'I have led a night dock crew for two years and hold a forklift certification. '.repeat(3).trim());
        body.append('screeningResponses', JSON.stringify(['Yes, 60 pounds', 'Yes, Saturdays', 'No', 'Yes', 'I understand']));
        const bytes = Uint8Array.from(atob(pdf), (character) => character.charCodeAt(0));
        body.append('resume', new Blob([bytes], { type: 'application/pdf' }), 'tamsin-resume.pdf');
        const response = await fetch(`/api/jobs/${jobId}/apply`, { method: 'POST', body, credentials: 'include' });
        return { status: response.status, body: (await response.json()) as { id: string } };
      },
      { jobId: journey.jobId, name: applicantName, email: journey.applicant.email, pdf: resume },
    );
    expect(applied.status).toBe(201);
    journey.applicationId = applied.body.id;

    const page = await logInAsDemoEmployer();
    await openTab(page, 'Notifications', /^Notifications/);
    const notice = page.getByRole('listitem').filter({ hasText: applicantName });
    await notice.first().waitFor();
    expect(await notice.first().getByText('New', { exact: true }).count()).toBe(1);
    expect(await notice.first().getByRole('button', { name: 'Mark as read' }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-notifications');

    await openTab(page, 'Applications', /^Applications/);
    await fieldNamed(page, 'Job').selectOption({ label: journey.jobTitle });
    const application = card(page, applicantName);
    await application.waitFor();
    for (const text of [journey.jobTitle, journey.applicant.email, 'Pending']) {
      expect(await application.getByText(text, { exact: true }).count()).toBe(1);
    }
    expect(await application.getByText(/^\d+% match$/).count()).toBe(1);
    expect(await application.getByText(/…$/).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-applications');

    await application.getByRole('button', { name: 'View', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: applicantName });
    await dialog.getByRole('heading', { name: 'Why this score' }).waitFor();
    expect(await dialog.getByText('Can you lift 50 pounds?', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('Yes, 60 pounds', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(/^Meets \d of 2 requirements$/).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-application');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: /^Download resume/ }).click()]);
    expect(download.suggestedFilename()).toBe('tamsin-resume.pdf');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('updates the status to Shortlisted with a note, and the applicant sees both in My Applications', async () => {
    const page = await logInAsDemoEmployer();
    await openTab(page, 'Applications', /^Applications/);
    await card(page, applicantName).getByRole('button', { name: 'Update Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await dialog.waitFor();
    await fieldNamed(dialog, 'Status').selectOption('rejected');
    expect(await fieldNamed(dialog, 'Reason (shared with the candidate)').count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-update-status');
    await fieldNamed(dialog, 'Status').selectOption('shortlisted');
    expect(await fieldNamed(dialog, 'Reason (shared with the candidate)').count()).toBe(0);
    await fieldNamed(dialog, 'Notes to the candidate').fill(statusNote);
    await dialog.getByRole('button', { name: 'Update Status' }).click();

    await toast(page).getByText('Application Updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card(page, applicantName).getByText('Shortlisted', { exact: true }).waitFor();

    const seeker = await browser.newPage(desktop);
    await seeker.goto(`${product.url}/job-seeker-login`);
    await fieldNamed(seeker, 'Email').fill(journey.applicant.email);
    await seeker.locator('input[name="password"]').fill('steady-work-2026');
    await seeker.getByRole('button', { name: 'Sign In' }).click();
    await seeker.waitForURL((url) => url.pathname !== '/job-seeker-login');
    await seeker.goto(`${product.url}/resume?tab=applications`);
    const tracked = card(seeker, journey.jobTitle);
    await tracked.waitFor();
    expect(await tracked.getByText('Shortlisted', { exact: true }).count()).toBe(1);
    expect(await tracked.getByText(statusNote, { exact: true }).count()).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('moves the candidate to Interview with a rating of 4 in the ranked pipeline, with the reasons for the score', async () => {
    const page = await logInAsDemoEmployer();
    await openTab(page, 'Pipeline', /^Hiring Pipeline/);
    const candidate = card(page, applicantName);
    await candidate.waitFor();
    expect(await candidate.getByText(/^Meets \d of 2 requirements$/).count()).toBe(1);
    await candidate.getByText(/^Meets \d of 2 requirements$/).click();
    expect(await candidate.getByText('Forklift certification', { exact: false }).count()).toBeGreaterThan(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-pipeline');

    await candidate.getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Candidate' });
    await dialog.waitFor();
    await fieldNamed(dialog, 'Stage').selectOption({ label: 'Interview' });
    await dialog.getByRole('radio', { name: '4' }).check();
    await fieldNamed(dialog, 'Notes').fill('Strong on safety; ask about weekend cover.');
    await fieldNamed(dialog, 'Next follow-up date').fill('2030-03-12');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-manage');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await toast(page).getByText('Pipeline Updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await candidate.getByText('Interview', { exact: true }).waitFor();
    expect(await candidate.getByText('Rating 4 out of 5', { exact: true }).count()).toBe(1);
    expect(await candidate.getByText('Follow up Mar 12, 2030', { exact: true }).count()).toBe(1);
    expect(await candidate.getByText('Strong on safety; ask about weekend cover.').count()).toBe(1);

    // Clearing the date clears the follow-up.
    await candidate.getByRole('button', { name: 'Manage' }).click();
    await fieldNamed(dialog, 'Next follow-up date').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await candidate.getByText('No follow-up set', { exact: true }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('marks every notification read, and the Notifications figure goes to 0', async () => {
    const page = await logInAsDemoEmployer();
    expect(await statCard(page, 'Notifications').textContent()).not.toBe('Notifications0');
    await openTab(page, 'Notifications', /^Notifications/);
    await page.getByRole('button', { name: 'Mark all as read' }).click();

    await page.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'detached' });
    await statCard(page, 'Notifications').getByText('0', { exact: true }).waitFor();
    expect(await page.getByRole('tabpanel').getByText('New', { exact: true }).count()).toBe(0);
    expect(await tab(page, /^Notifications/).textContent()).toBe('Notifications');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('edits a job in the same dialog, then closes it after asking: it leaves search and cannot be edited', async () => {
    const page = await logInAsDemoEmployer();
    const job = card(page, journey.jobTitle);
    await job.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Job' });
    await dialog.waitFor();
    expect(await fieldNamed(dialog, 'Job Title').inputValue()).toBe(journey.jobTitle);
    expect(await fieldNamed(dialog, 'Question 2').inputValue()).toBe('Are you available on weekends?');
    await fieldNamed(dialog, 'Maximum Salary').fill('64000');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page).getByText('Job Updated', { exact: true }).waitFor();
    await job.getByText('$52k - $64k', { exact: true }).waitFor();

    await job.getByRole('button', { name: 'Close Job' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close this job?' });
    await confirm.waitFor();
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-close-job');
    await confirm.getByRole('button', { name: 'Close Job' }).click();

    await toast(page).getByText('Job Closed', { exact: true }).waitFor();
    await job.getByText('Closed', { exact: true }).waitFor();
    expect(await job.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(browser.problemsOf(page)).toEqual([]);

    const search = await browser.newPage(desktop);
    await search.goto(searchFor(journey.jobTitle));
    await search.getByRole('heading', { level: 1 }).first().waitFor();
    await search.waitForLoadState('networkidle');
    expect(await card(search, journey.jobTitle).count()).toBe(0);
  });

  it('refuses a new employer without a plan or credit, and the dialog offers the plans', async () => {
    const page = await browser.newPage(desktop);
    const employerId = await registerEmployerInPage(page, product.url, 'Cedar Ridge Builders');
    await page.goto(`${product.url}/employer-dashboard/${employerId}`);
    await page.getByRole('heading', { level: 1, name: 'Cedar Ridge Builders' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Cedar Ridge Builders' }).getByText('Pending Verification', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('tabpanel').getByRole('heading', { name: 'No jobs posted yet' }).count()).toBe(1);
    expect(await page.getByRole('tabpanel').getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription');

    await page.getByRole('button', { name: 'Post New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post New Job' });
    await fillJobPosting(dialog, 'Site Carpenter');
    await dialog.getByRole('button', { name: 'Post Job' }).click();

    await toast(page).getByText('Failed to Post Job', { exact: true }).waitFor();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await alert.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription');
    expect(await dialog.isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-dashboard-needs-plan');
    await page.setViewportSize(phone);
    await saveScreenshot(page, 'employer-dashboard-needs-plan-mobile');
  });

  it('says "Employer not found" to another employer and to a visitor, and links to the login', async () => {
    const other = await browser.newPage(desktop);
    await registerEmployerInPage(other, product.url, 'Granite Peak Services');
    const visitor = await browser.newPage(phone);
    for (const [page, name] of [
      [other, 'employer-dashboard-not-found'],
      [visitor, 'employer-dashboard-not-found-mobile'],
    ] as const) {
      await page.goto(`${product.url}/employer-dashboard/${journey.employerId}`);
      await page.getByRole('heading', { level: 1, name: 'Employer not found' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('main').getByRole('link', { name: 'Employer Login' }).getAttribute('href')).toBe('/employer-login');
      expect(await page.getByText('Liberty Bridge Staffing').count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(browser.problemsOf(page)).toEqual([]);
      await saveScreenshot(page, name);
    }
  });
});

describe('Company Settings (/employer-settings)', () => {
  it('asks a visitor to sign in as an employer', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/employer-settings`);
    await page.getByRole('heading', { level: 2, name: 'Sign in to manage your company' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Employer Login' }).getAttribute('href')).toBe('/employer-login');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('saves the company profile, and refuses a sign-in change with a wrong current password under that field', async () => {
    const page = await browser.newPage(desktop);
    const employerId = await registerEmployerInPage(page, product.url, 'Harbor Light Bakery');
    await page.goto(`${product.url}/employer-settings`);
    await page.getByRole('heading', { level: 1, name: 'Company Settings' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await fieldNamed(page, 'Company Name').inputValue()).toBe('Harbor Light Bakery');
    expect(await page.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe(`/employer-dashboard/${employerId}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-settings');

    await fieldNamed(page, 'City').fill('');
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    expect(await page.getByText('City is required', { exact: true }).count()).toBe(1);
    expect(await fieldNamed(page, 'City').evaluate((input) => input === document.activeElement)).toBe(true);
    await fieldNamed(page, 'City').fill('Portland');
    await fieldNamed(page, 'State').fill('OR');
    await fieldNamed(page, 'Company Name').fill('Harbor Light Bakery Co.');
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    await toast(page).getByText('Profile Updated', { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Harbor Light Bakery Co.' }).waitFor();

    await fieldNamed(page, 'New Email').fill(uniqueEmail('harbor'));
    await page.locator('input[name="currentPassword"]').fill('not my password');
    await page.getByRole('button', { name: 'Update Sign-in Details' }).click();
    const currentPassword = page.locator('input[name="currentPassword"]');
    await page.waitForFunction(() => document.querySelector('input[name="currentPassword"]')?.getAttribute('aria-invalid') === 'true');
    expect(await currentPassword.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.setViewportSize(phone);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-settings-wrong-password-mobile');

    await page.setViewportSize(desktop);
    await page.locator('input[name="currentPassword"]').fill(testPassword);
    await page.getByRole('button', { name: 'Update Sign-in Details' }).click();
    await toast(page).getByText('Sign-in Details Updated', { exact: true }).waitFor();
    expect(await fieldNamed(page, 'New Email').inputValue()).toBe('');
  });

  it('logs the employer out from the header and goes to the employer login', async () => {
    const page = await browser.newPage(phone);
    await registerEmployerInPage(page, product.url, 'Juniper Lane Clinic');
    await page.goto(`${product.url}/employer-settings`);
    await page.getByRole('heading', { level: 1, name: 'Company Settings' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Juniper Lane Clinic' }).waitFor();
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/employer-login');
    await page.getByRole('heading', { level: 1, name: 'Employer Login' }).waitFor();
    expect(await (await page.request.get(`${product.url}/api/employers/session`)).json()).toBeNull();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await menu.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
  });
});
