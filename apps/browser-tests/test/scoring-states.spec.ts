import { queueScoring } from '@jobboard/applications';
import { hiringMessages } from '@jobboard/contracts';
import { ApplicationModel, QueuedTaskModel } from '@jobboard/db';
import { createApplicationRecord, createEmployerRecord, createJobRecord, signInAs, TestClient } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 780 };

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** An application in this scoring state, as the worker would have left it (no score yet, no task queued for it). */
const withScoring = async (application: { id: string }, scoring: 'pending' | 'failed') => {
  await ApplicationModel.updateOne(
    { _id: application.id },
    { $set: { scoring, rankScore: 0 }, $unset: { qualificationScore: 1, explanation: 1 } },
  );
  await QueuedTaskModel.deleteOne({ _id: `score-application:${application.id}` });
};

const openDashboardTab = async (page: Page, employerId: string, tab: 'Applications' | 'Pipeline', heading: RegExp) => {
  await page.goto(`${product.url}/employer-dashboard/${employerId}`);
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByRole('tabpanel').getByRole('heading', { level: 2, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
};

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

describe('scoring states on the employer dashboard', () => {
  it('shows "Scoring…" and "Scoring failed"; Retry scoring has the worker score it again and the match appears', async () => {
    const employer = await createEmployerRecord({ companyName: 'Tidewater Logistics' });
    const job = await createJobRecord(employer, { title: 'Receiving Clerk' });
    await createApplicationRecord(job.id, { applicantName: 'Scored Sam', scoring: 'scored', qualificationScore: 82, rankScore: 82 });
    const pending = await createApplicationRecord(job.id, { applicantName: 'Pending Pat' });
    await withScoring(pending, 'pending');
    await withScoring(await createApplicationRecord(job.id, { applicantName: 'Failed Fran' }), 'failed');

    const client = new TestClient(() => product.url);
    await signInAs(client, { subjectId: employer.id, role: 'employer' });
    const page = await browser.newPage(desktop);
    const [name, ...value] = client.cookieHeader.split('=');
    await page.context().addCookies([{ name, value: value.join('='), url: product.url }]);

    // The list and the ranked pipeline, on a desktop and on a 360 px phone.
    for (const [tab, heading] of [
      ['Applications', /^Applications/],
      ['Pipeline', /^Hiring Pipeline/],
    ] as const) {
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await openDashboardTab(page, employer.id, tab, heading);
        await card(page, 'Pending Pat').getByText(hiringMessages.scoringPending).waitFor();
        expect(await card(page, 'Pending Pat').getByRole('button', { name: hiringMessages.retryScoring }).count()).toBe(0);
        await card(page, 'Failed Fran').getByText(hiringMessages.scoringFailed).waitFor();
        expect(await card(page, 'Failed Fran').getByRole('button', { name: hiringMessages.retryScoring }).isVisible()).toBe(true);
        expect(await card(page, 'Scored Sam').getByText('82% match', { exact: true }).count()).toBe(1);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await noSidewaysScroll(page);
        await saveScreenshot(page, `scoring-states-${tab.toLowerCase()}-${viewport.width}`);
      }
    }

    // Keyboard: focus the button and press Enter.
    await page.setViewportSize(desktop);
    await openDashboardTab(page, employer.id, 'Applications', /^Applications/);
    const failed = card(page, 'Failed Fran');
    await failed.getByRole('button', { name: hiringMessages.retryScoring }).focus();
    await page.keyboard.press('Enter');
    await toast(page).getByText(hiringMessages.scoringRetried.title, { exact: true }).waitFor();
    // Waiting for its score again, then scored by the worker; the list reads it again by itself.
    await failed.getByText(/^\d+% match$/).waitFor({ timeout: 15_000 });
    expect(await failed.getByText(hiringMessages.scoringFailed).count()).toBe(0);
    expect(await failed.getByRole('button', { name: hiringMessages.retryScoring }).count()).toBe(0);
    // The one left pending (no task queued) still says so.
    expect(await card(page, 'Pending Pat').getByText(hiringMessages.scoringPending).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'scoring-states-after-retry');

    // The list keeps reading itself while one waits: once the worker scores it, its match shows without a reload.
    await queueScoring(pending.id);
    await card(page, 'Pending Pat').getByText(/^\d+% match$/).waitFor({ timeout: 15_000 });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('a retry refused by the service (already being scored) says why in a toast', async () => {
    const employer = await createEmployerRecord({ companyName: 'Bayline Movers' });
    const job = await createJobRecord(employer, { title: 'Mover' });
    const application = await createApplicationRecord(job.id, { applicantName: 'Failed Flo' });
    await withScoring(application, 'failed');

    const client = new TestClient(() => product.url);
    await signInAs(client, { subjectId: employer.id, role: 'employer' });
    const page = await browser.newPage(desktop);
    const [name, ...value] = client.cookieHeader.split('=');
    await page.context().addCookies([{ name, value: value.join('='), url: product.url }]);
    await openDashboardTab(page, employer.id, 'Applications', /^Applications/);
    await card(page, 'Failed Flo').getByText(hiringMessages.scoringFailed).waitFor();
    // Meanwhile another tab of theirs retried it already.
    await withScoring(application, 'pending');

    await card(page, 'Failed Flo').getByRole('button', { name: hiringMessages.retryScoring }).click();

    const refused = toast(page).filter({ hasText: hiringMessages.scoringRetryFailed.title });
    await refused.waitFor();
    expect(await refused.innerText()).toContain(hiringMessages.scoringNotFailed);
    await card(page, 'Failed Flo').getByText(hiringMessages.scoringPending).waitFor();
  });
});
