import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { createEmployerRecord, createJobRecord } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

// Places around San Francisco, CA (where the distance searches below look) and how far they are from it.
const places = {
  sanFrancisco: { location: 'San Francisco, CA', city: 'San Francisco', state: 'CA', latitude: 37.7749, longitude: -122.4194 },
  oakland: { location: 'Oakland, CA', city: 'Oakland', state: 'CA', latitude: 37.8044, longitude: -122.2712 }, // ~8 miles
  sanJose: { location: 'San Jose, CA', city: 'San Jose', state: 'CA', latitude: 37.3382, longitude: -121.8863 }, // ~42 miles
  sacramento: { location: 'Sacramento, CA', city: 'Sacramento', state: 'CA', latitude: 38.5816, longitude: -121.4944 }, // ~75 miles
};
/** A search near San Francisco: in the address, and as the page's query shows it. */
const nearSanFrancisco = 'location=San%20Francisco%2C%20CA';
const sanFranciscoQuery = { location: 'San Francisco, CA' };

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

/** A word no other test uses, so that a keyword search finds only this test's jobs. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

let employer: { id: string; companyName: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Golden Gate Freight' });
});

const createJob = (word: string, title: string, overrides: Record<string, unknown> = {}) =>
  createJobRecord(employer, {
    title,
    description: `${title} role (${word}): keep the Bay Area moving with a friendly, steady team.`,
    ...places.sanFrancisco,
    ...overrides,
  });

const openJobs = async (query = '', viewport?: { width: number; height: number }) => {
  const page = await browser.newPage(viewport);
  await page.goto(`${product.url}/jobs${query}`);
  await page.getByRole('heading', { level: 1, name: /^(Jobs in |Jobs everywhere|Remote jobs)/ }).waitFor();
  return page;
};

const main = (page: Page) => page.getByRole('main');
const resultList = (page: Page) => main(page).getByRole('list', { name: 'Jobs' });
const cards = (page: Page) => resultList(page).getByRole('article');
const countText = (page: Page) => main(page).getByText(/^\d+ jobs? found$/);
const filters = (page: Page) => main(page).getByRole('complementary', { name: 'Job filters' });
const sortBy = (page: Page) => main(page).getByLabel('Sort by');

/** The query the browser shows, e.g. { q: 'nurse', type: 'part-time' }. */
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Waits for the list to show and returns "N jobs found" and the titles on this page. */
const results = async (page: Page) => {
  await resultList(page).waitFor();
  return { count: await countText(page).textContent(), titles: await titlesOf(page) };
};
const titlesOf = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

interface Listing {
  count: string;
  titles?: string[];
}

/**
 * The page answers a change asynchronously (the address, then the request, then the list), so
 * the listing is read until it shows what is expected, for at most 5 s, then compared.
 */
const expectListing = async (page: Page, expected: Listing, { anyOrder = false } = {}) => {
  const arrange = (titles: string[]) => (anyOrder ? [...titles].sort() : titles);
  const wanted = expected.titles ? { ...expected, titles: arrange(expected.titles) } : expected;
  const read = async (): Promise<Listing> => {
    const count = (await countText(page).allTextContents()).join('');
    return expected.titles ? { count, titles: arrange(await titlesOf(page)) } : { count };
  };
  const deadline = Date.now() + 5000;
  let seen = await read();
  while (!isDeepStrictEqual(seen, wanted) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await read();
  }
  expect(seen).toEqual(wanted);
};

const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const milesAway = async (page: Page, title: string) =>
  Number(
    (
      await card(page, title)
        .getByText(/miles away$/)
        .textContent()
    )?.split(' ')[0],
  );

describe('Find Jobs: where the search starts', () => {
  it('without a location it searches everywhere, newest first, and says so', async () => {
    const word = uniqueWord();
    await createJob(word, 'Dispatcher in the City', { posted: daysAgo(2) });
    await createJob(word, 'Courier across the Bay', { ...places.oakland, posted: daysAgo(1) });
    await createJob(word, 'Capitol Clerk', { ...places.sacramento, posted: daysAgo(0) });
    const page = await openJobs();

    expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe('Jobs everywhere');
    const search = main(page).getByRole('search', { name: 'Search jobs' });
    expect(await search.getByLabel('Location').inputValue()).toBe('');
    expect(await search.getByLabel('Job Title or Keywords').inputValue()).toBe('');
    expect(await filters(page).getByRole('radio', { name: '25 miles' }).isChecked()).toBe(true);
    expect(await filters(page).getByRole('radio', { name: 'Any' }).first().isChecked()).toBe(true);
    expect(await sortBy(page).inputValue()).toBe('recent');

    await search.getByLabel('Job Title or Keywords').fill(word);
    await search.getByRole('button', { name: 'Search' }).click();
    // Words bring the best match first; every place is searched.
    await expectListing(
      page,
      { count: '3 jobs found', titles: ['Capitol Clerk', 'Courier across the Bay', 'Dispatcher in the City'] },
      { anyOrder: true },
    );
    // No place searched from: no card tells a distance.
    expect(
      await resultList(page)
        .getByText(/miles away$/)
        .count(),
    ).toBe(0);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('measures from a place typed, and tells each card its distance', async () => {
    const word = uniqueWord();
    await createJob(word, 'Dispatcher in the City');
    await createJob(word, 'Courier across the Bay', places.oakland);
    await createJob(word, 'Capitol Clerk', places.sacramento);
    const page = await openJobs(`?q=${word}&${nearSanFrancisco}`);

    expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe('Jobs in San Francisco, CA');
    const { titles } = await results(page);
    expect(titles).toEqual(expect.arrayContaining(['Dispatcher in the City', 'Courier across the Bay']));
    expect(titles).not.toContain('Capitol Clerk');
    expect(await milesAway(page, 'Dispatcher in the City')).toBeLessThan(2);
    const oakland = await milesAway(page, 'Courier across the Bay');
    expect(oakland).toBeGreaterThan(5);
    expect(oakland).toBeLessThan(12);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('lands a home search on Find Jobs with its keywords and location applied', async () => {
    const word = uniqueWord();
    await createJob(word, 'Harbor Forklift Operator', places.oakland);
    await createJob(word, 'Downtown Forklift Operator', places.sacramento);
    const page = await browser.newPage();
    await page.goto(`${product.url}/`);
    await main(page).getByLabel('Job Title or Keywords').fill(word);
    await main(page).getByLabel('Location').fill('Oakland, CA');
    await main(page).getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');

    expect(queryOf(page)).toEqual({ q: word, location: 'Oakland, CA' });
    await main(page).getByRole('heading', { level: 1, name: 'Jobs in Oakland, CA' }).waitFor();
    const search = main(page).getByRole('search', { name: 'Search jobs' });
    expect(await search.getByLabel('Job Title or Keywords').inputValue()).toBe(word);
    expect(await search.getByLabel('Location').inputValue()).toBe('Oakland, CA');
    expect(await results(page)).toEqual({ count: '1 job found', titles: ['Harbor Forklift Operator'] });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('searches again from its own search bar, starting over at page 1', async () => {
    const word = uniqueWord();
    await createJob(word, 'Valley Line Cook', places.sanJose);
    const page = await openJobs('?page=2');
    const search = main(page).getByRole('search', { name: 'Search jobs' });
    await search.getByLabel('Job Title or Keywords').fill(word);
    await search.getByLabel('Location').fill('San Jose, CA');

    await search.getByRole('button', { name: 'Search' }).click();
    await expectListing(page, { count: '1 job found', titles: ['Valley Line Cook'] });
    expect(queryOf(page)).toEqual({ q: word, location: 'San Jose, CA' });
    expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe('Jobs in San Jose, CA');
  });
});

describe('Find Jobs: the job card', () => {
  it('shows the logo, title, company, salary, posted time, type, experience, description, place, distance and second-chance marker', async () => {
    const word = uniqueWord();
    await createJob(word, 'Second Shift Packer', {
      ...places.oakland,
      companyLogo: 'chart-line',
      type: 'part-time',
      experience: 'mid',
      salaryMin: 18,
      salaryMax: 22,
      salaryPeriod: 'hourly',
      secondChanceEmployer: true,
      posted: daysAgo(3),
    });
    await createJob(word, 'Yard Supervisor', { salaryMin: 65000, salaryMax: undefined, salaryPeriod: 'yearly', posted: daysAgo(0) });
    await createJob(word, 'Night Dispatcher', { salaryMin: undefined, salaryMax: undefined, posted: daysAgo(1) });
    const page = await openJobs(`?q=${word}&${nearSanFrancisco}`);
    await results(page);

    const packer = card(page, 'Second Shift Packer');
    expect(await packer.getByText('Golden Gate Freight', { exact: true }).count()).toBe(1);
    expect(await packer.locator('svg').first().isVisible()).toBe(true);
    for (const text of ['$18/hr - $22/hr', '3 days ago', 'Part-time', 'Mid level', 'Oakland, CA', 'Second Chance Employer']) {
      expect(await packer.getByText(text, { exact: true }).count()).toBe(1);
    }
    expect(await packer.getByText(/miles away$/).count()).toBe(1);
    expect(await packer.getByText(/keep the Bay Area moving/).count()).toBe(1);

    const supervisor = card(page, 'Yard Supervisor');
    expect(await supervisor.getByText('From $65k', { exact: true }).count()).toBe(1);
    expect(await supervisor.getByText('Today', { exact: true }).count()).toBe(1);
    expect(await supervisor.getByText('Second Chance Employer').count()).toBe(0);
    const dispatcher = card(page, 'Night Dispatcher');
    expect(await dispatcher.getByText('Salary not specified', { exact: true }).count()).toBe(1);
    expect(await dispatcher.getByText('1 day ago', { exact: true }).count()).toBe(1);

    expect(await packer.getByRole('button', { name: 'Apply for Second Shift Packer' }).isEnabled()).toBe(true);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("saves a guest's job in this browser (no account asked for), to move into the account on sign-in", async () => {
    const word = uniqueWord();
    const job = await createJob(word, 'Loading Dock Lead');
    const page = await openJobs(`?q=${word}`);
    await results(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    await card(page, 'Loading Dock Lead').getByRole('button', { name: /^Save/ }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');
    await toast.getByText('Job Saved', { exact: true }).waitFor();
    expect(await toast.getByText('Saved in this browser. Sign in to keep it in your account.', { exact: true }).count()).toBe(1);
    // Only who is signed in is asked (nobody): nothing is saved on the server for a guest.
    expect(calls.filter((call) => !call.startsWith('GET /api/session'))).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('jobboard.saved-jobs'))).toBe(JSON.stringify([job.id]));
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('Find Jobs: filters, sort and pages', () => {
  const arrangeFilterJobs = async (word: string) => {
    await createJob(word, 'Entry Stocker', { type: 'full-time', experience: 'entry', salaryMin: 40000, salaryMax: 45000, salaryPeriod: 'yearly' });
    await createJob(word, 'Weekend Cashier', { type: 'part-time', experience: 'mid', salaryMin: 28, salaryMax: 32, salaryPeriod: 'hourly' });
    await createJob(word, 'Contract Engineer', {
      type: 'contract',
      experience: 'senior',
      salaryMin: 110000,
      salaryMax: 130000,
      salaryPeriod: 'yearly',
    });
    await createJob(word, 'Remote Director', {
      ...places.oakland,
      type: 'remote',
      experience: 'executive',
      salaryMin: 85000,
      salaryMax: 95000,
      salaryPeriod: 'yearly',
    });
    await createJob(word, 'Valley Stocker', {
      ...places.sacramento,
      type: 'full-time',
      experience: 'entry',
      salaryMin: 40000,
      salaryMax: 45000,
      salaryPeriod: 'yearly',
    });
  };

  it('narrows the list by type, experience, salary and distance, each kept in the address, and Clear All resets them', async () => {
    const word = uniqueWord();
    await arrangeFilterJobs(word);
    const page = await openJobs(`?q=${word}&${nearSanFrancisco}`);
    const panel = filters(page);
    await expectListing(page, { count: '4 jobs found' });

    await panel.getByRole('checkbox', { name: 'Part-time' }).click();
    await expectListing(page, { count: '1 job found', titles: ['Weekend Cashier'] });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery, type: 'part-time' });

    await panel.getByRole('checkbox', { name: 'Contract' }).click();
    await expectListing(page, { count: '2 jobs found', titles: ['Contract Engineer', 'Weekend Cashier'] }, { anyOrder: true });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery, type: 'part-time,contract' });
    expect(await panel.getByRole('checkbox', { name: 'Contract' }).isChecked()).toBe(true);

    await panel.getByRole('button', { name: 'Clear All' }).click();
    await expectListing(page, { count: '4 jobs found' });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery });
    expect(await panel.getByRole('checkbox', { checked: true }).count()).toBe(0);

    await panel.getByRole('radio', { name: 'Senior' }).click();
    await expectListing(page, { count: '1 job found', titles: ['Contract Engineer'] });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery, experience: 'senior' });

    await panel.getByRole('button', { name: 'Clear All' }).click();
    await expectListing(page, { count: '4 jobs found' });
    await panel.getByRole('radio', { name: '$50k - $75k' }).click();
    await expectListing(page, { count: '1 job found', titles: ['Weekend Cashier'] });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery, salary: '50000-75000' });

    await panel.getByRole('radio', { name: '$30k - $50k' }).click();
    await expectListing(page, { count: '1 job found', titles: ['Entry Stocker'] });
    await panel.getByRole('radio', { name: '100 miles' }).click();
    await expectListing(page, { count: '2 jobs found', titles: ['Entry Stocker', 'Valley Stocker'] }, { anyOrder: true });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery, salary: '30000-50000', distance: '100' });

    await panel.getByRole('button', { name: 'Clear All' }).click();
    await expectListing(page, { count: '4 jobs found' });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery });
    // Clear All means the spec's defaults: no type, any experience, any salary, 25 miles.
    // Each option's label ends with how many jobs it finds ("25 miles (4)").
    const checkedRadios = await panel
      .getByRole('radio', { checked: true })
      .evaluateAll((inputs) => inputs.map((input) => input.parentElement?.textContent?.replace(/ \(\d+\)$/, '')));
    expect(checkedRadios).toEqual(['Any', 'Any', '25 miles']);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('sorts by most recent, highest salary and nearest', async () => {
    const word = uniqueWord();
    await createJob(word, 'Old Near Low', { posted: daysAgo(9), salaryMin: 30000, salaryMax: 35000, salaryPeriod: 'yearly' });
    await createJob(word, 'New Far Mid', { ...places.sanJose, posted: daysAgo(1), salaryMin: 60000, salaryMax: 70000, salaryPeriod: 'yearly' });
    await createJob(word, 'Middle Oakland High', {
      ...places.oakland,
      posted: daysAgo(4),
      salaryMin: 90000,
      salaryMax: 120000,
      salaryPeriod: 'yearly',
    });
    const page = await openJobs(`?q=${word}&${nearSanFrancisco}&distance=50`);
    const count = '3 jobs found';

    // With words and no order chosen, the best matches come first (equal here, so the newest first) and none is sent.
    await expectListing(page, { count, titles: ['New Far Mid', 'Middle Oakland High', 'Old Near Low'] });
    expect(await sortBy(page).locator('option').allTextContents()).toEqual(['Most Recent', 'Best Match', 'Highest Salary', 'Nearest']);
    expect(await sortBy(page).inputValue()).toBe('relevant');

    await sortBy(page).selectOption({ label: 'Highest Salary' });
    await expectListing(page, { count, titles: ['Middle Oakland High', 'New Far Mid', 'Old Near Low'] });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery, distance: '50', sort: 'salary-high' });

    await sortBy(page).selectOption({ label: 'Nearest' });
    await expectListing(page, { count, titles: ['Old Near Low', 'Middle Oakland High', 'New Far Mid'] });
    expect(queryOf(page).sort).toBe('distance');

    await sortBy(page).selectOption({ label: 'Most Recent' });
    await expectListing(page, { count, titles: ['New Far Mid', 'Middle Oakland High', 'Old Near Low'] });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery, distance: '50', sort: 'recent' });
  });

  it('pages through 23 jobs ten at a time with Previous, page numbers and Next, and a new filter starts at page 1', async () => {
    const word = uniqueWord();
    const titles: string[] = [];
    for (let index = 1; index <= 23; index += 1) {
      const title = `Route Driver ${String(index).padStart(2, '0')}`;
      titles.push(title);
      await createJob(word, title, { posted: daysAgo(index) });
    }
    const page = await openJobs(`?q=${word}`);
    const pager = main(page).getByRole('navigation', { name: 'Job result pages' });
    const count = '23 jobs found';

    await expectListing(page, { count, titles: titles.slice(0, 10) });
    // The pager's code loads when a search first has more than one page.
    await pager.getByRole('button', { name: 'Page 1' }).waitFor();
    expect(await pager.getByRole('button', { name: /^Page \d$/ }).allTextContents()).toEqual(['1', '2', '3']);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await pager.getByRole('button', { name: 'Next' }).click();
    await expectListing(page, { count, titles: titles.slice(10, 20) });
    expect(queryOf(page)).toEqual({ q: word, page: '2' });

    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expectListing(page, { count, titles: ['Route Driver 21', 'Route Driver 22', 'Route Driver 23'] });
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    await pager.getByRole('button', { name: 'Previous' }).click();
    await expectListing(page, { count, titles: titles.slice(10, 20) });
    expect(queryOf(page).page).toBe('2');

    await filters(page).getByRole('checkbox', { name: 'Full-time' }).click();
    await expectListing(page, { count, titles: titles.slice(0, 10) });
    expect(queryOf(page)).toEqual({ q: word, type: 'full-time' });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('goes Back to the previous filters, and a shared address opens the same search', async () => {
    const word = uniqueWord();
    await arrangeFilterJobs(word);
    const page = await openJobs(`?q=${word}&${nearSanFrancisco}`);
    await expectListing(page, { count: '4 jobs found' });
    await filters(page).getByRole('checkbox', { name: 'Full-time' }).click();
    await expectListing(page, { count: '1 job found', titles: ['Entry Stocker'] });
    await filters(page).getByRole('radio', { name: '100 miles' }).click();
    await expectListing(page, { count: '2 jobs found', titles: ['Entry Stocker', 'Valley Stocker'] }, { anyOrder: true });
    const shared = page.url();

    await page.goBack();
    await expectListing(page, { count: '1 job found', titles: ['Entry Stocker'] });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery, type: 'full-time' });
    expect(await filters(page).getByRole('checkbox', { name: 'Full-time' }).isChecked()).toBe(true);
    expect(await filters(page).getByRole('radio', { name: '25 miles' }).isChecked()).toBe(true);

    await page.goBack();
    await expectListing(page, { count: '4 jobs found' });
    expect(queryOf(page)).toEqual({ q: word, ...sanFranciscoQuery });

    const other = await browser.newPage();
    await other.goto(shared);
    await expectListing(other, { count: '2 jobs found', titles: ['Entry Stocker', 'Valley Stocker'] }, { anyOrder: true });
    expect(await filters(other).getByRole('radio', { name: '100 miles' }).isChecked()).toBe(true);
    expect(await filters(other).getByRole('checkbox', { name: 'Full-time' }).isChecked()).toBe(true);
  });
});

describe('Find Jobs: loading, error and empty states', () => {
  it('shows 5 placeholder cards while the jobs load', async () => {
    const page = await browser.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first page comes with its jobs (rendered on the server): the placeholders show while a new search loads.
    await page.goto(`${product.url}/jobs`, { waitUntil: 'networkidle' });
    await page.route('**/api/jobs?*', async (route) => {
      await held;
      await route.continue();
    });
    const search = main(page).getByRole('search', { name: 'Search jobs' });
    await search.getByLabel('Job Title or Keywords').fill(uniqueWord());
    await search.getByRole('button', { name: 'Search' }).click();
    const loading = main(page).getByRole('status').filter({ hasText: 'Loading jobs' });
    await loading.waitFor();
    expect(await loading.locator(':scope > div[aria-hidden="true"]').count()).toBe(5);
    await saveScreenshot(page, 'find-jobs-loading');

    release();
    await main(page).getByRole('heading', { name: 'No jobs found' }).waitFor();
    expect(await loading.count()).toBe(0);
  });

  it('shows "Error Loading Jobs" while the job service is down', async () => {
    product.stopService('public-api');
    const page = await browser.newPage();
    await page.goto(`${product.url}/jobs`);
    const alert = main(page).getByRole('alert');
    await alert.getByRole('heading', { name: 'Error Loading Jobs' }).waitFor();
    expect(await alert.getByText('Please try again later.', { exact: true }).count()).toBe(1);
    await saveScreenshot(page, 'find-jobs-error');
  });

  it('tells an unknown place plainly, with ways on, never as an error', async () => {
    const page = await openJobs('?location=Nowhereville%2C%20ZZ');
    expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe('Jobs in Nowhereville, ZZ');
    await main(page).getByRole('heading', { name: 'We could not find "Nowhereville, ZZ".' }).waitFor();
    expect(await main(page).getByRole('alert').count()).toBe(0);
    expect(await main(page).getByRole('link', { name: 'Search everywhere' }).count()).toBe(1);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('says "No jobs found" when nothing matches', async () => {
    const page = await openJobs(`?q=${uniqueWord()}`);
    await main(page).getByRole('heading', { name: 'No jobs found' }).waitFor();
    expect(await main(page).getByText('Try adjusting your filters or search criteria.', { exact: true }).count()).toBe(1);
    expect(await countText(page).textContent()).toBe('0 jobs found');
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('Find Jobs: on phones and for everyone', () => {
  const arrangeShowcase = async (word: string) => {
    await createJob(word, 'Warehouse Associate', { ...places.oakland, secondChanceEmployer: true, posted: daysAgo(3) });
    await createJob(word, 'Delivery Driver', {
      companyLogo: 'user-tie',
      type: 'contract',
      experience: 'mid',
      salaryMin: 52000,
      salaryMax: 61000,
      salaryPeriod: 'yearly',
      posted: daysAgo(1),
    });
    await createJob(word, 'Operations Analyst', {
      companyLogo: 'chart-line',
      type: 'remote',
      experience: 'senior',
      salaryMin: 95000,
      salaryMax: 120000,
      salaryPeriod: 'yearly',
    });
  };

  it('has no serious accessibility violations and looks right on a desktop', async () => {
    const word = uniqueWord();
    await arrangeShowcase(word);
    const page = await openJobs(`?q=${word}`);
    await results(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'find-jobs-desktop');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('folds the filters behind a Filters button at 375 px', async () => {
    const word = uniqueWord();
    await arrangeShowcase(word);
    const page = await openJobs(`?q=${word}`, { width: 375, height: 812 });
    await results(page);
    const toggle = main(page).getByRole('button', { name: 'Filters' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await filters(page).isVisible()).toBe(false);
    await saveScreenshot(page, 'find-jobs-mobile');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await filters(page).waitFor();
    await filters(page).getByRole('checkbox', { name: 'Remote' }).click();
    await expectListing(page, { count: '1 job found', titles: ['Operations Analyst'] });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'find-jobs-mobile-filters');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});
