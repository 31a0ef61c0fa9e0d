import { accountScreenTexts as text, accountSecurityMessages, myApplicationsPath } from '@jobboard/contracts';
import { TestClient, testPassword, uniqueEmail, waitForMail } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { accountLinkIn, accountMailSubjects } from './support/accounts';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();
const phone = { width: 390, height: 844 };

const escapeRegExp = (value: string) => value.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
/** The form control labelled `label`; a required field's label also carries its "*" marker. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`)).and(page.locator('input, select, textarea'));
const unconfirmedNotice = (page: Page) => page.getByRole('region', { name: text.unconfirmedTitle });

const signUpJobSeeker = async (page: Page, email: string, password: string) => {
  await page.goto(`${product.url}/job-seeker-signup`);
  await field(page, 'First Name').fill('Rosa');
  await field(page, 'Last Name').fill('Delgado');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
};

const logInJobSeeker = async (page: Page, email: string, password: string) => {
  await page.goto(`${product.url}/job-seeker-login`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

const existingJobSeeker = async () => {
  const email = uniqueEmail('owner');
  const answer = await new TestClient(() => product.url).post('/api/job-seekers/signup', {
    firstName: 'Owen',
    lastName: 'Park',
    email,
    password: testPassword,
  });
  expect(answer.status).toBe(202);
  return email;
};

describe('confirming the email address of a new account', () => {
  it('a job seeker signs up, sees the notice, opens the emailed link, confirms, and the notice is gone', async () => {
    const email = uniqueEmail('rosa');
    const page = await browser.newPage();
    await signUpJobSeeker(page, email, 'fresh-start-2026');
    await page.waitForURL((url) => url.pathname === '/jobs');
    // Where sign-up lands, the notice says what waits for the confirmation.
    await unconfirmedNotice(page).waitFor();
    await page
      .getByRole('list', { name: 'Jobs' })
      .or(page.getByRole('heading', { name: /no jobs/i }))
      .first()
      .waitFor();
    await saveScreenshot(page, 'account-unconfirmed-jobs');

    await page.goto(product.url + myApplicationsPath);
    const notice = unconfirmedNotice(page);
    await notice.waitFor();
    expect(await notice.textContent()).toContain(email);
    expect(await notice.textContent()).toContain(text.unconfirmedEffect.jobseeker);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-unconfirmed-notice');

    // Asking again answers the same words whether or not a link went.
    await notice.getByRole('button', { name: text.resendButton }).click();
    await notice.getByRole('status').filter({ hasText: accountSecurityMessages.verificationResent }).waitFor();

    const mail = await waitForMail(email, accountMailSubjects.verify);
    const link = accountLinkIn(mail.text, 'verify-email');
    expect(link.startsWith('/verify-email?token=')).toBe(true);
    // Opening the link confirms nothing by itself (mail scanners open links too).
    await page.goto(product.url + link);
    const confirm = page.getByRole('button', { name: text.verifyButton });
    await confirm.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-verify-email');
    expect(await (await page.request.get(`${product.url}/api/job-seekers/session`)).json()).not.toHaveProperty('emailVerifiedAt');

    await confirm.click();
    const confirmed = page.getByRole('heading', { name: text.verifiedTitle, level: 1 });
    await confirmed.waitFor();
    expect(await confirmed.evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await page.getByRole('main').textContent()).toContain(email);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-email-confirmed');

    await page.getByRole('link', { name: 'Go to My Applications' }).click();
    await page.getByRole('heading', { name: 'My Applications (0)' }).waitFor();
    expect(await unconfirmedNotice(page).count()).toBe(0);

    // The link works once.
    await page.goto(product.url + link);
    await page.getByRole('button', { name: text.verifyButton }).click();
    await page.getByRole('alert').filter({ hasText: text.verifyFailedTitle }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain(accountSecurityMessages.linkInvalid);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('signing up with a taken address shows the same check-your-email message, and the owner gets an email', async () => {
    const email = await existingJobSeeker();
    const page = await browser.newPage(phone);
    await signUpJobSeeker(page, email, 'someone-elses-guess');

    const accepted = page.getByRole('status').filter({ hasText: accountSecurityMessages.signUpAccepted });
    await accepted.waitFor();
    expect(await accepted.evaluate((region) => region === document.activeElement)).toBe(true);
    expect(await accepted.getByRole('link', { name: text.forgotPasswordLink }).getAttribute('href')).toBe('/forgot-password');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-signup-check-email-phone');

    const mail = await waitForMail(email, accountMailSubjects.signUpAttempt);
    expect(mail.text).toContain('/forgot-password');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('an employer signs up, opens the emailed link and confirms; the dashboard notice goes', async () => {
    const email = uniqueEmail('hiring');
    const page = await browser.newPage();
    await page.goto(`${product.url}/employer-signup`);
    await field(page, 'Email').fill(email);
    await field(page, 'Confirm Email').fill(email);
    await field(page, 'Password').fill(testPassword);
    await field(page, 'Company Name').fill('Tidewater Freight');
    await field(page, 'Contact Name').fill('Lena Ortiz');
    await field(page, 'Industry').selectOption({ index: 1 });
    await field(page, 'Company Size').selectOption({ index: 1 });
    await field(page, 'City').fill('Norfolk');
    await field(page, 'State').fill('VA');
    await field(page, 'ZIP Code').fill('23510');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/employer-dashboard\/[0-9a-f]{24}$/);
    const dashboard = new URL(page.url()).pathname;
    const notice = unconfirmedNotice(page);
    await notice.waitFor();
    expect(await notice.textContent()).toContain(text.unconfirmedEffect.employer);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-unconfirmed-notice');

    const mail = await waitForMail(email, accountMailSubjects.verify);
    const link = accountLinkIn(mail.text, 'verify-email');
    expect(link.startsWith('/employer-verify-email?token=')).toBe(true);
    await page.goto(product.url + link);
    await page.getByRole('button', { name: text.verifyButton }).click();
    await page.getByRole('heading', { name: text.verifiedTitle, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL((url) => url.pathname === dashboard);
    await page.getByRole('heading', { name: 'Tidewater Freight', level: 1 }).waitFor();
    expect(await unconfirmedNotice(page).count()).toBe(0);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('recovering a forgotten password', () => {
  it('"Forgot password?" emails a link; the reset page sets a new password: the new one works, the old one does not', async () => {
    const email = await existingJobSeeker();
    const page = await browser.newPage();
    await page.goto(`${product.url}/job-seeker-login`);
    await page.getByRole('link', { name: text.forgotPasswordLink }).click();
    await page.getByRole('heading', { name: 'Forgot password', level: 1 }).waitFor();
    expect(await field(page, 'Email').getAttribute('autocomplete')).toBe('email');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-forgot-password');

    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: text.sendResetLink }).click();
    const sent = page.getByRole('status').filter({ hasText: accountSecurityMessages.passwordResetRequested });
    await sent.waitFor();
    expect(await sent.evaluate((region) => region === document.activeElement)).toBe(true);

    // An address without an account gets the very same answer.
    const other = await browser.newPage(phone);
    await other.goto(`${product.url}/forgot-password`);
    await field(other, 'Email').fill(uniqueEmail('nobody'));
    await other.getByRole('button', { name: text.sendResetLink }).click();
    await other.getByRole('status').filter({ hasText: accountSecurityMessages.passwordResetRequested }).waitFor();
    await saveScreenshot(other, 'account-forgot-password-sent-phone');

    const mail = await waitForMail(email, accountMailSubjects.passwordReset);
    const link = accountLinkIn(mail.text, 'reset-password');
    expect(link.startsWith('/reset-password?token=')).toBe(true);
    await page.goto(product.url + link);
    await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
    for (const label of [text.newPassword, text.repeatPassword]) expect(await field(page, label).getAttribute('autocomplete')).toBe('new-password');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-reset-password');

    // A mismatch is caught in the browser.
    const resets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/password-reset/complete')) resets.push(request.url());
    });
    await field(page, text.newPassword).fill('a-new-beginning-7');
    await field(page, text.repeatPassword).fill('a-new-beginning-8');
    await page.getByRole('button', { name: text.savePassword }).click();
    await page.getByText(text.passwordsDiffer).waitFor();
    expect(resets).toEqual([]);

    await field(page, text.repeatPassword).fill('a-new-beginning-7');
    await page.getByRole('button', { name: text.savePassword }).click();
    await page.getByRole('status').filter({ hasText: accountSecurityMessages.passwordResetDone }).waitFor();
    expect(resets).toHaveLength(1);
    await saveScreenshot(page, 'account-password-changed');

    await page.getByRole('link', { name: text.signIn }).click();
    await page.getByRole('heading', { name: 'Job Seeker Login', level: 1 }).waitFor();
    await logInJobSeeker(page, email, testPassword);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Login Failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/job-seeker-login');
    await logInJobSeeker(page, email, 'a-new-beginning-7');
    await page.waitForURL((url) => url.pathname === '/jobs');

    // The link works once.
    await page.goto(product.url + link);
    await field(page, text.newPassword).fill('yet-another-one-9');
    await field(page, text.repeatPassword).fill('yet-another-one-9');
    await page.getByRole('button', { name: text.savePassword }).click();
    await page.getByRole('alert').filter({ hasText: accountSecurityMessages.linkInvalid }).waitFor();
    expect(await page.getByRole('link', { name: text.askForNewLink }).getAttribute('href')).toBe('/forgot-password');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
