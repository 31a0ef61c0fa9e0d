import { isDeepStrictEqual } from 'node:util';
import { attestFairChanceRecord, createEmployerRecord, createJobRecord } from '@jobboard/test-kit';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };

// Places around San Francisco, CA, where the counting searches below look (25 miles).
const places = {
  sanFrancisco: { location: 'San Francisco, CA', city: 'San Francisco', state: 'CA', latitude: 37.7749, longitude: -122.4194 },
  oakland: { location: 'Oakland, CA', city: 'Oakland', state: 'CA', latitude: 37.8044, longitude: -122.2712 }, // ~8 miles
  sanJose: { location: 'San Jose, CA', city: 'San Jose', state: 'CA', latitude: 37.3382, longitude: -121.8863 }, // ~42 miles
};
const nearSanFrancisco = 'location=San%20Francisco%2C%20CA';
const sanFrancisco = 'San Francisco, CA';

// The search finds what the words mean: nursing jobs of two employers (one a second-chance
// employer), each filter option held by some of them, and one plumber to misspell.
beforeAll(async () => {
  const bayside = await createEmployerRecord({ companyName: 'Bayside Health' });
  const secondStreet = await createEmployerRecord({ companyName: 'Second Street Clinic' });
  const nursing = (title: string) => ({
    title,
    description: `${title}: care for patients on a friendly ward with paid training.`,
    requirements: ['Current state license'],
  });
  await createJobRecord(bayside, {
    ...nursing('Registered Nurse'),
    ...places.sanFrancisco,
    type: 'full-time',
    experience: 'mid',
    salaryMin: 85000,
    salaryMax: 110000,
    salaryPeriod: 'yearly',
  });
  await createJobRecord(secondStreet, {
    ...nursing('Registered Nurse'),
    ...places.sanFrancisco,
    type: 'full-time',
    experience: 'senior',
    salaryMin: 60000,
    salaryMax: 72000,
    salaryPeriod: 'yearly',
    clearanceRequired: 'Public Trust',
    secondChanceEmployer: true,
  });
  await createJobRecord(bayside, {
    ...nursing('Nurse Assistant'),
    ...places.oakland,
    type: 'part-time',
    experience: 'entry',
    salaryMin: 20,
    salaryMax: 24,
    salaryPeriod: 'hourly',
  });
  await createJobRecord(bayside, {
    ...nursing('Travel Nurse'),
    ...places.sanJose,
    type: 'contract',
    experience: 'senior',
    salaryMin: 100000,
    salaryMax: 130000,
    salaryPeriod: 'yearly',
  });
  await createJobRecord(bayside, {
    title: 'Plumber',
    description: 'Install and repair pipes, fixtures and water heaters across the city.',
    ...places.sanFrancisco,
    type: 'full-time',
    experience: 'mid',
  });
  await attestFairChanceRecord(secondStreet);
});

const main = (page: Page) => page.getByRole('main');
const filters = (page: Page) => main(page).getByRole('complementary', { name: 'Job filters' });
const countText = (page: Page) => main(page).getByText(/^\d+ jobs? found$/);
const resultList = (page: Page) => main(page).getByRole('list', { name: 'Jobs' });
const keywordBox = (page: Page) => main(page).getByRole('combobox', { name: 'Job Title or Keywords' });
const suggestionList = (page: Page) => main(page).getByRole('listbox', { name: 'Suggestions' });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

const openJobs = async (search = '') => {
  const page = await browser.newPage(desktop);
  await page.goto(`${product.url}/jobs${search}`);
  await page.getByRole('heading', { level: 1, name: /^(Jobs in |Jobs everywhere)/ }).waitFor();
  return page;
};

/** Waits until `read` gives `expected` (the page answers a change asynchronously), then asserts it. */
const eventually = async <T>(read: () => Promise<T>, expected: T, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !isDeepStrictEqual(await read(), expected)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await read()).toEqual(expected);
};

const shownTotal = async (page: Page) => (await countText(page).allTextContents()).join('');
const totalText = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'} found`;

/** An option's accessible name, "Full-time (2)": its label and its count. */
const countIn = async (option: Locator) => {
  const name = await option.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const match = /^(.*) \((\d+)\)$/.exec(name);
  if (!match) throw new Error(`no count in "${name}"`);
  return Number(match[2]);
};

/** The id the combobox names as its active option, and that option's text. */
const activeOption = async (page: Page) => {
  const id = await keywordBox(page).getAttribute('aria-activedescendant');
  if (!id) return undefined;
  const option = page.locator(`[id="${id}"]`);
  return {
    selected: await option.getAttribute('aria-selected'),
    text: await option.evaluate((element) => element.firstElementChild?.textContent ?? ''),
  };
};

describe('Job search: suggestions as you type', () => {
  it('suggests titles for "nur" in the keyword box: arrows move, Escape closes, Enter searches for the one chosen', async () => {
    const page = await openJobs();
    const box = keywordBox(page);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.click();
    await box.pressSequentially('nur', { delay: 40 });

    const list = suggestionList(page);
    await list.waitFor();
    const options = list.getByRole('option');
    // Each option: the text, then its kind ("Job title", "Skill", "Credential").
    const texts = await options.evaluateAll((elements) => elements.map((element) => element.firstElementChild?.textContent ?? ''));
    // The most posted title first, then the others holding a word that starts with "nur".
    expect(texts[0]).toBe('Registered Nurse');
    expect(texts).toEqual(expect.arrayContaining(['Nurse Assistant', 'Travel Nurse']));
    expect(texts.length).toBeLessThanOrEqual(8);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    expect(await box.getAttribute('aria-autocomplete')).toBe('list');
    // Screen readers hear how many there are.
    await main(page).getByText(`${texts.length} suggestions`, { exact: true }).waitFor({ state: 'attached' });
    expect(await main(page).getByText(`${texts.length} suggestions`, { exact: true }).getAttribute('aria-live')).toBe('polite');

    expect(await activeOption(page)).toBeUndefined();
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toEqual({ selected: 'true', text: texts[0] });
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toEqual({ selected: 'true', text: texts[1] });
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toEqual({ selected: 'true', text: texts[0] });
    // The focus stays in the box throughout.
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'job-search-suggestions');

    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    expect(await box.inputValue()).toBe('nur');

    // Down opens the list again on its first option; Enter picks it and searches.
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toEqual({ selected: 'true', text: 'Registered Nurse' });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Registered Nurse');
    // The best matches first: both words in the title.
    await eventually(
      async () => (await resultList(page).getByRole('heading', { level: 2 }).allTextContents()).slice(0, 2),
      ['Registered Nurse', 'Registered Nurse'],
    );
    expect(await keywordBox(page).inputValue()).toBe('Registered Nurse');
    expect(await keywordBox(page).getAttribute('aria-expanded')).toBe('false');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('asks nothing under two characters, and Tab leaves the box with the list closed', async () => {
    const page = await openJobs();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/jobs/suggestions') asked.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    const box = keywordBox(page);
    await box.click();
    await box.pressSequentially('n');
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await box.pressSequentially('ur', { delay: 40 });
    await suggestionList(page).waitFor();
    // Typing quickly asks once, for what was typed when typing paused.
    expect(asked).toEqual(['nur']);
    await page.keyboard.press('Tab');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(false);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('picks a suggestion with the mouse in the home search and lands on its results', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/`);
    const box = main(page).getByRole('combobox', { name: 'Job Title or Keywords' });
    const list = main(page).getByRole('listbox', { name: 'Suggestions' });
    await box.click();
    await box.pressSequentially('nur', { delay: 40 });
    // The whole list shows over the section under the banner.
    const last = list.getByRole('option').last();
    await last.waitFor();
    expect(
      await last.evaluate((option) => {
        const { left, bottom } = option.getBoundingClientRect();
        return document.elementFromPoint(left + 10, bottom - 5) === option || option.contains(document.elementFromPoint(left + 10, bottom - 5));
      }),
    ).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'home-search-suggestions');

    await box.fill('');
    await box.pressSequentially('plu', { delay: 40 });
    const option = list.getByRole('option', { name: /^Plumber/ });
    await option.click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('q') === 'Plumber');
    const card = resultList(page).getByRole('article', { name: 'Plumber', exact: true });
    await card.waitFor();
    expect(await card.locator('h2 mark').allTextContents()).toEqual(['Plumber']);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('suggests in the second-chance search too, and the pick filters the list', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${product.url}/second-chance`);
    const search = main(page).getByRole('search', { name: 'Find Second Chance Jobs' });
    const box = search.getByRole('combobox', { name: 'Job Title' });
    await box.click();
    await box.pressSequentially('regis', { delay: 40 });
    await search
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: /^Registered Nurse\W+Job title$/ })
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe('Registered Nurse');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Registered Nurse');
    const jobs = main(page).getByRole('region', { name: 'Second Chance Jobs' });
    await eventually(() => jobs.getByRole('heading', { level: 3 }).allInnerTexts(), ['Registered Nurse']);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('Job search: facet counts', () => {
  it('shows beside each option how many jobs choosing it finds, and choosing it finds exactly that many', async () => {
    const page = await openJobs(`?q=nurse&${nearSanFrancisco}`);
    // Within 25 miles of San Francisco: the two registered nurses and the nurse assistant in Oakland.
    await eventually(() => shownTotal(page), totalText(3));
    const panel = filters(page);
    const base = await shownTotal(page);

    const expectChoosing = async (option: Locator, undo: () => Promise<void>) => {
      const count = await countIn(option);
      await option.click();
      await eventually(() => shownTotal(page), totalText(count));
      await undo();
      await eventually(() => shownTotal(page), base);
      return count;
    };

    const typeCounts: Record<string, number> = {};
    for (const type of ['Full-time', 'Part-time', 'Contract', 'Remote']) {
      const option = panel.getByRole('checkbox', { name: new RegExp(`^${type} \\(\\d+\\)$`) });
      typeCounts[type] = await expectChoosing(option, () => option.click());
    }
    expect(typeCounts).toEqual({ 'Full-time': 2, 'Part-time': 1, Contract: 0, Remote: 0 });

    const any = (group: string) => panel.getByRole('group', { name: group }).getByRole('radio', { name: 'Any' });
    for (const level of ['Entry', 'Mid', 'Senior', 'Executive']) {
      await expectChoosing(panel.getByRole('radio', { name: new RegExp(`^${level} \\(\\d+\\)$`) }), () => any('Experience').click());
    }
    for (const band of ['$30k - $50k', '$50k - $75k', '$75k - $100k', '$100k+']) {
      const escaped = band.replace(/[$+]/g, '\\$&');
      await expectChoosing(panel.getByRole('radio', { name: new RegExp(`^${escaped} \\(\\d+\\)$`) }), () => any('Salary').click());
    }
    const secondChance = panel.getByRole('checkbox', { name: /^Second-chance employers only \(\d+\)$/ });
    expect(await expectChoosing(secondChance, () => secondChance.click())).toBe(1);

    // The clearance a seeker holds: each option says how many jobs that holder can take.
    const clearance = panel.getByLabel('Security clearance you hold');
    const options = await clearance.locator('option').allTextContents();
    expect(options[0]).toBe('Any');
    for (const label of options.slice(1)) {
      const count = Number(/\((\d+)\)$/.exec(label)?.[1]);
      await clearance.selectOption({ label });
      await eventually(() => shownTotal(page), totalText(count));
    }
    await clearance.selectOption('any');
    await eventually(() => shownTotal(page), base);

    const distance = (miles: number) => panel.getByRole('radio', { name: new RegExp(`^${miles} miles \\(\\d+\\)$`) });
    // The travel nurse in San Jose is 42 miles away: within 50 miles, not 25.
    expect(await countIn(distance(50))).toBe(4);
    for (const miles of [10, 50, 100]) await expectChoosing(distance(miles), () => distance(25).click());
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('greys an option that finds nothing but keeps it in reach of the keyboard, and reads the count in its name', async () => {
    const page = await openJobs(`?q=nurse&${nearSanFrancisco}`);
    await eventually(() => shownTotal(page), totalText(3));
    const panel = filters(page);
    const remote = panel.getByRole('checkbox', { name: 'Remote (0)', exact: true });
    const fullTime = panel.getByRole('checkbox', { name: 'Full-time (2)', exact: true });
    await remote.waitFor();
    const colorOf = (option: Locator) =>
      option.evaluate((input) => getComputedStyle((input as HTMLInputElement).labels![0].querySelector('span > span')!).color);
    expect(await colorOf(remote)).not.toBe(await colorOf(fullTime));
    expect(await remote.isEnabled()).toBe(true);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'job-search-facets');

    // Tab reaches it; Space chooses it; the list then says honestly that nothing was found.
    await panel.getByRole('checkbox', { name: /^Contract/ }).focus();
    await page.keyboard.press('Tab');
    expect(await remote.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await eventually(() => shownTotal(page), totalText(0));
    await main(page).getByRole('heading', { name: 'No jobs found' }).waitFor();
    expect(query(page)).toEqual({ q: 'nurse', location: sanFrancisco, type: 'remote' });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('filters to second-chance employers from the address (secondChance=true) and Clear All removes it', async () => {
    const page = await openJobs(`?q=nurse&${nearSanFrancisco}&secondChance=true`);
    await eventually(() => shownTotal(page), totalText(1));
    const secondChance = filters(page).getByRole('checkbox', { name: /^Second-chance employers only/ });
    expect(await secondChance.isChecked()).toBe(true);
    await filters(page).getByRole('button', { name: 'Clear All' }).click();
    await eventually(() => shownTotal(page), totalText(3));
    expect(query(page)).toEqual({ q: 'nurse', location: sanFrancisco });
    expect(await secondChance.isChecked()).toBe(false);
  });
});

describe('Job search: corrections and highlights', () => {
  it('offers "Did you mean" for a misspelling that finds nothing, and following it shows the jobs', async () => {
    const page = await openJobs('?q=plimbar');
    const notice = main(page).getByRole('region', { name: 'No jobs found' });
    await notice.waitFor();
    expect(await shownTotal(page)).toBe(totalText(0));
    const correction = notice.getByRole('link', { name: 'plumber' });
    expect(await notice.getByText(/^Did you mean/).textContent()).toBe('Did you mean plumber?');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await saveScreenshot(page, 'job-search-did-you-mean');

    await correction.click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'plumber');
    const card = resultList(page).getByRole('article', { name: 'Plumber', exact: true });
    await card.waitFor();
    expect(await keywordBox(page).inputValue()).toBe('plumber');
    expect(await card.locator('h2 mark').allTextContents()).toEqual(['Plumber']);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('keeps the usual empty state when there is no close spelling', async () => {
    const page = await openJobs('?q=zzqqxxkk');
    await main(page).getByRole('heading', { name: 'No jobs found' }).waitFor();
    expect(await main(page).getByText('Try adjusting your filters or search criteria.', { exact: true }).count()).toBe(1);
    expect(
      await main(page)
        .getByText(/Did you mean/)
        .count(),
    ).toBe(0);
  });

  it('marks the searched words in result titles, best match first, and passes axe', async () => {
    const page = await openJobs(`?q=nurse&${nearSanFrancisco}`);
    await resultList(page).waitFor();
    // No order chosen with words: "Best Match", and no sort in the address.
    expect(await main(page).getByLabel('Sort by').inputValue()).toBe('relevant');
    expect(query(page)).toEqual({ q: 'nurse', location: sanFrancisco });
    const titles = resultList(page).getByRole('heading', { level: 2 });
    await eventually(async () => (await titles.allTextContents()).sort(), ['Nurse Assistant', 'Registered Nurse', 'Registered Nurse']);
    // Each title has the word marked (with the phrase it belongs to when the search reads one, "Registered Nurse").
    for (const title of await titles.all()) expect((await title.locator('mark').allTextContents()).join(' ')).toMatch(/\bNurse\b/);
    const mark = titles.first().locator('mark');
    const look = await mark.evaluate((element) => ({
      color: getComputedStyle(element).color,
      background: getComputedStyle(element).backgroundColor,
    }));
    expect(look.background).toBe('rgb(253, 243, 215)');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
