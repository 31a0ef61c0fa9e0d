import { accountScreenTexts, accountSecurityMessages } from '@jobboard/contracts';
import { TestClient, testPassword, uniqueEmail } from '@jobboard/test-kit';
import type { Locator, Page, Request } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const phone = { width: 375, height: 812 };

const openAt = async (path: string, heading: string, viewport?: { width: number; height: number }) => {
  const page = await browser.newPage(viewport);
  await page.goto(product.url + path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
};
const openSignup = (viewport?: { width: number; height: number }) =>
  openAt('/job-seeker-signup', 'Create Your Job Seeker Account', viewport);
const openLogin = () => openAt('/job-seeker-login', 'Job Seeker Login');

/** Every request that is not a GET: what the page sent to a server. */
const trackSentRequests = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request);
  });
  return sent;
};

/** The error text shown under a field (wired to it through aria-describedby). */
const errorUnder = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

const toastOf = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');

const expectToast = async (page: Page, title: string, description: string, variant: string) => {
  const toast = toastOf(page);
  await toast.getByText(title, { exact: true }).waitFor();
  expect(await toast.getByText(description, { exact: true }).count()).toBe(1);
  expect(await toast.getAttribute('data-variant')).toBe(variant);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** The form control labelled `label`; a required field's label also carries its "*" marker. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`)).and(page.locator('input, select, textarea'));
const createAccountButton = (page: Page) => page.getByRole('button', { name: 'Create Account' });
const optionsOf = async (page: Page, label: string) => (await field(page, label).locator('option').allTextContents()).slice(1);
const skillsOf = (page: Page) => page.getByRole('list', { name: 'Your skills' }).getByRole('listitem').allTextContents();

const addSkill = async (page: Page, skill: string) => {
  await field(page, 'Skills').fill(skill);
  await field(page, 'Skills').press('Enter');
};

const banner = (page: Page) => page.getByRole('banner');
/** The signed-in name as shown in the header (the closed mobile menu holds a hidden copy). */
const nameInHeader = (page: Page, name: string) => banner(page).getByText(name, { exact: true }).filter({ visible: true });

/** A job seeker made through the API, as another visitor would have signed up. */
const existingJobSeeker = async (firstName = 'Imani') => {
  const email = uniqueEmail('seeker');
  const response = await new TestClient(() => product.url).post('/api/job-seekers/signup', {
    firstName,
    lastName: 'Brooks',
    email,
    password: testPassword,
  });
  expect(response.status).toBe(202);
  return { email, password: testPassword, firstName };
};

describe('job seeker signup (/job-seeker-signup)', () => {
  it("shows the five sections with the spec's choices, accessible on desktop and on a phone", async () => {
    const page = await openSignup();

    for (const section of ['Personal Information', 'Professional Background', 'Skills & Education', 'Job Preferences', 'Links']) {
      expect(await page.getByRole('heading', { name: section, level: 2 }).count()).toBe(1);
    }
    expect(await optionsOf(page, 'Experience Level')).toEqual(['Entry Level', 'Mid Level', 'Senior Level', 'Executive']);
    expect(await optionsOf(page, 'Industry')).toEqual([
      'Technology',
      'Healthcare',
      'Finance',
      'Education',
      'Manufacturing',
      'Retail',
      'Government',
      'Nonprofit',
      'Other',
    ]);
    expect(await field(page, 'Education').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      '',
      'high_school',
      'associate',
      'bachelor',
      'master',
      'doctorate',
      'trade',
    ]);
    expect(await optionsOf(page, 'Salary Expectation')).toEqual([
      '$30k - $40k',
      '$40k - $60k',
      '$60k - $80k',
      '$80k - $100k',
      '$100k - $120k',
      '$120k+',
    ]);
    const jobTypes = page.getByRole('group', { name: 'Preferred Job Types' }).getByRole('checkbox');
    expect(await jobTypes.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('value')))).toEqual([
      'full-time',
      'part-time',
      'contract',
      'remote',
    ]);
    expect(await page.getByRole('group', { name: 'Preferred Job Types' }).getByText('Part-time', { exact: true }).count()).toBe(1);
    // The 20 languages, each by its native name, English chosen.
    expect(await field(page, 'Preferred Language').locator('option').count()).toBe(20);
    expect(await field(page, 'Preferred Language').inputValue()).toBe('en');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'job-seeker-signup');

    const mobile = await openSignup(phone);
    expect(await seriousAccessibilityViolations(mobile)).toEqual([]);
    await saveScreenshot(mobile, 'job-seeker-signup-phone');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('with a blank name or email, shows "Missing Required Information", the field messages, and sends nothing', async () => {
    const page = await openSignup();
    const sent = trackSentRequests(page);

    await createAccountButton(page).click();

    await expectToast(page, 'Missing Required Information', 'Please fill in your name and email address.', 'destructive');
    expect(await errorUnder(field(page, 'First Name'))).toBe('First Name is required');
    expect(await errorUnder(field(page, 'Last Name'))).toBe('Last Name is required');
    expect(await errorUnder(field(page, 'Email'))).toBe('Email is required');
    expect(await errorUnder(field(page, 'Password'))).toBe('Password is required');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await saveScreenshot(page, 'job-seeker-signup-missing-required');

    // Name and email given: the rest is checked by the same rules, without that toast.
    await field(page, 'First Name').fill('Ana');
    await field(page, 'Last Name').fill('Lopez');
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Password').fill('short');
    await field(page, 'LinkedIn URL').fill('linkedin profile');
    await createAccountButton(page).click();

    expect(await errorUnder(field(page, 'First Name'))).toBe('');
    expect(await errorUnder(field(page, 'Email'))).toBe('Invalid email address');
    expect(await errorUnder(field(page, 'Password'))).toBe('Password must be at least 8 characters');
    expect(await errorUnder(field(page, 'LinkedIn URL'))).toBe('LinkedIn URL must be a web address starting with http:// or https://');
    expect(sent).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('adds skills with Enter, trimmed, and drops a repeat in any case', async () => {
    const page = await openSignup();

    await addSkill(page, '  Forklift operation ');
    await addSkill(page, 'Inventory');
    await addSkill(page, 'forklift OPERATION');
    await addSkill(page, '   ');
    await page.getByRole('button', { name: 'Add skill' }).click();

    expect(await skillsOf(page)).toEqual(['Forklift operation', 'Inventory']);
    expect(await field(page, 'Skills').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Remove Inventory' }).click();
    expect(await skillsOf(page)).toEqual(['Forklift operation']);
  });

  it('creates the account through the real API, signs the person in and lands on /jobs with their name in the header', async () => {
    const page = await openSignup();
    const email = uniqueEmail('seeker');

    await field(page, 'First Name').fill('Teresa');
    await field(page, 'Last Name').fill('Nguyen');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('fresh-start-2026');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field(page, 'Password').getAttribute('type')).toBe('text');
    await field(page, 'Phone').fill('(916) 555-0199');
    await field(page, 'Location').fill('Sacramento, CA');
    await field(page, 'Preferred Language').selectOption('vi');
    await field(page, 'Current Job Title').fill('Warehouse Associate');
    await field(page, 'Experience Level').selectOption('mid');
    await field(page, 'Industry').selectOption('manufacturing');
    await field(page, 'Profile Summary').fill('Five years keeping a busy warehouse moving.');
    await addSkill(page, 'Forklift');
    await addSkill(page, 'Shipping');
    await field(page, 'Education').selectOption('trade');
    await page.getByRole('checkbox', { name: 'Full-time' }).check();
    await page.getByRole('checkbox', { name: 'Contract' }).check();
    await field(page, 'Salary Expectation').selectOption('40k-60k');
    await field(page, 'Availability').selectOption('immediately');
    await page.getByRole('checkbox', { name: 'I am willing to relocate' }).check();
    await field(page, 'LinkedIn URL').fill('https://linkedin.com/in/teresa-nguyen');
    await createAccountButton(page).click();

    await page.waitForURL((url) => url.pathname === '/jobs');
    await expectToast(page, 'Welcome, Teresa!', accountScreenTexts.welcomeCheckEmail, 'success');
    await nameInHeader(page, 'Teresa').waitFor();
    expect(await banner(page).getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(await banner(page).getByRole('link', { name: 'Log In', exact: true }).count()).toBe(0);
    expect(await banner(page).getByRole('link', { name: 'Sign Up', exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'job-seeker-signed-in-jobs');

    const session = await page.request.get(`${product.url}/api/job-seekers/session`);
    expect(session.status()).toBe(200);
    expect(await session.json()).toMatchObject({
      email,
      firstName: 'Teresa',
      lastName: 'Nguyen',
      preferredLanguage: 'vi',
      experienceLevel: 'mid',
      industry: 'manufacturing',
      skills: ['Forklift', 'Shipping'],
      education: 'trade',
      preferredJobTypes: ['full-time', 'contract'],
      salaryExpectation: '40k-60k',
      availability: 'immediately',
      relocateWilling: true,
    });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('answers an email that already has an account as a new one: check your email, sign in or "Forgot password?"', async () => {
    const existing = await existingJobSeeker();
    const page = await openSignup();

    await field(page, 'First Name').fill('Second');
    await field(page, 'Last Name').fill('Try');
    await field(page, 'Email').fill(existing.email.toUpperCase());
    await field(page, 'Password').fill('another-password');
    await createAccountButton(page).click();

    const accepted = page.getByRole('status').filter({ hasText: accountSecurityMessages.signUpAccepted });
    await accepted.waitFor();
    expect(await accepted.getByRole('link', { name: accountScreenTexts.signIn }).getAttribute('href')).toBe('/job-seeker-login');
    expect(await accepted.getByRole('link', { name: accountScreenTexts.forgotPasswordLink }).getAttribute('href')).toBe('/forgot-password');
    expect(new URL(page.url()).pathname).toBe('/job-seeker-signup');
    expect(await (await page.request.get(`${product.url}/api/job-seekers/session`)).json()).toBeNull();
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('job seeker login and logout (/job-seeker-login)', () => {
  it('is reached from the header\'s "Log In" and links to signup', async () => {
    const page = await openAt('/', 'Because real people deserve real opportunities.');
    await banner(page).getByRole('link', { name: 'Log In', exact: true }).click();
    await page.getByRole('heading', { name: 'Job Seeker Login', level: 1 }).waitFor();

    expect(await page.getByRole('main').getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/job-seeker-signup');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'job-seeker-login');
  });

  it('asks for both fields before sending anything, and says when the password is wrong', async () => {
    const existing = await existingJobSeeker();
    const page = await openLogin();
    const sent = trackSentRequests(page);

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Missing Information', 'Please enter both email and password.', 'destructive');
    await field(page, 'Email').fill(existing.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(sent).toEqual([]);

    await field(page, 'Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expectToast(page, 'Login Failed', 'Invalid email or password.', 'destructive');
    expect(new URL(page.url()).pathname).toBe('/job-seeker-login');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('signs in to /jobs with the name in the header, and Log Out signs out for good', async () => {
    const existing = await existingJobSeeker('Marisol');
    const page = await openLogin();

    await field(page, 'Email').fill(existing.email);
    await field(page, 'Password').fill(existing.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL((url) => url.pathname === '/jobs');
    await nameInHeader(page, 'Marisol').waitFor();
    await banner(page).getByRole('link', { name: 'My Applications' }).click();
    await page.waitForURL((url) => url.pathname === '/resume' && url.searchParams.get('tab') === 'applications');
    await page.getByRole('heading', { name: 'My Applications (0)' }).waitFor();

    await banner(page).getByRole('button', { name: 'Log Out' }).click();

    await banner(page).getByRole('link', { name: 'Log In', exact: true }).waitFor();
    expect(await banner(page).getByText('Marisol', { exact: true }).count()).toBe(0);
    expect(await (await page.request.get(`${product.url}/api/job-seekers/session`)).json()).toBeNull();
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await banner(page).getByRole('link', { name: 'Log In', exact: true }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('returns to the page that asked for the sign-in, and never to another site', async () => {
    const existing = await existingJobSeeker('Omar');
    const page = await browser.newPage();
    await page.goto(`${product.url}/job-seeker-login?next=%2Fresume%3Ftab%3Dapplications`);
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).getAttribute('href')).toBe(
      '/job-seeker-signup?next=%2Fresume%3Ftab%3Dapplications',
    );
    await field(page, 'Email').fill(existing.email);
    await field(page, 'Password').fill(existing.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/resume' && url.searchParams.get('tab') === 'applications');

    const other = await browser.newPage();
    await other.goto(`${product.url}/job-seeker-login?next=%2F%2Fevil.example%2F`);
    await field(other, 'Email').fill(existing.email);
    await field(other, 'Password').fill(existing.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.waitForURL((url) => url.pathname === '/jobs');
    expect(new URL(other.url()).origin).toBe(product.url);
  });

  it('shows the signed-in name and Log Out in the mobile menu', async () => {
    const existing = await existingJobSeeker('Dae');
    const page = await browser.newPage(phone);
    await page.goto(`${product.url}/job-seeker-login`);
    await field(page, 'Email').fill(existing.email);
    await field(page, 'Password').fill(existing.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');

    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = banner(page).getByRole('navigation', { name: 'Menu' });
    await menu.getByText('Dae', { exact: true }).waitFor();
    expect(await menu.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'My Applications' }).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'job-seeker-signed-in-mobile-menu');

    await menu.getByRole('button', { name: 'Log Out' }).click();
    await menu.waitFor({ state: 'hidden' });
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Log In', exact: true }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
