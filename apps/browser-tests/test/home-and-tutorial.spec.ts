import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

const tagline = 'Because real people deserve real opportunities.';

const openHome = async (viewport?: { width: number; height: number }) => {
  const page = await browser.newPage(viewport);
  await page.goto(`${product.url}/`);
  await page.getByRole('heading', { level: 1, name: tagline }).waitFor();
  return page;
};

const openTutorial = async (viewport?: { width: number; height: number }) => {
  const page = await browser.newPage(viewport);
  await page.goto(`${product.url}/tutorial`);
  await page.getByRole('heading', { level: 1, name: 'Platform Tutorial' }).waitFor();
  return page;
};

/** The path and query the browser shows, e.g. "/jobs?q=nurse". */
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

const hrefOf = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true }).getAttribute('href');

const searchFromHome = async (page: Page, fields: { keywords?: string; location?: string }) => {
  const main = page.getByRole('main');
  if (fields.keywords !== undefined) await main.getByLabel('Job Title or Keywords').fill(fields.keywords);
  if (fields.location !== undefined) await main.getByLabel('Location').fill(fields.location);
  await main.getByRole('button', { name: 'Search Jobs' }).click();
  await page.waitForURL((url) => url.pathname === '/jobs');
};

// The tutorial, as a person reads it: step buttons, the progress bar and the step's heading.
const stepButtons = (page: Page) => page.getByRole('navigation', { name: /tutorial steps$/ }).getByRole('button');
const stepTitles = async (page: Page) =>
  // A button reads "<number> Step n: <title>"; the title is what the step's heading shows.
  (await stepButtons(page).allInnerTexts()).map((text) => text.replace(/^[\s\d]*(Step \d+:\s*)?/, '').trim());
const currentStepButton = (page: Page) => page.getByRole('navigation', { name: /tutorial steps$/ }).locator('button[aria-current="step"]');
const progress = async (page: Page) => Number(await page.getByRole('progressbar', { name: 'Tutorial progress' }).getAttribute('aria-valuenow'));
const stepHeading = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 });
const showsStep = (page: Page, title: string) => page.getByRole('tabpanel').getByRole('heading', { level: 2, name: title, exact: true }).waitFor();

describe('Home', () => {
  it('shows the hero search, popular tags, features, stats, calls to action and quick tools', async () => {
    const page = await openHome();
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');

    const search = main.getByRole('search', { name: 'Job search' });
    expect(await search.getByRole('combobox', { name: 'Job Title or Keywords' }).isVisible()).toBe(true);
    expect(await search.getByRole('textbox', { name: 'Location' }).isVisible()).toBe(true);
    expect(await search.getByRole('button', { name: 'Search Jobs' }).isVisible()).toBe(true);

    const tags = main.getByRole('list', { name: 'Popular searches:' }).getByRole('listitem');
    expect(await tags.allInnerTexts()).toEqual(['Remote Work', 'Entry Level', 'Healthcare', 'Technology']);

    for (const [feature, path] of [
      ['Smart Job Search', '/jobs'],
      ['Resume Analysis', '/resume'],
      ['Interview Prep', '/interview'],
      ['Company Research', '/research'],
    ]) {
      expect(await main.getByRole('heading', { level: 3, name: feature }).isVisible()).toBe(true);
      expect(await hrefOf(page, feature)).toBe(path);
    }

    const stats = main.getByRole('region', { name: 'Real Opportunities in numbers' });
    // Counted from the data (true-figures.spec.ts checks the counts): plain numbers, no "+" or ratings.
    await stats.and(page.locator('[aria-busy="false"]')).waitFor();
    expect(await stats.getByRole('term').allInnerTexts()).toEqual(['Open Jobs', 'Companies Hiring', 'Second-Chance Jobs']);
    for (const figure of await stats.getByRole('definition').allInnerTexts()) expect(figure).toMatch(/^\d{1,3}(,\d{3})*$/);

    expect(await hrefOf(page, 'Explore Second Chance Jobs')).toBe('/second-chance');
    expect(await hrefOf(page, 'Take the Tutorial')).toBe('/tutorial');
    expect(await hrefOf(page, 'Skip to Jobs')).toBe('/jobs');
    expect(await hrefOf(page, 'Browse Jobs')).toBe('/jobs');
    expect(await hrefOf(page, 'Analyze Resume')).toBe('/resume');

    const quickTools = main.getByRole('region', { name: 'Quick Tools' });
    const tools: Record<string, string | null> = {};
    for (const tool of await quickTools.getByRole('link').allInnerTexts()) {
      tools[tool] = await quickTools.getByRole('link', { name: tool, exact: true }).getAttribute('href');
    }
    expect(tools).toEqual({
      'Career Advice': '/advice',
      Tutorial: '/tutorial',
      'Veterans Portal': '/veteran-signup',
      'Employer Portal': '/employer-signup',
    });

    expect(browser.problemsOf(page)).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'home-desktop');
  });

  it('fits a 375 px wide phone without sideways scrolling', async () => {
    const page = await openHome({ width: 375, height: 812 });
    await page.waitForLoadState('networkidle');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(browser.problemsOf(page)).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'home-mobile');
  });

  it('when a visitor searches with both fields, then Find Jobs opens with q and location (trimmed)', async () => {
    const page = await openHome();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      // Suggestions as you type are asked for once typing pauses (how soon depends on the machine's load).
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/jobs/suggestions') apiCalls.push(request.url());
    });
    await page.getByRole('main').getByLabel('Job Title or Keywords').fill('  warehouse associate ');
    await page.getByRole('main').getByLabel('Location').fill(' Fresno, CA ');
    // The home search itself makes no search call: Find Jobs does the search.
    expect(apiCalls).toEqual([]);

    await searchFromHome(page, {});

    expect(pathAndQuery(page)).toEqual({
      path: '/jobs',
      query: { q: 'warehouse associate', location: 'Fresno, CA' },
    });
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('when only the keywords are filled, then only q is added', async () => {
    const page = await openHome();
    await searchFromHome(page, { keywords: 'nurse', location: '   ' });
    expect(pathAndQuery(page)).toEqual({ path: '/jobs', query: { q: 'nurse' } });
  });

  it('when only the location is filled, then only location is added', async () => {
    const page = await openHome();
    await searchFromHome(page, { location: 'Sacramento' });
    expect(pathAndQuery(page)).toEqual({ path: '/jobs', query: { location: 'Sacramento' } });
  });

  it('when nothing is filled, then Find Jobs opens with no query at all (no validation)', async () => {
    const page = await openHome();
    await searchFromHome(page, {});
    expect(page.url()).toBe(`${product.url}/jobs`);
  });

  it('popular tags do nothing when clicked and are not presented as controls', async () => {
    const page = await openHome();
    const main = page.getByRole('main');
    const before = page.url();

    for (const tag of ['Remote Work', 'Entry Level', 'Healthcare', 'Technology']) {
      await main.getByRole('listitem').filter({ hasText: tag }).click();
      expect(await main.getByRole('button', { name: tag }).count()).toBe(0);
      expect(await main.getByRole('link', { name: tag }).count()).toBe(0);
    }

    expect(page.url()).toBe(before);
    expect(await main.getByRole('combobox', { name: 'Job Title or Keywords' }).inputValue()).toBe('');
    expect(browser.problemsOf(page)).toEqual([]);
  });
});

describe('Tutorial', () => {
  it('walks a job seeker through 7 steps with Next to the completion screen, and Review returns to step 1', async () => {
    const page = await openTutorial();
    await page.waitForLoadState('networkidle');

    expect(await page.getByRole('tab', { name: 'Job Seekers' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Employers' }).getAttribute('aria-selected')).toBe('false');
    const titles = await stepTitles(page);
    expect(titles).toHaveLength(7);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'tutorial-step');

    const seen: { title: string; progress: number; current: string | null }[] = [];
    for (let step = 0; step < titles.length; step += 1) {
      await showsStep(page, titles[step]);
      seen.push({
        title: (await stepHeading(page).innerText()).trim(),
        progress: await progress(page),
        current: await currentStepButton(page).innerText(),
      });
      expect(seen[step].current).toContain(titles[step]);
      expect(await page.getByText(`Step ${step + 1} of 7`, { exact: true }).isVisible()).toBe(true);
      if (step < titles.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }

    expect(seen.map((entry) => entry.title)).toEqual(titles);
    const values = seen.map((entry) => entry.progress);
    expect(values[0]).toBeGreaterThan(0);
    expect(values.every((value, index) => index === 0 || value > values[index - 1])).toBe(true);
    expect(values[values.length - 1]).toBe(100);
    expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('heading', { level: 2, name: 'Tutorial Complete!' }).waitFor();
    const quickAccess: Record<string, string | null> = {};
    for (const name of ['Job Seeker Sign Up', 'Browse Jobs', 'Employer Sign Up', 'Veteran Registration']) {
      quickAccess[name] = await hrefOf(page, name);
    }
    expect(quickAccess).toEqual({
      'Job Seeker Sign Up': '/job-seeker-signup',
      'Browse Jobs': '/jobs',
      'Employer Sign Up': '/employer-signup',
      'Veteran Registration': '/veteran-signup',
    });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'tutorial-complete');

    await page.getByRole('button', { name: 'Review Tutorial' }).click();
    await showsStep(page, titles[0]);
    expect(await currentStepButton(page).innerText()).toContain(titles[0]);
    expect(await progress(page)).toBe(values[0]);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('a quick-access card takes the visitor to its page', async () => {
    const page = await openTutorial();
    const titles = await stepTitles(page);
    await stepButtons(page).last().click();
    await showsStep(page, titles[titles.length - 1]);
    await page.getByRole('button', { name: 'Complete' }).click();

    await page.getByRole('main').getByRole('link', { name: 'Browse Jobs', exact: true }).click();
    await page.waitForURL(`${product.url}/jobs`);
    await page.locator('main h1').first().waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('tells job seekers what the spec promises: second chances, the "I understand" acknowledgement, a timed analysis, 20 languages and the two the site speaks', async () => {
    const page = await openTutorial();
    const text: string[] = [];
    for (const button of await stepButtons(page).all()) {
      await button.click();
      text.push(await page.getByRole('tabpanel').innerText());
    }
    const tutorial = text.join('\n');

    expect(tutorial).toMatch(/second-chance/i);
    expect(tutorial).toContain('"I understand"');
    expect(tutorial).toContain('the result shows how long reading and analysing your file took');
    expect(tutorial).not.toMatch(/\d+ (to \d+ )?seconds/);
    expect(tutorial).toContain('20 languages');
    expect(tutorial).toMatch(/English is the default/);
    expect(tutorial).toContain('The site itself reads in English and Spanish');
    expect(tutorial).toMatch(/Pending.*Reviewed.*Shortlisted.*Hired or Rejected/);
  });

  it('the Employers tab has 6 steps, quoting the plan prices and the status flow; step buttons jump', async () => {
    const page = await openTutorial();
    await page.getByRole('tab', { name: 'Employers' }).click();
    await page.getByRole('navigation', { name: 'Employers tutorial steps' }).waitFor();

    const titles = await stepTitles(page);
    expect(titles).toHaveLength(6);
    await showsStep(page, titles[0]);
    expect(await page.getByText('Step 1 of 6', { exact: true }).isVisible()).toBe(true);

    await stepButtons(page).nth(3).click();
    await showsStep(page, titles[3]);
    expect(await currentStepButton(page).innerText()).toContain(titles[3]);
    expect(await progress(page)).toBe(67);
    expect(await page.getByText('Step 4 of 6', { exact: true }).isVisible()).toBe(true);

    await stepButtons(page).nth(1).click();
    await showsStep(page, titles[1]);
    const plans = await page.getByRole('tabpanel').innerText();
    expect(plans).toContain('Starter at $49/month');
    expect(plans).toContain('Professional at $199/month');

    const everything: string[] = [];
    for (const button of await stepButtons(page).all()) {
      await button.click();
      everything.push(await page.getByRole('tabpanel').innerText());
    }
    const tutorial = everything.join('\n');
    expect(tutorial).toMatch(/Pending Verification/);
    expect(tutorial).toMatch(/goes live as soon as you post it/);
    expect(tutorial).toMatch(/up to 10 screening questions/);
    expect(tutorial).toMatch(/qualification score plus any veteran bonus/);
    expect(tutorial).toMatch(/Pending.*Reviewed.*Shortlisted.*Hired or Rejected/);
    expect(tutorial).toMatch(/Schedule Interview/);
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('switching tabs starts the other tutorial from step 1', async () => {
    const page = await openTutorial();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await page.getByText('Step 3 of 7', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Employers' }).click();
    await page.getByText('Step 1 of 6', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('tab', { name: 'Job Seekers' }).click();
    await page.getByText('Step 1 of 7', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  });

  it('switching tabs from the completion screen starts the other tutorial from step 1', async () => {
    const page = await openTutorial();
    await stepButtons(page).last().click();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('heading', { name: 'Tutorial Complete!' }).waitFor();

    await page.getByRole('tab', { name: 'Employers' }).click();
    await page.getByText('Step 1 of 6', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Tutorial Complete!' }).count()).toBe(0);
  });

  it('shows numbered step buttons on a 375 px phone without sideways scrolling', async () => {
    const page = await openTutorial({ width: 375, height: 812 });
    expect(await stepButtons(page).count()).toBe(7);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'tutorial-step-mobile');
  });
});
