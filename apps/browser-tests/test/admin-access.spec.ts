import { createAdminUser } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

/** A form control found by its accessible name, as a screen reader user finds it. */
const fieldNamed = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In' });

const expectAccessDenied = async (page: Page) => {
  await page.waitForURL(`${product.url}/admin-login`);
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await toasts(page).getByText('Access Denied').waitFor();
  expect(await toasts(page).textContent()).toContain('Please log in to access the admin dashboard.');
};

/** Client-side navigation, as a link inside the app would do it. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const openLogin = async () => {
  const page = await browser.newPage();
  await page.goto(`${product.url}/admin-login`);
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  return page;
};

const signIn = async (page: Page, username: string, password: string) => {
  await fieldNamed(page, 'Username').fill(username);
  await fieldNamed(page, 'Password').fill(password);
  await signInButton(page).click();
};

describe('the admin gate (/admin)', () => {
  it('sends a visitor without a session to /admin-login with an access-denied notice', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/admin`);

    await expectAccessDenied(page);
    await saveScreenshot(page, 'admin-access-denied');
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('admin login (/admin-login)', () => {
  it('keeps Sign In disabled until both username and password are filled', async () => {
    const page = await openLogin();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-login');

    expect(await signInButton(page).isDisabled()).toBe(true);
    await fieldNamed(page, 'Username').fill('ops.lead');
    expect(await signInButton(page).isDisabled()).toBe(true);
    await fieldNamed(page, 'Password').fill('a password');
    expect(await signInButton(page).isEnabled()).toBe(true);
    await fieldNamed(page, 'Username').fill('   ');
    expect(await signInButton(page).isDisabled()).toBe(true);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('shows and hides the password on request', async () => {
    const page = await openLogin();
    const password = fieldNamed(page, 'Password');
    await password.fill('a password');

    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('says "Login Failed" for a wrong password and stays on the login screen', async () => {
    const admin = await createAdminUser();
    const page = await openLogin();

    await signIn(page, admin.username, 'not the password');

    await toasts(page).getByText('Login Failed').waitFor();
    expect(await toasts(page).getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    expect(await signInButton(page).isEnabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-login-failed');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('signs in to the dashboard, and Sign Out closes the session', async () => {
    const admin = await createAdminUser();
    const page = await openLogin();

    await signIn(page, admin.username, admin.password);

    await page.waitForURL(`${product.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByText(`Signed in as ${admin.username}`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-dashboard');

    // A reload keeps the session: it lives in the cookie, not in the page.
    await page.reload();
    await page.getByText(`Signed in as ${admin.username}`).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${product.url}/admin-login`);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();

    await navigateInApp(page, '/admin');
    await expectAccessDenied(page);

    await page.goto(`${product.url}/admin`);
    await expectAccessDenied(page);
    expect(await (await page.request.get(`${product.url}/api/admin/user`)).json()).toBeNull();
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
