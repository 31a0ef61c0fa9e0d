import { followUpAfterDays } from '@jobboard/contracts';
import { ApplicationModel, EmployerNotificationModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, minimalPdf, uniqueEmail } from '@jobboard/test-kit';
import type { Page, Request } from 'playwright-core';
import { markEmailVerified } from './support/accounts';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { confirmApplicationFromInbox } from './support/mail';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const resumePdf = minimalPdf('Dock supervisor with eight years of experience').toString('base64');
const dateText = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
const todayText = dateText(new Date());
const dayMs = 24 * 60 * 60 * 1000;
/** A follow-up is offered from `followUpAfterDays` after applying: these applications were sent that long ago. */
const appliedLongEnoughAgo = () => new Date(Date.now() - followUpAfterDays * dayMs - 60_000);
const backdate = (applicationId: string, appliedAt = appliedLongEnoughAgo()) =>
  ApplicationModel.updateOne({ _id: applicationId }, { $set: { appliedAt } }).then(() => appliedAt);

let employer: { id: string; companyName: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Bayview Freight' });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
/** The form control labelled `label`; a required field's label also carries its "*" marker. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`)).and(page.locator('input, select, textarea'));
const toastOf = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const applicationsTab = (page: Page) => page.getByRole('tab', { name: 'My Applications' });
const card = (page: Page, jobTitle: string) => page.getByRole('article', { name: jobTitle });
const followUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Follow Up on Your Application' });

const openMyApplications = async (page: Page) => {
  await page.goto(`${product.url}/resume?tab=applications`);
  await page.getByRole('heading', { name: 'Resume Analysis & Document Tools', level: 1 }).waitFor();
};

/** A phone-width view of the same page, loaded at that width as a phone would. */
const reloadAsPhone = async (page: Page) => {
  await page.setViewportSize(phone);
  await page.reload();
  await page.getByRole('heading', { name: /^My Applications \(\d+\)$/, level: 2 }).waitFor();
  await page.waitForLoadState('networkidle');
};

/** Signs up through the real signup page; the browser keeps the session cookie. */
const signUpInPage = async (page: Page, person: { firstName: string; lastName: string; email: string }) => {
  await page.goto(`${product.url}/job-seeker-signup`);
  await page.getByRole('heading', { name: 'Create Your Job Seeker Account', level: 1 }).waitFor();
  await field(page, 'First Name').fill(person.firstName);
  await field(page, 'Last Name').fill(person.lastName);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill('steady-work-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/jobs');
  // Not a test of confirming the address: applications from it go straight to the employer.
  await markEmailVerified('jobseeker', person.email);
};

/** Applies through the real endpoint from the page itself, with this browser's cookies, as the modal would. */
const applyFromPage = (page: Page, jobId: string, applicant: { name: string; email: string }) =>
  page.evaluate(
    async ({ jobId, applicant, pdfBase64 }) => {
      const body = new FormData();
      body.append('applicantName', applicant.name);
      body.append('applicantEmail', applicant.email);
      body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I drive', 'I understand']));
      const bytes = Uint8Array.from(atob(pdfBase64), (character) => character.charCodeAt(0));
      body.append('resume', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf');
      const response = await fetch(`/api/jobs/${jobId}/apply`, { method: 'POST', body, credentials: 'include' });
      return { status: response.status, body: (await response.json()) as { id: string } };
    },
    { jobId, applicant, pdfBase64: resumePdf },
  );

/** Every follow-up the page sent. */
const trackFollowUps = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/follow-up')) sent.push(request);
  });
  return sent;
};

const aJob = (title: string) =>
  createJobRecord(employer, { title, location: 'Oakland, CA', salaryMin: 24, salaryMax: 28, salaryPeriod: 'hourly' });

describe('Resume Analysis & Document Tools (/resume)', () => {
  it('opens on Traditional Analysis, ready for an upload, and keeps the tab in the address', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/resume`);
    await page.getByRole('heading', { name: 'Resume Analysis & Document Tools', level: 1 }).waitFor();

    expect(await page.getByRole('tab').allTextContents()).toEqual(['Traditional Analysis', 'AI Document Analyzer', 'My Applications', 'Saved Jobs']);
    expect(await page.getByRole('tab', { name: 'Traditional Analysis' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByRole('heading', { name: 'No Analysis Yet' }).waitFor();

    await page.getByRole('tab', { name: 'AI Document Analyzer' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('ai-analyzer');
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Upload a Document' }).waitFor();

    await applicationsTab(page).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('applications');
    await page.getByRole('heading', { name: 'Sign in to see your applications', level: 2 }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('My Applications', () => {
  it('asks a signed-out visitor to log in or sign up, with a way back to the tab', async () => {
    for (const [viewport, name] of [
      [desktop, 'my-applications-signed-out'],
      [phone, 'my-applications-signed-out-mobile'],
    ] as const) {
      const page = await browser.newPage(viewport);
      await openMyApplications(page);
      await page.getByRole('heading', { name: 'Sign in to see your applications', level: 2 }).waitFor();
      await page.waitForLoadState('networkidle');

      expect(await applicationsTab(page).getAttribute('aria-selected')).toBe('true');
      const returnTo = '?next=%2Fresume%3Ftab%3Dapplications';
      const panel = page.getByRole('tabpanel');
      expect(await panel.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(`/job-seeker-login${returnTo}`);
      expect(await panel.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(`/job-seeker-signup${returnTo}`);
      expect(await page.getByRole('heading', { name: /^My Applications/ }).count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(browser.problemsOf(page)).toEqual([]);
      await saveScreenshot(page, name);
    }
  });

  it('shows a job seeker without applications "No Applications Yet" and a way to the jobs', async () => {
    const page = await browser.newPage(desktop);
    await signUpInPage(page, { firstName: 'Noor', lastName: 'Haddad', email: uniqueEmail('noor') });

    await openMyApplications(page);
    await page.getByRole('heading', { name: 'My Applications (0)', level: 2 }).waitFor();

    await page.getByRole('heading', { name: 'No Applications Yet' }).waitFor();
    expect(await page.getByRole('tabpanel').getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'my-applications-empty');
    await reloadAsPhone(page);
    await saveScreenshot(page, 'my-applications-empty-mobile');
  });

  it('shows the application with its fields and sends one follow-up: blank refused, then sent, recorded and gone', async () => {
    const page = await browser.newPage(desktop);
    const email = uniqueEmail('marisol');
    const job = await aJob('Dock Supervisor');
    await signUpInPage(page, { firstName: 'Marisol', lastName: 'Ortega', email });
    const applied = await applyFromPage(page, job.id, { name: 'Marisol Ortega', email });
    expect(applied.status).toBe(201);
    const appliedAt = await backdate(applied.body.id);
    const followUps = trackFollowUps(page);

    await openMyApplications(page);
    await page.getByRole('heading', { name: 'My Applications (1)', level: 2 }).waitFor();
    const application = card(page, 'Dock Supervisor');
    for (const text of ['Bayview Freight', 'Pending', 'Oakland, CA', '$24/hr - $28/hr', dateText(appliedAt), `(${followUpAfterDays} days ago)`, 'Follow-up Available']) {
      expect(await application.getByText(text, { exact: true }).count()).toBe(1);
    }
    expect(await application.getByText('Reviewed', { exact: true }).count()).toBe(0);
    expect(await application.getByText('Follow-up Sent', { exact: true }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'my-applications-list');
    await reloadAsPhone(page);
    await saveScreenshot(page, 'my-applications-list-mobile');
    await page.setViewportSize(desktop);

    await application.getByRole('button', { name: 'Follow Up' }).click();
    const dialog = followUpDialog(page);
    await dialog.waitFor();
    const message = dialog.getByRole('textbox', { name: /^Your Message/ });
    expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
    const template = await message.inputValue();
    expect(template).toContain('Dear Bayview Freight Hiring Team,');
    expect(template).toContain(`I applied for the Dock Supervisor position ${followUpAfterDays} days ago`);
    expect(template).toContain('Marisol Ortega');
    for (const detail of ['Dock Supervisor', 'Bayview Freight', 'Oakland, CA']) {
      expect(await dialog.getByRole('definition').getByText(detail, { exact: true }).count()).toBe(1);
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'my-applications-follow-up-dialog');
    await page.setViewportSize(phone);
    await saveScreenshot(page, 'my-applications-follow-up-dialog-mobile');
    await page.setViewportSize(desktop);

    await message.fill('   ');
    await dialog.getByRole('button', { name: 'Send Follow-up' }).click();
    await dialog.getByText('Please write a message before sending.', { exact: true }).waitFor();
    expect(await message.getAttribute('aria-invalid')).toBe('true');
    expect(followUps).toHaveLength(0);

    // Hold the answer a moment, so the pending state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/applications/*/follow-up', async (route) => {
      await held;
      await route.continue();
    });
    await message.fill('Hello! I am still very interested in the Dock Supervisor role and available to talk any day this week.');
    await dialog.getByRole('button', { name: 'Send Follow-up' }).click();
    const sending = dialog.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const toast = toastOf(page);
    await toast.getByText('Follow-up Sent', { exact: true }).waitFor();
    expect(await toast.getByText('Your follow-up message has been sent to the employer.', { exact: true }).count()).toBe(1);
    expect(await toast.getAttribute('data-variant')).toBe('success');
    await dialog.waitFor({ state: 'detached' });
    await application.getByText('Follow-up Sent', { exact: true }).waitFor();
    expect(await application.getByText(todayText, { exact: true }).count()).toBe(1);
    expect(await application.getByRole('button', { name: 'Follow Up' }).count()).toBe(0);
    expect(await application.getByText('Follow-up Available', { exact: true }).count()).toBe(0);
    expect(followUps).toHaveLength(1);

    const stored = await ApplicationModel.findById(applied.body.id).lean();
    expect(stored).toMatchObject({ applicantFollowUpSent: true, followUpMessage: expect.stringContaining('still very interested') });
    expect(await EmployerNotificationModel.countDocuments({ applicationId: applied.body.id, type: 'follow_up' })).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'my-applications-followed-up');
  });

  it('keeps the dialog open with "Follow-up Failed" when the service cannot be reached', async () => {
    const page = await browser.newPage(desktop);
    const email = uniqueEmail('dev');
    const job = await aJob('Yard Coordinator');
    await signUpInPage(page, { firstName: 'Dev', lastName: 'Patel', email });
    const applied = await applyFromPage(page, job.id, { name: 'Dev Patel', email });
    expect(applied.status).toBe(201);
    await backdate(applied.body.id);

    await openMyApplications(page);
    await card(page, 'Yard Coordinator').getByRole('button', { name: 'Follow Up' }).click();
    product.stopService('public-api');
    await followUpDialog(page).getByRole('button', { name: 'Send Follow-up' }).click();

    const toast = toastOf(page);
    await toast.getByText('Follow-up Failed', { exact: true }).waitFor();
    expect(await toast.getByText('Failed to send follow-up message. Please try again.', { exact: true }).count()).toBe(1);
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    expect(await followUpDialog(page).isVisible()).toBe(true);
    expect(await followUpDialog(page).getByRole('button', { name: 'Send Follow-up' }).isEnabled()).toBe(true);
    expect((await ApplicationModel.findOne({ jobId: job.id }).lean())?.applicantFollowUpSent).toBe(false);
  });

  it("shows the employer's review date and notes, and offers no follow-up once the application is decided", async () => {
    const page = await browser.newPage(desktop);
    const email = uniqueEmail('ama');
    const job = await aJob('Route Planner');
    await signUpInPage(page, { firstName: 'Ama', lastName: 'Mensah', email });
    const applied = await applyFromPage(page, job.id, { name: 'Ama Mensah', email });
    const reviewedAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await ApplicationModel.updateOne(
      { _id: applied.body.id },
      {
        $set: {
          appliedAt: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000),
          status: 'rejected',
          reviewedAt,
          notes: 'Thank you for applying. We chose a candidate with more routing software experience.',
        },
      },
    );

    await openMyApplications(page);
    const application = card(page, 'Route Planner');
    await application.waitFor();

    expect(await application.getByText('Rejected', { exact: true }).count()).toBe(1);
    expect(await application.getByText('(5 days ago)', { exact: true }).count()).toBe(1);
    const reviewedText = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(reviewedAt);
    expect(await application.getByRole('definition').filter({ hasText: reviewedText }).count()).toBe(1);
    expect(await application.getByRole('heading', { name: 'Employer Notes' }).count()).toBe(1);
    expect(
      await application
        .getByText('Thank you for applying. We chose a candidate with more routing software experience.', { exact: true })
        .count(),
    ).toBe(1);
    expect(await application.getByRole('button', { name: 'Follow Up' }).count()).toBe(0);
    expect(await application.getByText('Follow-up Available', { exact: true }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'my-applications-decided');
    await reloadAsPhone(page);
    await saveScreenshot(page, 'my-applications-decided-mobile');
  });

  it('lists an application sent before signing up once the applicant signs up in the same browser', async () => {
    const page = await browser.newPage(desktop);
    const email = uniqueEmail('lena');
    const job = await aJob('Inventory Clerk');
    await page.goto(`${product.url}/jobs`);
    expect((await applyFromPage(page, job.id, { name: 'Lena Fischer', email })).status).toBe(202);
    await confirmApplicationFromInbox(page, product.url, email, 'Inventory Clerk');

    await signUpInPage(page, { firstName: 'Lena', lastName: 'Fischer', email });
    await openMyApplications(page);

    await page.getByRole('heading', { name: 'My Applications (1)', level: 2 }).waitFor();
    expect(await card(page, 'Inventory Clerk').isVisible()).toBe(true);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("fills the apply form with the signed-in job seeker's name and email", async () => {
    const page = await browser.newPage(desktop);
    const email = uniqueEmail('omar');
    const title = 'Receiving Clerk';
    const word = email.split('@')[0].replace(/\W/g, '');
    // Where the list searches by default (the Bay Area), found by a word of its own.
    await createJobRecord(employer, {
      title,
      description: `Receiving Clerk (${word}): check in deliveries and keep the dock moving.`,
      location: 'Oakland, CA',
      city: 'Oakland',
      state: 'CA',
      latitude: 37.8044,
      longitude: -122.2712,
    });
    await signUpInPage(page, { firstName: 'Omar', lastName: 'Haddad', email });

    await page.goto(`${product.url}/jobs?q=${word}`);
    await page.getByRole('button', { name: `Apply for ${title}` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Position' });
    await dialog.waitFor();

    expect(await dialog.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Omar Haddad');
    expect(await dialog.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(email);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
