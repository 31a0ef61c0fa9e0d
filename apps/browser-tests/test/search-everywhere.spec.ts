import { createEmployerRecord, createJobRecord } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const places = {
  sanFrancisco: { location: 'San Francisco, CA', city: 'San Francisco', state: 'CA', latitude: 37.7749, longitude: -122.4194 },
  sacramento: { location: 'Sacramento, CA', city: 'Sacramento', state: 'CA', latitude: 38.5816, longitude: -121.4944 },
  boston: { location: 'Boston, MA', city: 'Boston', state: 'MA', latitude: 42.3601, longitude: -71.0589 },
  denver: { location: 'Denver, CO', city: 'Denver', state: 'CO', latitude: 39.7392, longitude: -104.9903 },
};
const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

/** Every open job of this file: placed across the country, two remote, and more than one list of ten. */
const fillerCount = 12;
const jobCount = 6 + fillerCount;
let oldJob: { id: string; title: string };

beforeAll(async () => {
  const employer = await createEmployerRecord({ companyName: 'Coast to Coast Logistics' });
  await createJobRecord(employer, { title: 'City Dispatcher', ...places.sanFrancisco, posted: daysAgo(0) });
  await createJobRecord(employer, { title: 'Capitol Courier', ...places.sacramento, posted: daysAgo(1) });
  await createJobRecord(employer, { title: 'Harbor Planner', ...places.boston, posted: daysAgo(2) });
  // Remote by its location (no place to measure) and by its type (placed far away).
  await createJobRecord(employer, {
    title: 'Remote Route Analyst',
    location: 'Remote',
    city: undefined,
    state: undefined,
    type: 'remote',
    posted: daysAgo(3),
  });
  await createJobRecord(employer, { title: 'Remote Fleet Coordinator', ...places.boston, type: 'remote', posted: daysAgo(4) });
  for (let index = 1; index <= fillerCount; index += 1) {
    await createJobRecord(employer, { title: `Mountain Loader ${index}`, ...places.denver, posted: daysAgo(4 + index) });
  }
  // Older than the ten newest: only a search finds it.
  oldJob = await createJobRecord(employer, { title: 'Lighthouse Keeper', ...places.boston, posted: daysAgo(40) });
});

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const searchBar = (page: Page) => main(page).getByRole('search', { name: 'Search jobs' });
const count = (page: Page) => main(page).getByText(/^\d+ jobs? found$/);
const cardTitles = (page: Page) =>
  main(page).getByRole('list', { name: 'Jobs' }).getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Reads until `read` gives `expected` (the page answers a change asynchronously), at most 5 s, then asserts it. */
const eventually = async <T>(read: () => Promise<T>, expected: T) => {
  const deadline = Date.now() + 5000;
  let seen = await read();
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await read();
  }
  expect(seen).toEqual(expected);
};
const countText = (page: Page) =>
  count(page)
    .allTextContents()
    .then((texts) => texts.join(''));

const openJobs = async (viewport: { width: number; height: number }, query = '') => {
  const page = await browser.newPage(viewport);
  await page.goto(`${product.url}/jobs${query}`);
  await heading(page).waitFor();
  return page;
};

/** The filter panel; on a phone it is folded behind the Filters button first. */
const openFilters = async (page: Page) => {
  const toggle = main(page).getByRole('button', { name: 'Filters' });
  if (await toggle.isVisible()) await toggle.click();
  const panel = main(page).getByRole('complementary', { name: 'Job filters' });
  await panel.waitFor();
  return panel;
};

const searchFor = async (page: Page, location: string) => {
  await searchBar(page).getByLabel('Location').fill(location);
  await searchBar(page).getByRole('button', { name: 'Search' }).click();
};

describe('search everywhere (/jobs)', () => {
  it('search everywhere: an empty location finds every open job, says so, and clearing a place really clears it', async () => {
    for (const viewport of viewports) {
      const page = await openJobs(viewport);
      expect(await heading(page).textContent()).toBe('Jobs everywhere');
      await eventually(() => countText(page), `${jobCount} jobs found`);
      expect(await searchBar(page).getByLabel('Location').inputValue()).toBe('');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `search-everywhere-${viewport.name}`);

      await searchFor(page, 'Boston, MA');
      await main(page).getByRole('heading', { level: 1, name: 'Jobs in Boston, MA' }).waitFor();
      // The two Boston jobs and both remote ones: remote work is within every distance.
      await eventually(() => countText(page), '4 jobs found');
      expect(queryOf(page)).toEqual({ location: 'Boston, MA' });

      await searchFor(page, '');
      await main(page).getByRole('heading', { level: 1, name: 'Jobs everywhere' }).waitFor();
      await eventually(() => countText(page), `${jobCount} jobs found`);
      expect(queryOf(page)).toEqual({});
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });

  it('search everywhere: Remote finds remote jobs whatever the location, as a filter or typed as the place', async () => {
    for (const viewport of viewports) {
      const page = await openJobs(viewport, '?location=San%20Francisco%2C%20CA');
      await eventually(() => countText(page), '3 jobs found');
      const panel = await openFilters(page);
      await panel.getByRole('checkbox', { name: /^Remote/ }).click();
      await eventually(async () => (await cardTitles(page)).sort(), ['Remote Fleet Coordinator', 'Remote Route Analyst']);
      expect(await countText(page)).toBe('2 jobs found');

      const typed = await openJobs(viewport);
      await searchFor(typed, 'REMOTE');
      await main(typed).getByRole('heading', { level: 1, name: 'Remote jobs' }).waitFor();
      await eventually(async () => (await cardTitles(typed)).sort(), ['Remote Fleet Coordinator', 'Remote Route Analyst']);
      expect(await seriousAccessibilityViolations(typed)).toEqual([]);
      expect([...browser.problemsOf(page), ...browser.problemsOf(typed)]).toEqual([]);
    }
  });

  it('search everywhere: Any distance finds every job from a place, the nearest first', async () => {
    for (const viewport of viewports) {
      const page = await openJobs(viewport, '?location=San%20Francisco%2C%20CA');
      await eventually(() => countText(page), '3 jobs found');
      const panel = await openFilters(page);
      await panel.getByRole('radio', { name: /^Any distance/ }).click();
      await eventually(() => countText(page), `${jobCount} jobs found`);
      expect(queryOf(page)).toEqual({ location: 'San Francisco, CA', distance: 'any' });
      expect(await main(page).getByLabel('Sort by').inputValue()).toBe('distance');
      // San Francisco, then Sacramento, then Denver's loaders...; the remote job without a place last.
      const titles = await cardTitles(page);
      expect(titles.slice(0, 2)).toEqual(['City Dispatcher', 'Capitol Courier']);
      expect(titles[2]).toMatch(/^Mountain Loader/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });

  it('search everywhere: an unknown place gets a friendly message with suggestions, never an error box', async () => {
    for (const viewport of viewports) {
      const page = await openJobs(viewport, '?location=San%20Fransisco%2C%20CA');
      const notice = main(page).getByRole('region', { name: 'We could not find "San Fransisco, CA".' });
      await notice.waitFor();
      expect(await main(page).getByRole('alert').count()).toBe(0);
      expect(await main(page).getByText('Error Loading Jobs').count()).toBe(0);
      expect(await notice.textContent()).not.toMatch(/^location/);
      expect(await notice.getByRole('link', { name: 'Search everywhere' }).count()).toBe(1);
      expect(await notice.getByRole('link', { name: 'Remote jobs' }).count()).toBe(1);
      expect(await count(page).count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `search-unknown-place-${viewport.name}`);

      await notice.getByRole('link', { name: 'San Francisco, CA' }).click();
      await main(page).getByRole('heading', { level: 1, name: 'Jobs in San Francisco, CA' }).waitFor();
      await eventually(() => countText(page), '3 jobs found');
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });

  it('search everywhere: Check my match searches all open jobs, the newest listed first', async () => {
    for (const viewport of viewports) {
      const page = await browser.newPage(viewport);
      await page.goto(`${product.url}/resume?tab=traditional`);
      const select = page.getByLabel('Check my match against a job (optional)');
      const optionTexts = () => select.locator('option').allTextContents();
      // The placeholder and the ten newest jobs; the old one is not among them.
      await eventually(async () => (await optionTexts()).length, 11);
      expect((await optionTexts())[1]).toBe('City Dispatcher (Coast to Coast Logistics)');
      expect(await optionTexts()).not.toContain('Lighthouse Keeper (Coast to Coast Logistics)');

      await page.getByLabel('Find a job to check against').fill('lighthouse');
      await eventually(optionTexts, ['No job: general analysis', 'Lighthouse Keeper (Coast to Coast Logistics)']);
      await select.selectOption({ label: 'Lighthouse Keeper (Coast to Coast Logistics)' });
      expect(new URL(page.url()).searchParams.get('job')).toBe(oldJob.id);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(browser.problemsOf(page)).toEqual([]);
    }
  });
});
