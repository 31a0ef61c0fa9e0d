import { accountScreenTexts, accountSecurityMessages, messages, type EmployerRegistration } from '@jobboard/contracts';
import { EmployerModel } from '@jobboard/db';
import { anEmployerRegistration, TestClient, testPassword, uniqueEmail, waitForMail } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { accountMailSubjects } from './support/accounts';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();
const employerApi = () => new TestClient(() => product.serviceUrl('employer-api'));

const dashboardPath = /\/employer-dashboard\/([0-9a-f]{24})$/;

/** A form control found by its accessible name, as a screen reader user finds it. */
const fieldNamed = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Every POST the page sends to one API path. */
const postsTo = (page: Page, path: string) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent.push(request.url());
  });
  return sent;
};

/** The text a screen reader announces with a field: its hint and its error message. */
const descriptionOf = (page: Page, label: string) =>
  fieldNamed(page, label).evaluate((control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

const openSignup = async (width?: number) => {
  const page = await browser.newPage(width ? { width, height: 900 } : undefined);
  await page.goto(`${product.url}/employer-signup`);
  await page.getByRole('heading', { level: 1, name: 'Create Employer Account' }).waitFor();
  return page;
};

const fillRegistration = async (page: Page, registration: EmployerRegistration, confirmEmail = registration.email) => {
  await fieldNamed(page, 'Email').fill(registration.email);
  await fieldNamed(page, 'Confirm Email').fill(confirmEmail);
  await fieldNamed(page, 'Password').fill(registration.password);
  await fieldNamed(page, 'Company Name').fill(registration.companyName);
  await fieldNamed(page, 'Contact Name').fill(registration.contactName);
  await fieldNamed(page, 'Phone').fill(registration.phone ?? '');
  await fieldNamed(page, 'Website').fill(registration.website ?? '');
  await fieldNamed(page, 'Industry').selectOption(registration.industry);
  await fieldNamed(page, 'Company Size').selectOption(registration.companySize);
  await fieldNamed(page, 'Address').fill(registration.address ?? '');
  await fieldNamed(page, 'City').fill(registration.city);
  await fieldNamed(page, 'State').fill(registration.state);
  await fieldNamed(page, 'ZIP Code').fill(registration.zipCode);
  await fieldNamed(page, 'Company Description').fill(registration.description ?? '');
};

const createAccountButton = (page: Page) => page.getByRole('button', { name: 'Create Account' });

describe('employer registration (/employer-signup)', () => {
  it('creates the account, signs the employer in and lands on their dashboard', async () => {
    const page = await openSignup();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-signup');

    const registration = anEmployerRegistration({ companyName: 'Harbor Logistics' });
    await fillRegistration(page, registration);
    await createAccountButton(page).click();

    await page.waitForURL(dashboardPath);
    const [, employerId] = dashboardPath.exec(new URL(page.url()).pathname) ?? [];
    await toasts(page).getByText('Account Created Successfully').waitFor();
    expect(await toasts(page).textContent()).toContain(`${accountScreenTexts.welcomeCheckEmail} Your company is pending verification.`);
    // Until the emailed link is opened, the dashboard says what waits for it.
    const notice = page.getByRole('region', { name: accountScreenTexts.unconfirmedTitle });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(accountScreenTexts.unconfirmedEffect.employer);

    // The new employer is stored, and the browser's session cookie owns it.
    const stored = await page.request.get(`${product.url}/api/employers/${employerId}`);
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({
      id: employerId,
      email: registration.email,
      companyName: 'Harbor Logistics',
      industry: registration.industry,
      verificationStatus: 'pending',
    });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('shows "is required" under every required field left blank, and sends nothing', async () => {
    const page = await openSignup();
    const posts = postsTo(page, '/api/employers');

    await createAccountButton(page).click();

    const required = {
      Email: 'Email is required',
      'Confirm Email': 'Confirm Email is required',
      Password: 'Password is required',
      'Company Name': 'Company Name is required',
      'Contact Name': 'Contact Name is required',
      Industry: 'Industry is required',
      'Company Size': 'Company Size is required',
      City: 'City is required',
      State: 'State is required',
      'ZIP Code': 'ZIP Code is required',
    };
    for (const [label, message] of Object.entries(required)) {
      expect(await descriptionOf(page, label)).toContain(message);
      expect(await fieldNamed(page, label).getAttribute('aria-invalid')).toBe('true');
    }
    for (const optional of ['Phone', 'Website', 'Address', 'Company Description']) {
      expect(await fieldNamed(page, optional).getAttribute('aria-invalid')).toBeNull();
    }
    // The first problem gets the focus, so a keyboard user starts where the form needs them.
    expect(await fieldNamed(page, 'Email').evaluate((input) => input === document.activeElement)).toBe(true);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-signup-required-fields');
    expect(posts).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('says "Invalid email address" for a malformed email and sends nothing', async () => {
    const page = await openSignup();
    const posts = postsTo(page, '/api/employers');

    await fillRegistration(page, anEmployerRegistration({ email: 'dana.at.harbor' }));
    await createAccountButton(page).click();

    expect(await descriptionOf(page, 'Email')).toBe(messages.invalidEmail);
    expect(await descriptionOf(page, 'Confirm Email')).toBe(messages.invalidEmail);
    expect(posts).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('says "Email addresses don\'t match" under Confirm Email when they differ, and sends nothing', async () => {
    const page = await openSignup(390);
    const posts = postsTo(page, '/api/employers');

    const registration = anEmployerRegistration();
    await fillRegistration(page, registration, uniqueEmail('other'));
    await createAccountButton(page).click();

    expect(await descriptionOf(page, 'Confirm Email')).toBe("Email addresses don't match");
    expect(await fieldNamed(page, 'Email').getAttribute('aria-invalid')).toBeNull();
    await saveScreenshot(page, 'employer-signup-mobile-mismatched-email');

    // Fixing the confirmation clears the message at once.
    await fieldNamed(page, 'Confirm Email').fill(registration.email);
    expect(await descriptionOf(page, 'Confirm Email')).toBe('');
    expect(posts).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('asks for a password of at least 8 characters, and shows it on request', async () => {
    const page = await openSignup();
    const posts = postsTo(page, '/api/employers');

    await fillRegistration(page, anEmployerRegistration({ password: 'short' }));
    await createAccountButton(page).click();
    expect(await descriptionOf(page, 'Password')).toContain('Password must be at least 8 characters');

    const password = fieldNamed(page, 'Password');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(posts).toEqual([]);
  });

  it('answers a taken address as a new one: check your email, with sign-in and "Forgot password?"; the owner gets an email', async () => {
    const taken = anEmployerRegistration();
    expect((await employerApi().post('/api/employers', taken)).status).toBe(202);
    const page = await openSignup();

    // Someone else's guess: with the owner's own password, the sign-in that follows would simply work.
    await fillRegistration(page, anEmployerRegistration({ email: taken.email, password: 'someone-elses-guess' }));
    await createAccountButton(page).click();

    const accepted = page.getByRole('status').filter({ hasText: accountSecurityMessages.signUpAccepted });
    await accepted.waitFor();
    expect(await accepted.getByRole('heading', { name: accountScreenTexts.signUpAcceptedTitle }).count()).toBe(1);
    expect(await accepted.getByRole('link', { name: accountScreenTexts.signIn }).getAttribute('href')).toBe('/employer-login');
    expect(await accepted.getByRole('link', { name: accountScreenTexts.forgotPasswordLink }).getAttribute('href')).toBe('/employer-forgot-password');
    expect(new URL(page.url()).pathname).toBe('/employer-signup');
    expect(await (await page.request.get(`${product.url}/api/employers/session`)).json()).toBeNull();
    await waitForMail(taken.email, accountMailSubjects.signUpAttempt);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-signup-email-taken');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('links to the login screen', async () => {
    const page = await openSignup();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Employer Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/employer-login');
  });
});

describe('employer login (/employer-login)', () => {
  const openLogin = async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/employer-login`);
    await page.getByRole('heading', { level: 1, name: 'Employer Login' }).waitFor();
    return page;
  };
  const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In' });

  it('asks for both email and password before calling the API', async () => {
    const page = await openLogin();
    const posts = postsTo(page, '/api/employers/login');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-login');

    await signInButton(page).click();
    await toasts(page).getByText('Missing Information').waitFor();
    expect(await toasts(page).textContent()).toContain('Please enter both email and password.');

    await fieldNamed(page, 'Email').fill('dana@example.com');
    await signInButton(page).click();
    await toasts(page).getByText('Missing Information').waitFor();

    expect(posts).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('says "Login Failed" for a wrong password and stays on the login screen', async () => {
    const registration = anEmployerRegistration();
    expect((await employerApi().post('/api/employers', registration)).status).toBe(202);
    const page = await openLogin();

    await fieldNamed(page, 'Email').fill(registration.email);
    await fieldNamed(page, 'Password').fill('not the password');
    await signInButton(page).click();

    await toasts(page).getByText('Login Failed').waitFor();
    expect(await toasts(page).getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    expect(new URL(page.url()).pathname).toBe('/employer-login');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-login-failed');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("signs in with the right credentials and goes to that employer's dashboard", async () => {
    const registration = anEmployerRegistration({ password: testPassword });
    expect((await employerApi().post('/api/employers', registration)).status).toBe(202);
    const created = { body: { id: String((await EmployerModel.findOne({ email: registration.email }).lean())!._id) } };
    const page = await openLogin();
    const posts = postsTo(page, '/api/employers/login');

    await fieldNamed(page, 'Email').fill(registration.email.toUpperCase());
    await fieldNamed(page, 'Password').fill(testPassword);
    await signInButton(page).click();

    await page.waitForURL(dashboardPath);
    expect(new URL(page.url()).pathname).toBe(`/employer-dashboard/${created.body.id}`);
    expect(posts).toHaveLength(1);
    const session = await page.request.get(`${product.url}/api/employers/${created.body.id}`);
    expect(session.status()).toBe(200);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('links to registration', async () => {
    const page = await openLogin();
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Employer Account' }).waitFor();
  });
});
