import { interviewClashMessage, interviewMessages } from '@jobboard/contracts';
import { InterviewModel } from '@jobboard/db';
import { bookableInterviewDates, formatInterviewTime, zonedTimeToInstant } from '@jobboard/domain';
import { createApplicationRecord, createJobRecord, minimalPdf, testPassword, uniqueEmail } from '@jobboard/test-kit';
import type { Locator, Page } from 'playwright-core';
import { markEmailVerified } from './support/accounts';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { registerEmployerInPage } from './support/employers';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
// The registered company is in Oakland, CA: its interviews are in Pacific time.
const zone = 'America/Los_Angeles';
const companyName = 'Pier Nine Freight';
const jobTitle = `Yard Marshal ${Date.now() % 100_000}`;
const seeker = { firstName: 'Imani', lastName: 'Okoro', email: uniqueEmail('imani'), password: 'steady-work-2026' };
const seekerName = `${seeker.firstName} ${seeker.lastName}`;
const secondName = 'Wendell Price';
const thirdName = 'Lucia Ferraro';

// What the steps share (each step opens its own pages).
const journey = { employerId: '', employerEmail: '', applicationId: '', thirdApplicationId: '', date: '' };

const fieldNamed = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true }).or(scope.getByRole('combobox', { name, exact: true }));
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const card = (scope: Page | Locator, name: string) => scope.getByRole('article', { name, exact: true });
const dashboardUrl = (tab: string) => `${product.url}/employer-dashboard/${journey.employerId}?tab=${tab}`;
const slot = (time: string) => zonedTimeToInstant(journey.date, time, zone);

/** Signs the company registered in the first step in through the real login screen. */
const employerPage = async (viewport = desktop) => {
  if (!journey.employerEmail) throw new Error('the employer registers in the first step');
  const page = await browser.newPage(viewport);
  await page.goto(`${product.url}/employer-login`);
  await fieldNamed(page, 'Email').fill(journey.employerEmail);
  await page.locator('input[name="password"]').fill(testPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === `/employer-dashboard/${journey.employerId}`);
  return page;
};

const openTab = async (page: Page, tab: string, heading: string | RegExp) => {
  await page.goto(dashboardUrl(tab));
  await page.getByRole('tabpanel').getByRole('heading', { level: 2, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
};

/** Everything a page sent to one call, parsed. */
const bodiesSent = (page: Page, method: string, path: RegExp) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) sent.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
  return sent;
};

describe('interviews: the employer schedules and updates them, the candidate sees them', () => {
  it('schedules a video interview from the Applications tab: date and time required, times outside the week greyed out', async () => {
    // The company registers, posts a job, and a signed-in job seeker applies to it.
    const page = await browser.newPage(desktop);
    journey.employerId = await registerEmployerInPage(page, product.url, companyName);
    journey.employerEmail = await page.evaluate(
      async (id) => ((await (await fetch(`/api/employers/${id}`, { credentials: 'include' })).json()) as { email: string }).email,
      journey.employerId,
    );
    const job = await createJobRecord({ id: journey.employerId, companyName }, { title: jobTitle });
    const candidate = await browser.newPage(desktop);
    await candidate.goto(`${product.url}/job-seeker-signup`);
    await candidate.getByLabel(/^First Name/).fill(seeker.firstName);
    await candidate.getByLabel(/^Last Name/).fill(seeker.lastName);
    await candidate.getByLabel(/^Email/).fill(seeker.email);
    await candidate.locator('input[name="password"]').fill(seeker.password);
    await candidate.getByRole('button', { name: 'Create Account' }).click();
    await candidate.waitForURL((url) => url.pathname === '/jobs');
    // Not a test of confirming the address: the application goes straight to the employer.
    await markEmailVerified('jobseeker', seeker.email);
    const applied = await candidate.evaluate(
      async ({ jobId, name, email, pdf }) => {
        const body = new FormData();
        body.append('applicantName', name);
        body.append('applicantEmail', email);
        body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I drive', 'I understand']));
        const bytes = Uint8Array.from(atob(pdf), (character) => character.charCodeAt(0));
        body.append('resume', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf');
        const response = await fetch(`/api/jobs/${jobId}/apply`, { method: 'POST', body, credentials: 'include' });
        return { status: response.status, body: (await response.json()) as { id: string } };
      },
      { jobId: job.id, name: seekerName, email: seeker.email, pdf: minimalPdf('Yard driver, eight years').toString('base64') },
    );
    expect(applied.status).toBe(201);
    journey.applicationId = applied.body.id;
    // Mornings only on the first bookable day's weekday, so its afternoon is greyed out.
    journey.date = bookableInterviewDates(new Date(), zone)[0];
    const dayOfWeek = new Date(`${journey.date}T12:00:00Z`).getUTCDay();
    const week = await page.evaluate(
      async ({ id, dayOfWeek }) => {
        const windows = [1, 2, 3, 4, 5].map((day) => ({ dayOfWeek: day, startTime: '09:00', endTime: day === dayOfWeek ? '12:00' : '17:00', isActive: true }));
        const response = await fetch(`/api/employers/${id}/availability`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ windows }),
          credentials: 'include',
        });
        return response.status;
      },
      { id: journey.employerId, dayOfWeek },
    );
    expect(week).toBe(200);
    const bookings = bodiesSent(page, 'POST', /^\/api\/interviews$/);

    await openTab(page, 'applications', /^Applications/);
    await card(page, seekerName).getByRole('button', { name: 'Schedule Interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.waitFor();
    expect(await dialog.getByText(`${seekerName}, ${jobTitle}`).count()).toBe(1);
    expect(await fieldNamed(dialog, 'Date').evaluate((select) => select === document.activeElement)).toBe(true);
    expect(await fieldNamed(dialog, 'Duration').inputValue()).toBe('30');
    expect(await dialog.getByRole('radio', { name: 'Video call' }).isChecked()).toBe(true);

    // Nothing is sent without a date and a time.
    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await toast(page).getByText(interviewMessages.missingInformation.title, { exact: true }).waitFor();
    expect(await toast(page).first().textContent()).toContain(interviewMessages.missingInformation.message);
    expect(bookings).toEqual([]);

    // Weekdays in the next 14 days only, in Pacific time; the afternoon of that day is outside the week.
    const dates = await fieldNamed(dialog, 'Date').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(dates.slice(1)).toEqual(bookableInterviewDates(new Date(), zone));
    await fieldNamed(dialog, 'Date').selectOption(journey.date);
    const times = dialog.getByRole('group', { name: /^Time/ });
    await times.getByText('Pacific Time (PT)').waitFor();
    await times.getByRole('radio', { name: '9:00 AM', exact: true }).waitFor();
    expect(await times.getByRole('radio').count()).toBe(16);
    expect(await times.getByRole('radio', { name: /^4:30 PM/ }).isDisabled()).toBe(true);
    const afternoon = times.getByRole('radio', { name: /^1:00 PM/ });
    expect(await afternoon.isDisabled()).toBe(true);
    expect(await afternoon.locator('..').textContent()).toBe('1:00 PMOutside your hours');
    // A 60-minute interview from 11:30 would end after noon.
    await fieldNamed(dialog, 'Duration').selectOption('60');
    expect(await times.getByRole('radio', { name: /^11:30 AM/ }).isDisabled()).toBe(true);
    await fieldNamed(dialog, 'Duration').selectOption('30');
    await times.getByRole('radio', { name: '10:00 AM', exact: true }).check();
    await fieldNamed(dialog, 'Notes').fill('  Bring your CDL, please.  ');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'interviews-schedule-dialog');

    // Focus stays in the dialog.
    for (let step = 0; step < 40; step += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await toast(page).getByText(interviewMessages.scheduled.title, { exact: true }).waitFor();
    expect(await toast(page).filter({ hasText: interviewMessages.scheduled.title }).textContent()).toContain(interviewMessages.scheduled.message);
    await dialog.waitFor({ state: 'detached' });
    expect(bookings).toEqual([
      { applicationId: journey.applicationId, scheduledDateTime: slot('10:00').toISOString(), duration: 30, interviewType: 'video', notes: 'Bring your CDL, please.' },
    ]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('lists it under Scheduled Interviews as Upcoming, in Pacific time, with Join Meeting', async () => {
    const page = await employerPage();
    await openTab(page, 'interviews', 'Scheduled Interviews');
    const interview = card(page, seekerName);
    await interview.waitFor();
    for (const text of [jobTitle, 'Upcoming', 'Scheduled', formatInterviewTime(slot('10:00'), zone), '30 minutes', 'Video call']) {
      expect(await interview.getByText(text, { exact: true }).count()).toBe(1);
    }
    expect(await interview.getByText('Bring your CDL, please.', { exact: true }).count()).toBe(1);
    const join = interview.getByRole('link', { name: /^Join Meeting/ });
    expect(await join.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await join.getAttribute('target')).toBe('_blank');
    expect(await join.getAttribute('rel')).toContain('noopener');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'interviews-tab');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('greys out a booked time, and shows the server\'s words when someone else books the chosen time first', async () => {
    const page = await employerPage();
    const job = await createJobRecord({ id: journey.employerId, companyName }, { title: `${jobTitle} (nights)` });
    await createApplicationRecord(job.id, { applicantName: secondName });
    journey.thirdApplicationId = (await createApplicationRecord(job.id, { applicantName: thirdName })).id;

    await openTab(page, 'applications', /^Applications/);
    await card(page, secondName).getByRole('button', { name: 'Schedule Interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await fieldNamed(dialog, 'Date').selectOption(journey.date);
    const times = dialog.getByRole('group', { name: /^Time/ });
    const booked = times.getByRole('radio', { name: /^10:00 AM/ });
    // Who booked it comes with the employer's interview list, which may answer after the times.
    await booked.locator('..').getByText(`Booked: ${seekerName}`).waitFor();
    expect(await booked.isDisabled()).toBe(true);
    expect(await booked.locator('..').textContent()).toBe(`10:00 AMBooked: ${seekerName}`);
    await times.getByRole('radio', { name: '11:00 AM', exact: true }).check();
    await dialog.getByRole('radio', { name: 'Phone call' }).check();

    // Meanwhile a colleague books 11:00 for another candidate.
    const taken = await page.evaluate(
      async ({ applicationId, at }) => {
        const response = await fetch('/api/interviews', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ applicationId, scheduledDateTime: at, duration: 30, interviewType: 'video' }),
          credentials: 'include',
        });
        return response.status;
      },
      { applicationId: journey.thirdApplicationId, at: slot('11:00').toISOString() },
    );
    expect(taken).toBe(201);

    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    const failed = toast(page).filter({ hasText: interviewMessages.scheduleFailed.title });
    await failed.waitFor();
    expect(await failed.textContent()).toContain(interviewClashMessage(thirdName, formatInterviewTime(slot('11:00'), zone)));
    // The dialog stays open with the choices made, to pick another time.
    expect(await dialog.isVisible()).toBe(true);
    await saveScreenshot(page, 'interviews-schedule-clash');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('shows the candidate the interview on My Applications: time with the zone, type, length and Join Meeting', async () => {
    const candidate = await browser.newPage(desktop);
    await candidate.goto(`${product.url}/job-seeker-login`);
    await candidate.getByLabel(/^Email/).fill(seeker.email);
    await candidate.locator('input[name="password"]').fill(seeker.password);
    await candidate.getByRole('button', { name: 'Sign In' }).click();
    await candidate.waitForURL((url) => url.pathname !== '/job-seeker-login');
    await candidate.goto(`${product.url}/resume?tab=applications`);
    const tracked = card(candidate, jobTitle);
    await tracked.waitFor();
    const interviews = tracked.getByRole('region', { name: 'Interviews' });
    await interviews.getByText(formatInterviewTime(slot('10:00'), zone), { exact: true }).waitFor();
    expect(await interviews.getByText('Video call, 30 minutes', { exact: true }).count()).toBe(1);
    expect(await interviews.getByText('Scheduled', { exact: true }).count()).toBe(1);
    expect(await interviews.getByRole('link', { name: /^Join Meeting/ }).getAttribute('href')).toMatch(/^https:\/\//);
    await candidate.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(candidate)).toEqual([]);
    await saveScreenshot(candidate, 'interviews-my-applications');
    expect(browser.problemsOf(candidate)).toEqual([]);
  });

  it('updates status, feedback and rating, sending only what changed; nothing changed says so', async () => {
    const page = await employerPage();
    const updates = bodiesSent(page, 'PUT', /^\/api\/interviews\/[0-9a-f]{24}$/);
    await openTab(page, 'interviews', 'Scheduled Interviews');
    await card(page, seekerName).getByRole('button', { name: 'Update Interview' }).click();
    let dialog = page.getByRole('dialog', { name: 'Update Interview' });
    await dialog.waitFor();
    // Before it starts, an interview cannot be marked completed or no-show.
    expect(await fieldNamed(dialog, 'Status').locator('option').allTextContents()).toEqual(['Scheduled', 'Cancelled']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The interview took place.
    await InterviewModel.updateOne({ employerId: journey.employerId, candidateName: seekerName }, { $set: { scheduledDateTime: new Date(Date.now() - 60 * 60_000) } });
    await page.reload();
    await card(page, seekerName).getByRole('button', { name: 'Update Interview' }).click();
    dialog = page.getByRole('dialog', { name: 'Update Interview' });
    await dialog.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'interviews-update-dialog');

    await dialog.getByRole('button', { name: 'Update Interview' }).click();
    await toast(page).getByText(interviewMessages.noChanges, { exact: true }).waitFor();
    expect(updates).toEqual([]);

    await fieldNamed(dialog, 'Status').selectOption({ label: 'Completed' });
    await fieldNamed(dialog, 'Feedback').fill('  Calm under pressure; knows the yard software.  ');
    await fieldNamed(dialog, 'Rating').selectOption({ label: '4 of 5' });
    await dialog.getByRole('button', { name: 'Update Interview' }).click();
    await toast(page).getByText(interviewMessages.updated.title, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(updates).toEqual([{ status: 'completed', feedback: 'Calm under pressure; knows the yard software.', rating: 4 }]);

    const interview = card(page, seekerName);
    await interview.getByText('Completed', { exact: true }).waitFor();
    expect(await interview.getByText('Upcoming', { exact: true }).count()).toBe(0);
    expect(await interview.getByText('4 of 5', { exact: true }).count()).toBe(1);
    expect(await interview.getByText('Calm under pressure; knows the yard software.', { exact: true }).count()).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('reschedules and cancels the other interview; the weekly availability saves from its own dialog', async () => {
    const page = await employerPage();
    const updates = bodiesSent(page, 'PUT', /^\/api\/interviews\/[0-9a-f]{24}$/);
    await openTab(page, 'interviews', 'Scheduled Interviews');
    await card(page, thirdName).getByRole('button', { name: 'Update Interview' }).click();
    let dialog = page.getByRole('dialog', { name: 'Update Interview' });
    await fieldNamed(dialog, 'New date').selectOption(journey.date);
    await dialog.getByRole('group', { name: /^New time/ }).getByRole('radio', { name: '9:30 AM', exact: true }).check();
    await dialog.getByRole('button', { name: 'Update Interview' }).click();
    await toast(page).getByText(interviewMessages.updated.title, { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card(page, thirdName).getByText(formatInterviewTime(slot('09:30'), zone), { exact: true }).waitFor();

    await card(page, thirdName).getByRole('button', { name: 'Update Interview' }).click();
    dialog = page.getByRole('dialog', { name: 'Update Interview' });
    await fieldNamed(dialog, 'Status').selectOption({ label: 'Cancelled' });
    await dialog.getByRole('button', { name: 'Update Interview' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page, thirdName).getByText('Cancelled', { exact: true }).waitFor();
    expect(await card(page, thirdName).getByRole('link', { name: /^Join Meeting/ }).count()).toBe(0);
    expect(updates).toEqual([{ scheduledDateTime: slot('09:30').toISOString() }, { status: 'cancelled' }]);

    await page.getByRole('button', { name: 'Interview Availability' }).click();
    dialog = page.getByRole('dialog', { name: 'Interview Availability' });
    await dialog.waitFor();
    const saturday = dialog.getByRole('group', { name: 'Saturday' });
    expect(await saturday.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(false);
    const monday = dialog.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('From').fill('13:00');
    await monday.getByLabel('To').fill('12:00');
    await dialog.getByRole('button', { name: 'Save Availability' }).click();
    await monday.getByText('To must end after it starts').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'interviews-availability-dialog');
    await monday.getByLabel('To').fill('17:00');
    await dialog.getByRole('button', { name: 'Save Availability' }).click();
    await toast(page).getByText(interviewMessages.availabilitySaved.title, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const saved = await page.evaluate(async (id) => (await fetch(`/api/employers/${id}/availability`, { credentials: 'include' })).json(), journey.employerId);
    expect((saved as { windows: unknown[] }).windows).toContainEqual({ dayOfWeek: 1, startTime: '13:00', endTime: '17:00', isActive: true });

    await page.setViewportSize(phone);
    await page.reload();
    await page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Scheduled Interviews' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, 'interviews-tab-mobile');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('offers the time zone in Company Settings, defaulting to the one of the state', async () => {
    const page = await employerPage();
    await page.goto(`${product.url}/employer-settings`);
    const zoneField = fieldNamed(page, 'Time zone');
    await zoneField.waitFor();
    expect(await zoneField.inputValue()).toBe(zone);
    await zoneField.selectOption({ label: 'Mountain Time (MT)' });
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    await toast(page).first().waitFor();
    const availability = await page.evaluate(async (id) => (await fetch(`/api/employers/${id}/availability`, { credentials: 'include' })).json(), journey.employerId);
    expect((availability as { timeZone: string }).timeZone).toBe('America/Denver');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
