import { readFile } from 'node:fs/promises';
import { UserModel } from '@jobboard/db';
import { dataRetention, retentionPeriods } from '@jobboard/domain';
import { hashPassword, readStoredZip } from '@jobboard/server-kit';
import { TestClient, testPassword, uniqueEmail } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`)).and(page.locator('input'));

const signedInJobSeeker = async () => {
  const email = uniqueEmail('own-data');
  await UserModel.create({ email, passwordHash: await hashPassword(testPassword), firstName: 'Rosa', lastName: 'Diaz', emailVerifiedAt: new Date() });
  const page = await browser.newPage();
  await page.goto(`${product.url}/job-seeker-login`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(testPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/jobs');
  return { page, email };
};

describe('the Privacy Policy and Terms pages', () => {
  it('are linked from the footer and say what is stored, for how long, from the rules the code applies', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    for (const kind of Object.values(dataRetention)) {
      expect(await page.getByRole('main').getByRole('heading', { name: kind.label, exact: true, level: 2 }).count()).toBe(1);
    }
    expect(await page.getByText(`${retentionPeriods.guestAnalysisDays} days, then deleted.`).count()).toBeGreaterThan(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'privacy-policy');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('a job seeker’s data (My Applications → Your data)', () => {
  it('downloads a ZIP of their data, then deletes the account with their password and is signed out', async () => {
    const { page, email } = await signedInJobSeeker();
    await page.goto(`${product.url}/resume?tab=applications`);
    const section = page.getByRole('region', { name: 'Your data' });
    await section.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^jobboard-jobseeker-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = readStoredZip(await readFile((await download.path()) as string));
    const data = JSON.parse(entries.find((entry) => entry.path === 'data.json')?.data.toString('utf8') ?? '{}');
    expect(data.account).toMatchObject({ email, firstName: 'Rosa' });

    // The dialog: by keyboard, saying what goes and what stays, refusing a wrong password.
    await section.getByRole('button', { name: 'Delete my account' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await dialog.getByText(dataRetention.jobseeker.deletes[0]).count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'What is kept, and why' }).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('current-password');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'delete-account-dialog');

    await page.keyboard.type('not my password 1');
    await page.keyboard.press('Enter');
    await dialog.getByText('That is not your current password.').first().waitFor();
    expect(await UserModel.exists({ email })).not.toBeNull();

    await field(page, 'Current Password').fill(testPassword);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('region', { name: 'Notifications' }).getByText('Account deleted').waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true }).count()).toBe(1);

    const login = await new TestClient(() => product.serviceUrl('public-api')).post('/api/job-seekers/login', { email, password: testPassword });
    expect(login.status).toBe(401);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
