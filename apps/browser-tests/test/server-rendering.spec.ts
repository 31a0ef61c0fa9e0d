import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderedDataElementId, type Role } from '@jobboard/contracts';
import { createEmployerRecord, createJobRecord, signInAs, TestClient } from '@jobboard/test-kit';
import { EmployerModel, UserModel } from '@jobboard/db';
import type { Page } from 'playwright-core';
import { saveScreenshot, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

// The public remote as a separate deployment: each release under its own versioned path of a
// host of its own, as docs/deploy.md ships one remote. Release 2 differs from the build only in
// the search page's heading, in both its browser files and its server build.
const publicBuild = join(__dirname, '..', '..', '..', 'dist', 'apps', 'public-portal');
const releases = join(tmpdir(), `public-remote-releases-${randomBytes(4).toString('hex')}`);
const searchHeading = 'Jobs everywhere';
const releaseTwoHeading = 'Jobs everywhere, release two';

const copyRelease = async (version: string, edit: (source: string) => string = (source) => source) => {
  const folder = join(releases, version);
  await cp(publicBuild, folder, { recursive: true });
  const files = await readdir(folder, { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const path = join(folder, file);
    await writeFile(path, edit(await readFile(path, 'utf8')));
  }
};

const remoteHost = createServer(async (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  const match = /^\/(1|2)\/([\w./-]+)$/.exec(path);
  if (!match || match[2].includes('..')) return void res.writeHead(404).end();
  try {
    const body = await readFile(join(releases, match[1], match[2]));
    const type = match[2].endsWith('.json') ? 'application/json' : 'text/javascript';
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});

let host: Server;
const remoteManifests: { public?: string } = {};
beforeAll(async () => {
  await copyRelease('1');
  // The heading's text as both builds quote it (minified: "…"; the server build: '…').
  await copyRelease('2', (source) => source.replace(/(["'])Jobs everywhere\1/g, `$1${releaseTwoHeading}$1`));
  host = remoteHost.listen(0, '127.0.0.1');
  await once(host, 'listening');
  remoteManifests.public = `http://127.0.0.1:${(host.address() as AddressInfo).port}/1/mf-manifest.json`;
});
afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
  await rm(releases, { recursive: true, force: true });
});

const product = useRunningProduct({ remoteManifests });
const browser = useBrowser();

const word = `zq${randomBytes(4).toString('hex')}`;
let jobs: { id: string; title: string }[] = [];
beforeAll(async () => {
  const employer = await createEmployerRecord({ companyName: 'Harbor Light Logistics' });
  // A verified employer: its jobs carry JobPosting structured data.
  await EmployerModel.updateOne({ _id: employer.id }, { $set: { verificationStatus: 'verified' } });
  jobs = await Promise.all(
    ['Forklift Operator', 'Night Dock Lead'].map((title) =>
      createJobRecord(employer, {
        title: `${title} ${word}`,
        description: `Load and unload trailers safely (${word}); we train on the job.`,
        secondChanceEmployer: true,
      }),
    ),
  );
});

/** The HTML the edge sends for a path, as a browser or a crawler receives it (no script run). */
const htmlOf = async (path: string, cookie?: string) => {
  const response = await fetch(product.url + path, { headers: cookie ? { cookie } : {} });
  return { status: response.status, policy: response.headers.get('content-security-policy') ?? '', html: await response.text() };
};

/** The API answers embedded in a rendered page, by URL. */
const embeddedData = (html: string): Record<string, unknown> => {
  const match = new RegExp(`<script type="application/json" id="${renderedDataElementId}">([\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error('the page carries no embedded data');
  return JSON.parse(match[1]) as Record<string, unknown>;
};

/** The text of the rendered root element, tags removed. */
const rootText = (html: string) => {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${renderedDataElementId}">`);
  if (start < 0 || end < 0) throw new Error('the page was not rendered on the server');
  // React separates adjacent texts with `<!-- -->`: removed, not made a space.
  return html
    .slice(start, end)
    .replace(/<!--[^>]*-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
};

/** Waits until the search index holds the new jobs: the HTML of /jobs?q=<word> lists them. */
const searchHtml = async () => {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await htmlOf(`/jobs?q=${word}`);
    if (jobs.every((job) => rootText(answer.html).includes(job.title)) || attempt === 40) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** API calls a page makes, by path and query. */
const recordApiCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
};

const signedInCookie = async (role: Role, subjectId: string) => {
  const client = new TestClient(() => product.url);
  await signInAs(client, { subjectId, role });
  return client.cookieHeader;
};

describe('server-rendered first pages', () => {
  it('sends the search results, a job, the home page and second chance in the HTML, with the data they were rendered with', async () => {
    const search = await searchHtml();
    expect(search.status).toBe(200);
    for (const job of jobs) expect(rootText(search.html)).toContain(job.title);
    expect(Object.keys(embeddedData(search.html))).toContain(`/api/jobs?q=${word}`);
    expect(search.html).toMatch(/<title>Find Jobs/);
    // The page's styles come with it, allowed by the page's own nonce.
    const nonce = /'nonce-([^']+)'/.exec(search.policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(search.html).toContain(`<style data-rendered-styles nonce="${nonce}"`);
    // No inline script: the policy allows none, and the page needs none.
    expect(search.html).not.toMatch(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>/);

    const jobPage = await htmlOf(`/jobs/${jobs[0].id}`);
    expect(jobPage.status).toBe(200);
    expect(rootText(jobPage.html)).toContain(jobs[0].title);
    expect(rootText(jobPage.html)).toContain(`Load and unload trailers safely (${word})`);
    expect(jobPage.html).toContain('"@type":"JobPosting"');
    expect(Object.keys(embeddedData(jobPage.html)).some((key) => key.startsWith(`/api/jobs/${jobs[0].id}`))).toBe(true);

    const home = await htmlOf('/');
    expect(rootText(home.html)).toContain('Because real people deserve real opportunities');
    expect(Object.keys(embeddedData(home.html))).toContain('/api/jobs/figures');

    const secondChance = await htmlOf('/second-chance');
    expect(rootText(secondChance.html)).toMatch(/Second Chance/);
    expect(Object.keys(embeddedData(secondChance.html)).some((key) => key.startsWith('/api/jobs/second-chance'))).toBe(true);

    // A job that does not exist keeps its 404, and the browser shows the not-found screen.
    expect((await htmlOf('/jobs/0123456789abcdef01234567')).status).toBe(404);
  });

  it('renders the header as the signed-in visitor sees it', async () => {
    const subjectId = randomBytes(12).toString('hex');
    const cookie = await signedInCookie('jobseeker', subjectId);
    const user = await UserModel.findById(subjectId).lean();
    const { html } = await htmlOf('/jobs', cookie);
    expect(rootText(html)).toContain(String(user?.firstName));
    expect(rootText(html)).not.toContain('Sign Up');
  });

  it('hydrates each page without an error or a second read of its data, and the page then works', async () => {
    await searchHtml();
    for (const path of ['/', `/jobs?q=${word}`, '/second-chance', `/jobs/${jobs[0].id}`]) {
      const page = await browser.newPage({ width: 390, height: 844 });
      const calls = recordApiCalls(page);
      await page.goto(product.url + path, { waitUntil: 'networkidle' });
      expect(browser.problemsOf(page)).toEqual([]);
      // Everything the page showed first came in the HTML: no session read, no list read.
      expect(calls).toEqual([]);
      await saveScreenshot(page, `server-rendered${path.replace(/[^a-z0-9]+/gi, '-')}`);
    }

    // The search is interactive after hydration: a filter narrows the list the server sent.
    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    await page.goto(`${product.url}/jobs?q=${word}`, { waitUntil: 'networkidle' });
    await page.getByText('2 jobs found').waitFor();
    await page.getByLabel('Job Title or Keywords').fill(`Forklift ${word}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=Forklift/);
    await page.getByRole('link', { name: jobs[0].title }).first().waitFor();
    expect(calls.some((call) => call.startsWith('GET /api/jobs?q=Forklift'))).toBe(true);

    // A job page is interactive after hydration: Apply opens the application form.
    await page.getByRole('link', { name: jobs[0].title }).first().click();
    await page.getByRole('heading', { name: jobs[0].title, level: 1 }).waitFor();
    await page.getByRole('button', { name: /apply/i }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it("shows a reader in another time zone their own calendar date, without a hydration error", async () => {
    // Posted at 03:00 UTC yesterday: still the day before in Los Angeles (UTC-7 or -8).
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const posted = new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate(), 3));
    const employer = await createEmployerRecord({ companyName: 'Pacific Night Freight' });
    const job = await createJobRecord(employer, { title: 'Night Loader', posted });
    // The services run in this process: their calendar is this process's (UTC on the test machines).
    const serverDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(posted);
    const readerDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/Los_Angeles' }).format(posted);
    expect(serverDate).not.toBe(readerDate);
    expect(rootText((await htmlOf(`/jobs/${job.id}`)).html)).toContain(`Posted ${serverDate}`);

    const page = await browser.newPage({ timezoneId: 'America/Los_Angeles' });
    await page.goto(`${product.url}/jobs/${job.id}`, { waitUntil: 'networkidle' });
    await page.getByText(`Posted ${readerDate}`).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  /** A phone on a slow network: the page's code (the public remote's files) arrives only when `release` is called. */
  const pageWithRemoteHeld = async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/1/**', async (route) => {
      await held;
      await route.continue();
    });
    return { page, release };
  };

  it('keeps a tap on Apply made before the page could respond, and opens the form once it can', async () => {
    const { page, release } = await pageWithRemoteHeld();
    // The shell's script has run (it is deferred: DOMContentLoaded waits for it); the page's code has not arrived.
    await page.goto(`${product.url}/jobs/${jobs[0].id}`, { waitUntil: 'domcontentloaded' });
    const apply = page.getByRole('button', { name: /apply/i }).first();
    await apply.click();
    release();
    await page.getByRole('dialog').waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('keeps a tap on Search Jobs made before the page could respond: the page searches once it can, the browser does not send the form itself', async () => {
    const { page, release } = await pageWithRemoteHeld();
    await page.goto(`${product.url}/`, { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    await main.getByLabel('Location').fill('Sacramento');
    await main.getByRole('button', { name: 'Search Jobs' }).click();
    // Held back: still the home page, with nothing in its address.
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL((url) => url.pathname === '/jobs');
    expect(new URL(page.url()).pathname).toBe('/jobs');
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('serves a remote released anew, on the server and in the browser, without a new shell', async () => {
    expect(rootText((await htmlOf('/jobs')).html)).toContain(searchHeading);

    // Release 2: only the remote configuration changes.
    remoteManifests.public = remoteManifests.public?.replace('/1/', '/2/');
    let html = '';
    for (let attempt = 0; attempt < 60 && !html.includes(releaseTwoHeading); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      html = rootText((await htmlOf('/jobs')).html);
    }
    expect(html).toContain(releaseTwoHeading);

    const page = await browser.newPage();
    await page.goto(`${product.url}/jobs`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: releaseTwoHeading, level: 1 }).waitFor();
    // Hydrated by release 2's browser files: the same text, no mismatch.
    expect(browser.problemsOf(page)).toEqual([]);
    await page.getByLabel('Job Title or Keywords').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('2 jobs found').waitFor();
  });
});
