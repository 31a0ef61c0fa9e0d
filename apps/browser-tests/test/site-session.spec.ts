import { anEmployerRegistration, aVeteranRegistration, signUpThroughApi, TestClient, testPassword, uniqueEmail } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';
import { saveScreenshot, seriousAccessibilityViolations, useBrowser } from './support/browser';
import { useRunningProduct } from './support/product';

const product = useRunningProduct();
const browser = useBrowser();

// Who is signed in is asked once per page, whatever the role and however many parts of the page
// (the header, the dashboard, the job cards) want to know.

/** Any "who is signed in" call: GET /api/session, or one role's own .../session. */
const isSessionRead = (url: string) => /^\/api\/(?:.+\/)?session$/.test(new URL(url).pathname);

/** The session reads the page sends from now on, seen as they leave (nothing is intercepted). */
const watchSessionReads = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isSessionRead(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
};

const banner = (page: Page) => page.getByRole('banner');
/** The signed-in name as shown in the header (the closed mobile menu holds a hidden copy). */
const nameInHeader = (page: Page, name: string) => banner(page).getByText(name, { exact: true }).filter({ visible: true });

/** Signs the page's browser in at the API: the session cookie is the browser's, as after a login screen. */
const signInAt = async (page: Page, path: '/api/employers/login' | '/api/veterans/login', account: { email: string; password: string }) => {
  const response = await page.request.post(product.url + path, { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
};

describe('one session read per page', () => {
  it('a visitor on /jobs: the header and the job list share one answer', async () => {
    const page = await browser.newPage();
    const sessionReads = watchSessionReads(page);

    await page.goto(`${product.url}/jobs`);
    await page.getByRole('heading', { level: 1, name: /^(Jobs in |Jobs everywhere|Remote jobs)/ }).waitFor();
    await page.waitForLoadState('networkidle');

    // A page rendered on the server comes with the answer it was rendered with: then the browser
    // need not ask at all. Either way, never more than once, and never one role's own call.
    expect(sessionReads.length).toBeLessThanOrEqual(1);
    expect(sessionReads.every((path) => path === '/api/session')).toBe(true);
    await banner(page).getByRole('link', { name: 'Log In', exact: true }).waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('an employer on their dashboard: the header and the dashboard share one answer', async () => {
    const registration = anEmployerRegistration({ companyName: `Keel Harbor Freight ${Date.now() % 100_000}` });
    const employer = await signUpThroughApi(new TestClient(() => product.url), 'employer', registration);
    const page = await browser.newPage();
    await signInAt(page, '/api/employers/login', employer);
    const sessionReads = watchSessionReads(page);

    await page.goto(`${product.url}/employer-dashboard/${employer.id}`);
    await page.getByRole('heading', { level: 1, name: registration.companyName }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(sessionReads).toEqual(['/api/session']);
    expect(await banner(page).getByRole('link', { name: registration.companyName }).first().getAttribute('href')).toBe(
      `/employer-dashboard/${employer.id}`,
    );
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('a veteran on their dashboard: the header and the dashboard share one answer', async () => {
    const veteran = await signUpThroughApi(new TestClient(() => product.url), 'veteran', aVeteranRegistration({ firstName: 'Renata', lastName: 'Okafor' }));
    const page = await browser.newPage();
    await signInAt(page, '/api/veterans/login', veteran);
    const sessionReads = watchSessionReads(page);

    await page.goto(`${product.url}/veteran-dashboard/${veteran.id}`);
    await page.getByRole('heading', { level: 1, name: 'Renata Okafor' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(sessionReads).toEqual(['/api/session']);
    await banner(page).getByRole('button', { name: 'Log Out' }).first().waitFor();
    expect(browser.problemsOf(page)).toEqual([]);
  });

  it('a job seeker who logs in sees their name in the header at once, with no reload and no second read', async () => {
    const email = uniqueEmail('seeker');
    const signUp = await new TestClient(() => product.url).post('/api/job-seekers/signup', { firstName: 'Teodora', lastName: 'Vance', email, password: testPassword });
    expect(signUp.status).toBe(202);
    const page = await browser.newPage();
    const sessionReads = watchSessionReads(page);
    await page.goto(`${product.url}/job-seeker-login`);
    await page.getByRole('heading', { level: 1, name: 'Job Seeker Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Gone if the document were loaded again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByLabel(/^Email\*?$/).fill(email);
    await page.locator('input[name="password"]').fill(testPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    await nameInHeader(page, 'Teodora').waitFor();
    await page.getByRole('heading', { level: 1, name: /^(Jobs in |Jobs everywhere|Remote jobs)/ }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(sessionReads).toEqual(['/api/session']);
    expect(await banner(page).getByRole('link', { name: 'Log In', exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'site-session-job-seeker-signed-in');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(browser.problemsOf(page)).toEqual([]);
  });
});
