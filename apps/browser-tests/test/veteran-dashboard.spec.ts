import { accountScreenTexts } from '@jobboard/contracts';
import { TestClient, aVeteranRegistration, createEmployerRecord, createJobRecord, uniqueEmail } from '@jobboard/test-kit';
import { VeteranProfileModel } from '@jobboard/db';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const dashboardPath = /^\/veteran-dashboard\/([0-9a-f]{24})$/;

// What the journey shares from one step to the next (each step opens its own pages).
const journey = {
  email: uniqueEmail('dana'),
  password: 'steady-convoy-88',
  veteranId: '',
  jobTitle: `Truck Driver ${Date.now() % 100_000}`,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
/** The form control labelled `label`; a required field's label also carries its "*" marker. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`)).and(scope.locator('input, select, textarea'));
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const statCard = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

const openTab = async (page: Page, name: string) => {
  await tab(page, name).click();
  await page.getByRole('tabpanel').getByRole('heading', { level: 2, name }).waitFor();
  await page.waitForLoadState('networkidle');
};

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto(`${product.url}/veteran-login`);
  await page.getByRole('heading', { level: 1, name: 'Veteran Login' }).waitFor();
  await field(page, 'Email').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

beforeAll(async () => {
  // A job the 88M crosswalk maps to, near the veteran, that the recommendations should find.
  const employer = await createEmployerRecord({ companyName: 'Harbor Freight Lines' });
  await createJobRecord(employer, {
    title: journey.jobTitle,
    location: 'San Diego, CA',
    city: 'San Diego',
    state: 'CA',
    // Where the job search and the distance rule find it.
    latitude: 32.7157,
    longitude: -117.1611,
    type: 'full-time',
    salaryMin: 58000,
    salaryMax: 72000,
    salaryPeriod: 'yearly',
    description: 'Drive regional freight routes in a late-model tractor.',
    requirements: ['Class A CDL'],
  });
});

describe('the veteran dashboard (/veteran-dashboard/:id)', () => {
  it('signing up lands on the dashboard: name, branch, location, badge, figures, three tabs, recommendations with reasons, no applications yet', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/veteran-signup`);
    await page.getByRole('heading', { name: 'Veteran Registration', level: 1 }).waitFor();
    await field(page, 'First Name').fill('Dana');
    await field(page, 'Last Name').fill('Reyes');
    await field(page, 'Email').fill(journey.email);
    await field(page, 'Confirm Email').fill(journey.email);
    await field(page, 'Password').fill(journey.password);
    await field(page, 'Location').fill('San Diego, CA');
    await field(page, 'Military Branch').selectOption('Army');
    await field(page, 'Rank').fill('Sergeant (E-5)');
    await field(page, 'Military Occupation (MOS)').fill('88M');
    await field(page, 'Skills').fill('Logistics');
    await field(page, 'Skills').press('Enter');
    await page.getByRole('button', { name: 'Create Veteran Profile' }).click();

    await page.waitForURL((url) => dashboardPath.test(url.pathname));
    journey.veteranId = dashboardPath.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await page.getByRole('heading', { level: 1, name: 'Dana Reyes' }).waitFor();
    await page.waitForLoadState('networkidle');

    // Until the emailed link is opened, the dashboard says what waits for it, with a way to get it again.
    const unconfirmed = page.getByRole('region', { name: accountScreenTexts.unconfirmedTitle });
    expect(await unconfirmed.textContent()).toContain(accountScreenTexts.unconfirmedEffect.veteran);
    expect(await unconfirmed.getByRole('button', { name: accountScreenTexts.resendButton }).count()).toBe(1);

    const identity = page.getByRole('region', { name: 'Dana Reyes' });
    expect(await identity.getByText('Army · Sergeant (E-5)', { exact: true }).count()).toBe(1);
    expect(await identity.getByText('San Diego, CA', { exact: true }).count()).toBe(1);
    expect(await identity.getByText('Active', { exact: true }).count()).toBe(1);
    for (const label of ['Applications Sent', 'Pending Reviews', 'Interviews', 'Profile Views']) {
      expect(await statCard(page, label).textContent()).toBe(`${label}0`);
    }
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Profile', 'Recommended Jobs', 'My Applications', 'Saved Jobs']);
    const profile = page.getByRole('tabpanel');
    for (const part of ['Summary', 'Military Service', 'Skills', 'Certifications', 'Contact', 'Career Preferences']) {
      expect(await profile.getByRole('heading', { level: 3, name: part, exact: true }).count()).toBe(1);
    }
    expect(await profile.getByText(journey.email, { exact: true }).count()).toBe(1);

    // The header knows the veteran: their name and Veteran Dashboard link here, Log Out instead of Log In.
    const header = page.getByRole('banner');
    const here = new URL(page.url()).pathname;
    expect(await header.getByRole('link', { name: 'Dana Reyes' }).getAttribute('href')).toBe(here);
    expect(await header.getByRole('link', { name: 'Veteran Dashboard' }).getAttribute('href')).toBe(here);
    expect(await header.getByRole('link', { name: 'Veteran Login' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Log In', exact: true }).count()).toBe(0);
    expect(await header.getByRole('button', { name: 'Log Out' }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'veteran-dashboard-profile');

    // Tabs by keyboard, kept in the address.
    await tab(page, 'Profile').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Recommended Jobs' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('recommended');
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('article', { name: journey.jobTitle });
    await card.waitFor();
    expect(await card.getByText('Harbor Freight Lines', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Full-time', { exact: true }).count()).toBe(1);
    expect(await card.getByText('$58k - $72k', { exact: true }).count()).toBe(1);
    const reasons = await card.getByRole('region', { name: 'Why this job' }).getByRole('listitem').allTextContents();
    expect(reasons.some((reason) => reason.includes('88M'))).toBe(true);
    const detailsHref = await card.getByRole('link', { name: 'View Details' }).getAttribute('href');
    expect(detailsHref).toMatch(/^\/jobs\/[0-9a-f]{24}$/);
    expect(await card.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe(`${detailsHref}?apply=1`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'veteran-dashboard-recommended');

    await openTab(page, 'My Applications');
    await page.getByRole('tabpanel').getByRole('heading', { name: 'No applications yet' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // View Details opens the job's own page.
    await openTab(page, 'Recommended Jobs');
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL((url) => url.pathname === detailsHref);
    await page.getByRole('heading', { name: journey.jobTitle, level: 1 }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('Edit Profile shows every signup field filled in, keeps the list rules, saves, and the dashboard shows the change', async () => {
    const page = await browser.newPage(desktop);
    await logIn(page, journey.email, journey.password);
    await page.getByRole('heading', { level: 1, name: 'Dana Reyes' }).waitFor();
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit Profile');
    const form = page.getByRole('form', { name: 'Veteran profile' });
    expect(await field(form, 'First Name').inputValue()).toBe('Dana');
    expect(await field(form, 'Military Occupation (MOS)').inputValue()).toBe('88M');
    expect(await field(form, 'Military Branch').inputValue()).toBe('Army');
    expect(await form.getByRole('list', { name: 'Skills' }).getByRole('listitem').allTextContents()).toEqual(['Logistics']);
    // No sign-in fields in the profile form: they have their own section.
    expect(await field(form, 'Password').count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Sign-in details' }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'veteran-dashboard-edit-profile');

    // The same rules and messages as the signup.
    await field(form, 'First Name').fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await form.getByText('First Name is required').waitFor();
    await field(form, 'First Name').fill('Dana');
    await field(form, 'Skills').fill('  Fleet Safety  ');
    await field(form, 'Skills').press('Enter');
    await field(form, 'Skills').fill('   ');
    await field(form, 'Skills').press('Enter');
    expect(await form.getByRole('list', { name: 'Skills' }).getByRole('listitem').allTextContents()).toEqual(['Logistics', 'Fleet Safety']);
    await field(form, 'Profile Summary').fill('Six years moving convoys safely across three theatres.');
    await field(form, 'Security Clearance').selectOption('Secret');

    await page.getByRole('button', { name: 'Save Profile' }).click();
    await toast(page).getByText('Profile Updated', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dana Reyes' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit Profile');
    const profile = page.getByRole('tabpanel');
    await profile.getByText('Six years moving convoys safely across three theatres.', { exact: true }).waitFor();
    expect(await profile.getByRole('list', { name: 'Skills' }).getByRole('listitem').allTextContents()).toEqual(['Logistics', 'Fleet Safety']);
    expect(await profile.getByText('Secret', { exact: true }).count()).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('the dashboard of another veteran says "Veteran profile not found", as it does to a visitor', async () => {
    const client = new TestClient(() => product.url);
    const registration = aVeteranRegistration();
    expect((await client.post('/api/veterans', registration)).status).toBe(202);
    const otherId = String((await VeteranProfileModel.findOne({ email: registration.email }).lean())!._id);

    const page = await browser.newPage(desktop);
    await logIn(page, journey.email, journey.password);
    await page.getByRole('heading', { level: 1, name: 'Dana Reyes' }).waitFor();
    await page.goto(`${product.url}/veteran-dashboard/${otherId}`);
    await page.getByRole('heading', { level: 1, name: 'Veteran profile not found' }).waitFor();
    expect(await page.getByText('Marcus Hale').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'veteran-dashboard-not-found');

    const visitor = await browser.newPage(desktop);
    await visitor.goto(`${product.url}/veteran-dashboard/${journey.veteranId}`);
    await visitor.getByRole('heading', { level: 1, name: 'Veteran profile not found' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Veteran Login' }).count()).toBeGreaterThan(0);
  });

  it('Log Out in the header signs out to /veteran-login; signing in there opens the dashboard again, on a phone too', async () => {
    const page = await browser.newPage(desktop);
    await logIn(page, journey.email, journey.password);
    await page.getByRole('heading', { level: 1, name: 'Dana Reyes' }).waitFor();
    await page.waitForLoadState('networkidle');

    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/veteran-login');
    await page.getByRole('banner').getByRole('link', { name: 'Veteran Login' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Dana Reyes' }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'veteran-login');

    // A wrong password is refused with the server's words.
    await field(page, 'Email').fill(journey.email);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page).getByText('Login Failed', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/veteran-login');

    await page.locator('input[name="password"]').fill(journey.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === `/veteran-dashboard/${journey.veteranId}`);
    await page.getByRole('heading', { level: 1, name: 'Dana Reyes' }).waitFor();

    const small = await browser.newPage(phone);
    await logIn(small, journey.email, journey.password);
    await small.getByRole('heading', { level: 1, name: 'Dana Reyes' }).waitFor();
    await small.waitForLoadState('networkidle');
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(small)).toEqual([]);
    await saveScreenshot(small, 'veteran-dashboard-mobile');
    expect(browser.problemsOf(small)).toEqual([]);
  });
});
