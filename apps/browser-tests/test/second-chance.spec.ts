import { isDeepStrictEqual } from 'node:util';
import { attestFairChanceRecord, createEmployerRecord, createJobRecord } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

// Two second-chance employers and one that is not; each salary display rule (`formatSalaryRange`) once.
const secondChanceJobs = [
  { title: 'Forklift Operator', location: 'Oakland, CA', type: 'full-time', salaryMin: 18, salaryMax: 24, salaryPeriod: 'hourly', salary: '$18/hr - $24/hr' },
  { title: 'Line Cook', location: 'Sacramento, CA', type: 'part-time', salaryMin: 45000, salaryMax: 52000, salaryPeriod: 'yearly', salary: '$45k - $52k' },
  { title: 'Welding Apprentice', location: 'Fresno, CA', type: 'contract', salaryMin: 40000, salaryMax: undefined, salaryPeriod: 'yearly', salary: 'From $40k' },
  { title: 'Customer Support Agent', location: 'Remote', type: 'remote', salaryMin: undefined, salaryMax: 20, salaryPeriod: 'hourly', salary: 'Up to $20/hr' },
  { title: 'Delivery Driver', location: 'Oakland, CA', type: 'full-time', salaryMin: undefined, salaryMax: undefined, salaryPeriod: 'yearly', salary: 'Salary not specified' },
] as const;
const allTitles = secondChanceJobs.map((job) => job.title).sort();
const postedOn = new Map<string, Date>();

beforeAll(async () => {
  const freshStart = await createEmployerRecord({ companyName: 'Fresh Start Logistics' });
  const openDoor = await createEmployerRecord({ companyName: 'Open Door Kitchens' });
  const standard = await createEmployerRecord({ companyName: 'Standard Analytics' });
  for (const [index, { salary: _salary, ...job }] of secondChanceJobs.entries()) {
    const created = await createJobRecord(index < 3 ? freshStart : openDoor, {
      ...job,
      secondChanceEmployer: true,
      description: `${job.title}: steady hours, paid training and a team that judges the work you do today.`,
    });
    postedOn.set(job.title, created.posted);
  }
  await createJobRecord(standard, { title: 'Financial Analyst', location: 'Oakland, CA', secondChanceEmployer: false });
  // The marker and the count follow the employers' fair-chance attestations.
  await attestFairChanceRecord(freshStart);
  await attestFairChanceRecord(openDoor);
});

const openSecondChance = async (query = '', viewport?: { width: number; height: number }) => {
  const page = await browser.newPage(viewport);
  await page.goto(`${product.url}/second-chance${query}`);
  await page.getByRole('heading', { level: 1, name: 'Second Chance Employment' }).waitFor();
  return page;
};

const jobList = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Second Chance Jobs' });
const jobCard = (page: Page, title: string) => jobList(page).getByRole('article', { name: title, exact: true });
const listedTitles = async (page: Page) => (await jobList(page).getByRole('heading', { level: 3 }).allInnerTexts()).sort();
const searchCard = (page: Page) => page.getByRole('main').getByRole('search', { name: 'Find Second Chance Jobs' });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Waits until `read` gives `expected` (the list follows typing after a pause), then asserts it. */
const eventually = async <T>(read: () => Promise<T>, expected: T, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !isDeepStrictEqual(await read(), expected)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await read()).toEqual(expected);
};

const postedText = (title: string) =>
  `Posted ${postedOn.get(title)?.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;

describe('Second Chance Employment', () => {
  it('welcomes people with a hero, three benefit cards and the count of inclusive employers', async () => {
    const page = await openSecondChance();
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Second Chance Employment');
    await main.getByText(/welcome people with criminal records, gaps in their work history or no prior experience/).waitFor();
    for (const benefit of ['Inclusive Community', 'Skills Over History', 'Growth Opportunities']) {
      await main.getByRole('heading', { level: 3, name: benefit, exact: true }).waitFor();
    }
    // 3 employers, 2 of them attested fair-chance employers.
    await searchCard(page).getByText('2 inclusive employers are hiring', { exact: true }).waitFor();

    await page.waitForLoadState('networkidle');
    expect(browser.problemsOf(page)).toEqual([]);
    await saveScreenshot(page, 'second-chance-desktop');
  });

  it('lists only second-chance jobs, each with its company, place, type, pay, date, description and Apply Now', async () => {
    const page = await openSecondChance();
    await eventually(() => listedTitles(page), allTitles);

    const forklift = jobCard(page, 'Forklift Operator');
    const text = await forklift.innerText();
    expect(text).toContain('Fresh Start Logistics');
    expect(text).toContain('Oakland, CA');
    expect(text).toContain('Full-time');
    expect(text).toContain(postedText('Forklift Operator'));
    expect(text).toContain('Forklift Operator: steady hours, paid training');
    const apply = forklift.getByRole('button', { name: 'Apply Now for Forklift Operator' });
    await expect(apply.isEnabled()).resolves.toBe(true);
    await expect(jobCard(page, 'Customer Support Agent').innerText()).resolves.toContain('Open Door Kitchens');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('shows pay by the rules: $N/hr, $Nk, From, Up to and Salary not specified', async () => {
    const page = await openSecondChance();
    await eventually(() => listedTitles(page), allTitles);
    for (const job of secondChanceJobs) {
      await jobCard(page, job.title).getByText(job.salary, { exact: true }).waitFor({ timeout: 1000 });
    }
  });

  it('narrows the list by title, location and job type as the person types, keeping the search in the URL', async () => {
    const page = await openSecondChance();
    await eventually(() => listedTitles(page), allTitles);
    const search = searchCard(page);

    await search.getByLabel('Job Title').fill('cook');
    await eventually(() => listedTitles(page), ['Line Cook']);
    expect(query(page)).toEqual({ q: 'cook' });

    await search.getByLabel('Job Title').fill('');
    await search.getByLabel('Location').fill('oakland');
    await eventually(() => listedTitles(page), ['Delivery Driver', 'Forklift Operator']);
    expect(query(page)).toEqual({ location: 'oakland' });

    await search.getByLabel('Location').fill('');
    await search.getByLabel('Job Type').selectOption({ label: 'Remote' });
    await eventually(() => listedTitles(page), ['Customer Support Agent']);
    expect(query(page)).toEqual({ type: 'remote' });
    // The employer count is of every inclusive employer, whatever the filters.
    await search.getByText('2 inclusive employers are hiring', { exact: true }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('offers All Types and the four job types', async () => {
    const page = await openSecondChance();
    const options = await searchCard(page).getByLabel('Job Type').locator('option').allInnerTexts();
    expect(options).toEqual(['All Types', 'Full-time', 'Part-time', 'Contract', 'Remote']);
  });

  it('opens a shared search with its filters filled in and applied', async () => {
    const page = await openSecondChance('?q=weld&location=fresno&type=contract');
    const search = searchCard(page);
    await eventually(() => listedTitles(page), ['Welding Apprentice']);
    await expect(search.getByLabel('Job Title').inputValue()).resolves.toBe('weld');
    await expect(search.getByLabel('Location').inputValue()).resolves.toBe('fresno');
    await expect(search.getByLabel('Job Type').inputValue()).resolves.toBe('contract');
  });

  it('says so when nothing matches, and Clear filters brings every job back', async () => {
    const page = await openSecondChance('?q=astronaut');
    const list = jobList(page);
    await list.getByRole('heading', { name: 'No second-chance jobs match your search' }).waitFor();

    await list.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(() => listedTitles(page), allTitles);
    expect(query(page)).toEqual({});
    await expect(searchCard(page).getByLabel('Job Title').inputValue()).resolves.toBe('');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('shows placeholder cards while the jobs load', async () => {
    const page = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first page comes with its jobs (rendered on the server): the placeholders show while another search loads.
    await page.goto(`${product.url}/second-chance?q=astronaut`, { waitUntil: 'networkidle' });
    await page.route('**/api/jobs/second-chance**', async (route) => {
      await held;
      await route.continue();
    });
    await jobList(page).getByRole('button', { name: 'Clear filters' }).click();
    await jobList(page).getByRole('status').getByText('Loading second-chance jobs').waitFor({ state: 'attached' });
    expect(await listedTitles(page)).toEqual([]);

    release();
    await eventually(() => listedTitles(page), allTitles);
    await expect(jobList(page).getByRole('status').count()).resolves.toBe(0);
  });

  it('explains a failed load while the job service is down, and loads the jobs on Try again once it is back', async () => {
    const page = await browser.newPage();
    product.stopService('public-api');
    await page.goto(`${product.url}/second-chance`);
    const alert = jobList(page).getByRole('alert');
    await alert.getByRole('heading', { name: 'We couldn’t load second-chance jobs' }).waitFor();
    await expect(alert.innerText()).resolves.toContain('Please try again in a moment.');
    await saveScreenshot(page, 'second-chance-error');

    product.restoreService('public-api');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => listedTitles(page), allTitles);
    // Chromium logs the edge's 502 itself; nothing else may go wrong.
    expect(browser.problemsOf(page).filter((problem) => !problem.includes('status of 502'))).toEqual([]);
  });

  it('has no serious or critical accessibility violations with jobs listed', async () => {
    const page = await openSecondChance();
    await eventually(() => listedTitles(page), allTitles);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('fits a 375 px wide phone without sideways scrolling', async () => {
    const page = await openSecondChance('', { width: 375, height: 812 });
    await eventually(() => listedTitles(page), allTitles);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'second-chance-mobile');
  });

  // Last: it adds jobs the other tests do not expect.
  it('pages through more than a page of jobs (20), keeping the page in the URL', async () => {
    const employer = await createEmployerRecord({ companyName: 'Second Wind Warehousing' });
    for (let index = 0; index < 46; index += 1) {
      await createJobRecord(employer, { title: `Picker ${index + 1}`, secondChanceEmployer: true });
    }
    await attestFairChanceRecord(employer);
    const page = await openSecondChance();
    const list = jobList(page);
    await eventually(async () => (await listedTitles(page)).length, 20);
    await list.getByText('51 jobs', { exact: true }).waitFor();

    await list.getByRole('navigation', { name: 'Second-chance job pages' }).getByRole('button', { name: 'Page 3' }).click();
    await eventually(async () => (await listedTitles(page)).length, 11);
    expect(query(page)).toEqual({ page: '3' });
    await searchCard(page).getByText('3 inclusive employers are hiring', { exact: true }).waitFor();
  });
});
