import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createApplicationRecord, createJobRecord, createVeteranRecord, testDatabaseUri } from '@jobboard/test-kit';
import mongoose from 'mongoose';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { registerEmployerInPage } from './support/employers';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();
const run = promisify(execFile);
const workspaceRoot = join(__dirname, '../../..');

/** An admin made exactly as the README says: the create-admin command, against this test's database. */
const createAdminWithCommand = async (username: string, password: string) => {
  await run(join(workspaceRoot, 'node_modules/.bin/tsx'), ['apps/admin-api/src/commands/create-admin.ts', '--username', username], {
    cwd: workspaceRoot,
    env: { ...process.env, MONGODB_URI: testDatabaseUri(), MONGODB_DB: mongoose.connection.name, ADMIN_PASSWORD: password },
    timeout: 60_000,
  });
};

/** `npm run create-admin -- --deactivate --username <name>`, against this test's database. */
const deactivateAdminWithCommand = async (username: string) => {
  await run(join(workspaceRoot, 'node_modules/.bin/tsx'), ['apps/admin-api/src/commands/create-admin.ts', '--deactivate', '--username', username], {
    cwd: workspaceRoot,
    env: { ...process.env, MONGODB_URI: testDatabaseUri(), MONGODB_DB: mongoose.connection.name },
    timeout: 60_000,
  });
};

/** A form control found by its accessible name, as a screen reader user finds it. */
const fieldNamed = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));

const signIn = async (page: Page, username: string) => {
  await page.goto(`${product.url}/admin-login`);
  await fieldNamed(page, 'Username').fill(username);
  await fieldNamed(page, 'Password').fill('a long admin passphrase');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${product.url}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
};

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const panel = (page: Page) => page.getByRole('tabpanel');
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });

const searchTab = async (page: Page, tab: string, label: string, text: string) => {
  await page.getByRole('tab', { name: tab }).click();
  await panel(page).getByRole('searchbox', { name: label }).fill(text);
};

const expectAxeClean = async (page: Page) => expect(await seriousAccessibilityViolations(page)).toEqual([]);

describe('the admin dashboard (/admin)', () => {
  it('lets an admin made with the command search every list, verify an employer, close a job, read the audit trail and sign out', async () => {
    await createAdminWithCommand('ops.lead', 'a long admin passphrase');
    // Data the admin will look for: an employer (signed in in its own browser), its jobs, an application, a veteran.
    const employerPage = await browser.newPage();
    const employerId = await registerEmployerInPage(employerPage, product.url, 'Quillfeather Shipping');
    const employer = { id: employerId, companyName: 'Quillfeather Shipping' };
    // Near the job search's default place, so /jobs lists them.
    const oakland = { latitude: 37.8044, longitude: -122.2712 };
    await createJobRecord(employer, { title: 'Dockside Crane Operator', ...oakland });
    const keptJob = await createJobRecord(employer, { title: 'Quillfeather Yard Hostler', ...oakland });
    await createApplicationRecord(keptJob.id, { applicantName: 'Rosa Delgado' });
    await createVeteranRecord();

    const page = await browser.newPage();
    await signIn(page, 'ops.lead');
    // The header says who is signed in: the admin's dashboard and Log Out, not Log In and Sign Up.
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await header.getByRole('button', { name: 'Log Out' }).waitFor();
    expect(await header.getByRole('link', { name: 'Log In' }).count()).toBe(0);

    // The summary cards, from the server.
    const figures = page.getByRole('list', { name: 'Platform figures' });
    await figures.getByRole('group', { name: 'Active Jobs' }).getByText('2').waitFor();
    await table(page, 'Jobs').waitFor();
    await expectAxeClean(page);
    await saveScreenshot(page, 'admin-dashboard-jobs');

    // Each tab's search answers from the server.
    await searchTab(page, 'Jobs', 'Search by title or company', 'crane');
    await table(page, 'Jobs').getByRole('cell', { name: 'Dockside Crane Operator', exact: true }).waitFor();
    await panel(page).getByText(/^1 result/).waitFor();
    await searchTab(page, 'Applications', 'Search by applicant name, email or job', 'rosa');
    await table(page, 'Applications').getByRole('cell', { name: 'Rosa Delgado', exact: true }).waitFor();
    await searchTab(page, 'Veterans', 'Search by name, email, branch or MOS', 'marines');
    await table(page, 'Veterans').getByRole('cell', { name: 'Marcus Hale', exact: true }).waitFor();
    await expectAxeClean(page);
    await saveScreenshot(page, 'admin-dashboard-veterans');
    await searchTab(page, 'Employers', 'Search by company, contact or email', 'quillfeather');
    await table(page, 'Employers').getByRole('cell', { name: 'Quillfeather Shipping', exact: true }).waitFor();

    // Verify the employer from its detail view; the employer then sees Verified.
    await page.getByRole('button', { name: 'View Quillfeather Shipping' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quillfeather Shipping' });
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectAxeClean(page);
    await saveScreenshot(page, 'admin-dashboard-employer-detail');
    await dialog.getByRole('button', { name: 'Confirm: Verify' }).click();
    await toasts(page).getByText('Employer Verified').waitFor();
    await table(page, 'Employers').getByText('Verified').waitFor();

    await employerPage.goto(`${product.url}/employer-dashboard/${employerId}`);
    await employerPage.getByRole('heading', { level: 1, name: 'Quillfeather Shipping' }).waitFor();
    await employerPage.getByText('Verified', { exact: true }).waitFor();

    // Close a job with a reason: it leaves /jobs.
    await searchTab(page, 'Jobs', 'Search by title or company', 'crane');
    await page.getByRole('button', { name: 'View Dockside Crane Operator at Quillfeather Shipping' }).click();
    const jobDialog = page.getByRole('dialog', { name: 'Dockside Crane Operator at Quillfeather Shipping' });
    await jobDialog.getByRole('button', { name: 'Close Job' }).click();
    await jobDialog.getByRole('button', { name: 'Confirm: Close Job' }).click();
    await jobDialog.getByText('Please give a reason.').waitFor();
    await jobDialog.getByRole('textbox', { name: /Why is this posting closed/ }).fill('Duplicate of another posting');
    await jobDialog.getByRole('button', { name: 'Confirm: Close Job' }).click();
    await toasts(page).getByText('Job Closed').waitFor();

    const search = await browser.newPage();
    await search.goto(`${product.url}/jobs?q=Quillfeather`);
    await search.getByRole('list', { name: 'Jobs' }).waitFor();
    await search.getByRole('heading', { name: 'Quillfeather Yard Hostler' }).waitFor();
    expect(await search.getByRole('heading', { name: 'Dockside Crane Operator' }).count()).toBe(0);
    await search.getByText('Verified employer').first().waitFor();

    // The audit trail shows what happened, newest first.
    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = table(page, 'Audit entries');
    await audit.getByRole('cell', { name: 'Closed job', exact: true }).waitFor();
    await audit.getByRole('cell', { name: 'Verified employer', exact: true }).waitFor();
    await audit.getByRole('cell', { name: 'Signed in', exact: true }).first().waitFor();
    await audit.getByRole('cell', { name: 'Duplicate of another posting', exact: true }).waitFor();
    await expectAxeClean(page);
    await saveScreenshot(page, 'admin-dashboard-audit');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${product.url}/admin-login`);
    await header.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await header.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('rejects an employer with a reason, which the employer reads on its dashboard with how to appeal', async () => {
    await createAdminWithCommand('ops.reviewer', 'a long admin passphrase');
    const employerPage = await browser.newPage();
    const employerId = await registerEmployerInPage(employerPage, product.url, 'Murkwater Staffing');
    const page = await browser.newPage();
    await signIn(page, 'ops.reviewer');

    await searchTab(page, 'Employers', 'Search by company, contact or email', 'murkwater');
    await page.getByRole('button', { name: 'View Murkwater Staffing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Murkwater Staffing' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByRole('textbox', { name: /Why is this employer rejected/ }).fill('No business registration found for this name.');
    await dialog.getByRole('button', { name: 'Confirm: Reject' }).click();
    await toasts(page).getByText('Employer Rejected').waitFor();

    await employerPage.goto(`${product.url}/employer-dashboard/${employerId}`);
    await employerPage.getByText('Verification Declined', { exact: true }).waitFor();
    const note = employerPage.getByRole('note', { name: 'Verification declined' });
    expect(await note.textContent()).toContain('No business registration found for this name.');
    expect(await note.textContent()).toContain('To appeal');
    expect(await seriousAccessibilityViolations(employerPage)).toEqual([]);
    await saveScreenshot(employerPage, 'employer-dashboard-verification-declined');
    expect(browser.problemsOf(employerPage)).toEqual([]);
  });

  it('sends an admin deactivated with the command to the sign-in page on its next request', async () => {
    await createAdminWithCommand('ops.leaver', 'a long admin passphrase');
    const page = await browser.newPage();
    await signIn(page, 'ops.leaver');
    await table(page, 'Jobs').or(page.getByRole('heading', { name: 'No jobs yet' })).first().waitFor();

    await deactivateAdminWithCommand('ops.leaver');
    await page.getByRole('tab', { name: 'Audit' }).click();

    await page.waitForURL(`${product.url}/admin-login`);
    await toasts(page).getByText('Access Denied').waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('shows the empty state for a search that finds nothing, and fits a 375 px screen', async () => {
    await createAdminWithCommand('ops.mobile', 'a long admin passphrase');
    const page = await browser.newPage({ width: 375, height: 800 });
    await signIn(page, 'ops.mobile');

    await searchTab(page, 'Jobs', 'Search by title or company', 'zzzz-nothing');
    await page.getByRole('heading', { name: 'No jobs match' }).waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAxeClean(page);
    await saveScreenshot(page, 'admin-dashboard-mobile-empty');
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
