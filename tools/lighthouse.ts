/**
 * `npm run lighthouse`: Lighthouse's performance and accessibility scores of the product's main
 * pages, on a phone (Lighthouse's default: a mid-range phone on slow 4G, simulated) and on a
 * desktop (its desktop preset), each the median of several runs.
 *
 *   npm run lighthouse                                    # against npm start at http://localhost:8080
 *   npm run lighthouse -- --url http://localhost:8090 --runs 5 --pages /,/jobs
 *   npm run lighthouse -- --start                         # starts the product itself, as the benches do
 *
 * Pages: `/`, `/jobs`, the page of an open job (`/jobs/:id`, the first of `GET /api/jobs`),
 * `/second-chance`, and the employer, veteran and admin dashboards, signed in through the API as
 * the demo accounts (Lighthouse sends the session cookie as a header). Admins have no demo
 * account: against a running product, name one with `--admin-username` and its password in
 * ADMIN_PASSWORD (as `npm run create-admin` takes it), otherwise the admin dashboard is skipped;
 * `--start` creates one in its own database.
 *
 * Each page runs `--runs` times (3) per preset; the row shows the run with the median performance
 * score (its accessibility score, LCP, TBT and CLS) and the range of the performance scores.
 * The median runs' last screenshots go to test-results/lighthouse/ (a dashboard that shows
 * "not found" was not signed in). `--start` serves dist/apps as built: build the front ends first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Config, Flags } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@jobboard/test-kit/chromium';
import { jobPagePath, portals } from '@jobboard/contracts';
import { AdminUserModel, connectDatabase, disconnectDatabase } from '@jobboard/db';
import { obtainDatabase } from '@jobboard/dev';
import { demoCredentials, seedDemoData } from '@jobboard/seed';
import { hashPassword } from '@jobboard/server-kit';
import mongoose from 'mongoose';
import { startProduct, type RunningProduct } from './bench-stage';

const root = join(__dirname, '..');
const distDir = join(root, 'dist', 'apps');
/** Where the median runs' final screenshots go (git-ignored). */
const screenshotDir = join(root, 'test-results', 'lighthouse');

/** The pages measured, in the table's order, by their page-table paths (`--pages` names them so). */
const allPages = ['/', '/jobs', '/jobs/:id', '/second-chance', '/employer-dashboard/:id', '/veteran-dashboard/:id', '/admin'] as const;
type PageName = (typeof allPages)[number];

const readOptions = () => {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://localhost:8080' },
      start: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      'admin-username': { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of at least 1, not "${values.runs}"`);
  // Each as the table names it; `/employer-dashboard` stands for `/employer-dashboard/:id`.
  const pages = values.pages
    ? values.pages.split(',').map((given) => {
        const name = given.trim();
        const page = allPages.find((candidate) => candidate === name || candidate === `${name}/:id`);
        if (!page) throw new Error(`--pages: "${name}" is not one of ${allPages.join(', ')}`);
        return page;
      })
    : [...allPages];
  return { url: values.url.replace(/\/+$/, ''), start: values.start, runs, pages, adminUsername: values['admin-username'] };
};

const log = { info: (message: string) => console.log(`  ${message}`), warn: (message: string) => console.warn(`  ${message}`) };
const quietLog = { info: () => undefined, warn: (message: string) => console.warn(`  ${message}`) };

/** One Lighthouse run's figures: scores 0–100, times in milliseconds. */
interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  lighthouseVersion: string;
  /** The page as the run left it (JPEG), to see that it showed what it should (a signed-in dashboard). */
  finalScreenshot?: Buffer;
}

interface Target {
  page: PageName;
  url: string;
  cookie?: string;
}

/** A clear refusal when nothing (or not the product) answers at the address. */
const assertReachable = async (origin: string) => {
  try {
    const response = await fetch(`${origin}/api/jobs`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET /api/jobs answered ${response.status}`);
  } catch (error) {
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new Error(`The product does not answer at ${origin} (${reason}). Start it (npm start), pass --url, or let this command start one with --start.`);
  }
};

/** The session cookie a sign-in sets, as a Cookie header. */
const signIn = async (origin: string, path: string, body: Record<string, string>) => {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { cookie, id: ((await response.json()) as { id: string }).id };
};

const demoLogin = (role: (typeof demoCredentials)[number]['role']) => {
  const account = demoCredentials.find((credentials) => credentials.role === role);
  if (!account) throw new Error(`no demo ${role} account in the seed`);
  return { email: account.login, password: account.password };
};

/** The address (and session) of each chosen page. */
const resolveTargets = async (origin: string, pages: PageName[], admin: { username: string; password: string } | undefined): Promise<Target[]> => {
  const targets: Target[] = [];
  for (const page of pages) {
    if (page === '/jobs/:id') {
      const jobs = (await (await fetch(`${origin}/api/jobs`)).json()) as { items: { id: string }[] };
      const job = jobs.items[0];
      if (!job) throw new Error('GET /api/jobs lists no open job: seed the database (npm run seed) to measure a job page.');
      targets.push({ page, url: origin + jobPagePath(job.id) });
    } else if (page === '/employer-dashboard/:id') {
      const employer = await signIn(origin, '/api/employers/login', demoLogin('employer'));
      targets.push({ page, url: `${origin}/employer-dashboard/${employer.id}`, cookie: employer.cookie });
    } else if (page === '/veteran-dashboard/:id') {
      const veteran = await signIn(origin, '/api/veterans/login', demoLogin('veteran'));
      targets.push({ page, url: `${origin}/veteran-dashboard/${veteran.id}`, cookie: veteran.cookie });
    } else if (page === '/admin') {
      if (!admin) {
        console.log('  /admin skipped: admins have no demo account (give one with --admin-username and ADMIN_PASSWORD).');
        continue;
      }
      const { cookie } = await signIn(origin, '/api/admin/login', admin);
      targets.push({ page, url: `${origin}/admin`, cookie });
    } else {
      targets.push({ page, url: origin + page });
    }
  }
  return targets;
};

/** A headless Chromium with its DevTools port open for Lighthouse, one for all the runs: Lighthouse clears the cache and storage before each. */
const launchChromium = async (): Promise<{ port: number; stop(): Promise<void> }> => {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const browser: ChildProcess = spawn(
    chromiumPath(),
    [...chromiumArgs, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    browser.stderr?.on('data', (data: Buffer) => {
      output += data.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    browser.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${output.slice(-2_000)}`)));
  });
  return {
    port,
    stop: async () => {
      if (browser.exitCode === null && browser.signalCode === null) {
        const exited = new Promise((resolve) => browser.once('exit', resolve));
        browser.kill('SIGTERM');
        await exited;
      }
      // Chromium's helper processes may still be writing to the profile as the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
};

const presetNames = ['mobile', 'desktop'] as const;
type Preset = (typeof presetNames)[number];

/**
 * Lighthouse, imported as ES modules by Node itself: required through tsx, its files would be
 * recompiled with esbuild's name-keeping helper, which the functions it sends into the page then
 * call without having it ("__name is not defined").
 */
const loadLighthouse = async () => {
  const module = await import('lighthouse');
  const presets: Record<Preset, Config | undefined> = { mobile: undefined, desktop: module.desktopConfig };
  return { lighthouse: module.default, presets };
};

const runLighthouse = async (port: number, target: Target, preset: Preset): Promise<RunFigures> => {
  const { lighthouse, presets } = await loadLighthouse();
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
  };
  const result = await lighthouse(target.url, flags, presets[preset]);
  if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${target.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    finalScreenshot: finalScreenshotOf(lhr.audits['final-screenshot']?.details),
  };
};

const finalScreenshotOf = (details: unknown): Buffer | undefined => {
  const data = (details as { data?: unknown } | undefined)?.data;
  return typeof data === 'string' ? Buffer.from(data.replace(/^data:image\/\w+;base64,/, ''), 'base64') : undefined;
};

/** The run with the median performance score (the lower middle one of an even count). */
const medianRun = (figures: RunFigures[]): RunFigures => {
  const sorted = [...figures].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const scoreWithRange = (figures: RunFigures[]) => {
  const scores = figures.map((run) => run.performance);
  const median = medianRun(figures).performance;
  return scores.length > 1 ? `${median} (${Math.min(...scores)}–${Math.max(...scores)})` : String(median);
};

/** The product on its own database, seeded with the demo data and one admin, as `npm start` runs it. */
const startOwnProduct = async (): Promise<{ origin: string; admin: { username: string; password: string }; stop(): Promise<void> }> => {
  for (const app of ['shell', ...portals.map((portal) => `${portal}-portal`)]) {
    if (!existsSync(join(distDir, app))) throw new Error(`dist/apps/${app} is missing: build the front ends first.`);
  }
  const given = process.env.MONGODB_URI;
  const obtained = given ? undefined : await obtainDatabase({ purpose: 'test', dataDir: '', log });
  const database = { uri: given ?? obtained?.uri ?? '', dbName: `lighthouse_${randomBytes(4).toString('hex')}` };
  await connectDatabase({ uri: database.uri, dbName: database.dbName, log: quietLog });
  await seedDemoData({ log: quietLog });
  const admin = { username: `lighthouse_${randomBytes(3).toString('hex')}`, password: randomBytes(12).toString('hex') };
  await AdminUserModel.create({ username: admin.username, passwordHash: await hashPassword(admin.password), email: `${admin.username}@example.com`, isActive: true });
  const serviceLog = join(tmpdir(), `lighthouse-services-${process.pid}.log`);
  console.log(`Starting the four services under the supervisor and the edge (their log: ${serviceLog})...`);
  let product: RunningProduct;
  try {
    product = await startProduct({ database, sessionSecret: randomBytes(32).toString('hex'), serviceLog, frontEndDistDir: distDir });
  } catch (error) {
    await disconnectDatabase();
    await obtained?.stop();
    throw error;
  }
  return {
    origin: product.edgeUrl,
    admin,
    stop: async () => {
      await product.stop();
      await mongoose.connection.dropDatabase().catch(() => undefined);
      await disconnectDatabase();
      await obtained?.stop();
    },
  };
};

const main = async () => {
  const { url, start, runs, pages, adminUsername } = readOptions();
  const own = start ? await startOwnProduct() : undefined;
  // Ctrl-C stops the product this command started, not only this process.
  const interrupted = () => void own?.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const origin = own?.origin ?? url;
    await assertReachable(origin);
    const adminPassword = process.env.ADMIN_PASSWORD;
    const admin = own?.admin ?? (adminUsername && adminPassword ? { username: adminUsername, password: adminPassword } : undefined);
    const targets = await resolveTargets(origin, pages, admin);

    const chromium = await launchChromium();
    const startedAt = new Date();
    const loadBefore = loadavg()[0];
    const results = new Map<PageName, Record<Preset, RunFigures[]>>();
    try {
      for (const target of targets) {
        const figures: Record<Preset, RunFigures[]> = { mobile: [], desktop: [] };
        for (const preset of presetNames) {
          for (let run = 1; run <= runs; run += 1) {
            const figure = await runLighthouse(chromium.port, target, preset);
            figures[preset].push(figure);
            console.log(`  ${target.page} ${preset} run ${run}/${runs}: performance ${figure.performance}, LCP ${(figure.lcpMs / 1000).toFixed(1)} s`);
          }
        }
        results.set(target.page, figures);
      }
    } finally {
      await chromium.stop();
    }

    const rows = targets.map(({ page }) => {
      const figures = results.get(page) as Record<Preset, RunFigures[]>;
      const median = medianRun(figures.mobile);
      return [
        page,
        scoreWithRange(figures.mobile),
        String(median.accessibility),
        `${(median.lcpMs / 1000).toFixed(1)} s`,
        `${Math.round(median.tbtMs)} ms`,
        median.cls.toFixed(3),
        scoreWithRange(figures.desktop),
      ];
    });
    mkdirSync(screenshotDir, { recursive: true });
    for (const [page, figures] of results) {
      for (const preset of presetNames) {
        const screenshot = medianRun(figures[preset]).finalScreenshot;
        const name = `${page.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${preset}.jpg`;
        if (screenshot) writeFileSync(join(screenshotDir, name), screenshot);
      }
    }
    const header = ['page', 'mobile perf', 'a11y', 'LCP', 'TBT', 'CLS', 'desktop perf'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
    const allRuns = [...results.values()].flatMap((figures) => [...figures.mobile, ...figures.desktop]);
    const benchmarkIndexes = allRuns.map((run) => run.benchmarkIndex).sort((a, b) => a - b);
    console.log(
      `\n${origin}, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, Lighthouse ${allRuns[0]?.lighthouseVersion ?? '?'}, median of ${runs} run${runs === 1 ? '' : 's'} ` +
        '(mobile: a11y, LCP, TBT, CLS of the median run; perf as median (lowest–highest)):',
    );
    console.log(line(header));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
    console.log(
      `\nLoad average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after; ` +
        `Lighthouse benchmark index ${Math.round(benchmarkIndexes[0] ?? 0)}–${Math.round(benchmarkIndexes.at(-1) ?? 0)} (higher is a faster machine).`,
    );
    console.log(`The median runs' last screenshots: ${screenshotDir}`);
  } finally {
    await own?.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
