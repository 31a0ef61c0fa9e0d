import { randomBytes } from 'node:crypto';
import { EmployerModel, JobModel } from '@jobboard/db';
import { createAdminUser, createEmployerRecord, createJobRecord } from '@jobboard/test-kit';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;
// Placed in San Francisco; /jobs searches everywhere until the visitor names a place.
const sanFrancisco = { location: 'San Francisco, CA', city: 'San Francisco', state: 'CA', latitude: 37.7749, longitude: -122.4194 };

describe("What job seekers are told of a job's employer", () => {
  it('labels a pending employer\'s job "Unverified employer" and a verified one\'s "Verified employer", in search and on the job page', async () => {
    const word = uniqueWord();
    const pending = await createEmployerRecord({ companyName: 'Newcomer Crates' });
    const verified = await createEmployerRecord({ companyName: 'Trusted Crates' });
    await EmployerModel.updateOne({ _id: verified.id }, { $set: { verificationStatus: 'verified' } });
    const unvetted = await createJobRecord(pending, { title: 'Crate Builder', description: `Build crates (${word}).`, ...sanFrancisco });
    await createJobRecord(verified, { title: 'Crate Inspector', description: `Inspect crates (${word}).`, ...sanFrancisco });

    const page = await browser.newPage();
    await page.goto(`${product.url}/jobs?q=${word}`);
    const unvettedCard = page.getByRole('article', { name: 'Crate Builder', exact: true });
    const vettedCard = page.getByRole('article', { name: 'Crate Inspector', exact: true });
    await unvettedCard.waitFor();
    await vettedCard.waitFor();
    expect(await unvettedCard.getByText('Unverified employer', { exact: true }).count()).toBe(1);
    expect(await unvettedCard.getByText('Verified employer', { exact: true }).count()).toBe(0);
    expect(await vettedCard.getByText('Verified employer', { exact: true }).count()).toBe(1);
    expect(await vettedCard.getByText('Unverified employer', { exact: true }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-standing-search');

    await unvettedCard.getByRole('link', { name: 'Crate Builder', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${unvetted.id}`);
    await page.getByRole('heading', { name: 'Crate Builder', level: 1 }).waitFor();
    await page.getByText('Unverified employer', { exact: true }).first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'employer-standing-job-page');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('shows "This job was removed" and nothing of a job an admin took down, with HTTP 410', async () => {
    const employer = await createEmployerRecord({ companyName: 'Shady Crates' });
    const admin = await createAdminUser();
    const job = await createJobRecord(employer, { title: 'Crate Fee Collector' });
    await JobModel.updateOne({ _id: job.id }, { $set: { status: 'closed', closedAt: new Date(), closedReason: 'Scam', closedBy: admin.id } });

    const answer = await fetch(`${product.url}/jobs/${job.id}`);
    expect(answer.status).toBe(410);
    expect(await answer.text()).not.toContain('Crate Fee Collector');

    const page = await browser.newPage();
    await page.goto(`${product.url}/jobs/${job.id}`);
    await page.getByRole('heading', { name: 'This job was removed', level: 1 }).waitFor();
    expect(await page.getByText('Crate Fee Collector').count()).toBe(0);
    expect(await page.getByText('Shady Crates').count()).toBe(0);
    // (Chromium logs the page's own 410 as a console error, as it does a 404: not counted here.)
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
