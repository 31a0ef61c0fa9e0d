import { ApplicationModel } from '@jobboard/db';
import { sessionCookieName } from '@jobboard/server-kit';
import {
  createEmployerRecord,
  createJobRecord,
  TestClient,
  testConfig,
  testPassword,
  uniqueEmail,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import jwt from 'jsonwebtoken';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';
import { applyThroughApi } from './application-builders';
import { aJobSeekerSignup, signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);

const claimCookie = 'jb_applications';

let employer: { id: string; companyName: string; email: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Harbor Logistics' });
});

const aJob = () => createJobRecord(employer, { title: 'Forklift Operator' });
const ownerOf = async (applicationId: string) => {
  const application = await ApplicationModel.findById(applicationId).select({ userId: 1 }).lean();
  return application?.userId === undefined ? undefined : String(application.userId);
};
const claimCookieOf = (setCookies: string[]) => setCookies.find((cookie) => cookie.startsWith(`${claimCookie}=`));
const trackedIds = async (client: TestClient, userId: string) =>
  (await client.get<{ id: string }[]>(`/api/users/${userId}/applications`)).body.map((application) => application.id);

describe('applications sent before signing up join the account made in the same browser', () => {
  it('remembers an anonymous application in a signed, httpOnly, SameSite=Lax cookie for 30 days', async () => {
    const { setCookies } = await applyThroughApi(api.url, (await aJob()).id, { email: uniqueEmail('applicant') });

    const cookie = claimCookieOf(setCookies);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('sets no such cookie when a signed-in job seeker applies (the application is theirs already)', async () => {
    const client = visitor();
    const { email } = await signUpJobSeeker(client);

    const { setCookies } = await applyThroughApi(api.url, (await aJob()).id, { email }, client);

    expect(claimCookieOf(setCookies)).toBeUndefined();
  });

  it('claims them on signup with the same email (any case), shows them in the tracker, and clears the cookie', async () => {
    const browser = visitor();
    const email = uniqueEmail('applicant');
    const first = await applyThroughApi(api.url, (await aJob()).id, { email }, browser);
    const second = await applyThroughApi(api.url, (await aJob()).id, { email }, browser);

    const form = aJobSeekerSignup({ email: email.toUpperCase() });
    expect((await browser.post('/api/job-seekers/signup', form)).status).toBe(202);
    // The sign-up page signs in next with the same password: that is when the applications join.
    const signup = await browser.post('/api/job-seekers/login', { email: form.email, password: form.password });

    expect(signup.status).toBe(200);
    const userId = signup.body.id as string;
    expect(await ownerOf(first.id)).toBe(userId);
    expect(await ownerOf(second.id)).toBe(userId);
    expect((await trackedIds(browser, userId)).sort()).toEqual([first.id, second.id].sort());
    expect(claimCookieOf(signup.headers.getSetCookie())).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('claims them on login to an existing account', async () => {
    const email = uniqueEmail('returning');
    await signUpJobSeeker(visitor(), { email });
    const browser = visitor();
    const application = await applyThroughApi(api.url, (await aJob()).id, { email }, browser);

    const login = await browser.post('/api/job-seekers/login', { email, password: testPassword });

    expect(login.status).toBe(200);
    expect(await ownerOf(application.id)).toBe(login.body.id);
  });

  it('claims nothing for someone who only knows the email (another browser)', async () => {
    const email = uniqueEmail('applicant');
    const application = await applyThroughApi(api.url, (await aJob()).id, { email }, visitor());

    const otherBrowser = visitor();
    const account = await signUpJobSeeker(otherBrowser, { email });

    expect(await ownerOf(application.id)).toBeUndefined();
    expect(await trackedIds(otherBrowser, account.id)).toEqual([]);
  });

  it('claims only the applications sent with the account’s own email', async () => {
    const browser = visitor();
    const someoneElses = await applyThroughApi(api.url, (await aJob()).id, { email: uniqueEmail('friend') }, browser);

    const account = await signUpJobSeeker(browser);

    expect(await ownerOf(someoneElses.id)).toBeUndefined();
    expect(await trackedIds(browser, account.id)).toEqual([]);
  });

  it('never moves an application that already belongs to an account', async () => {
    const email = uniqueEmail('applicant');
    const browser = visitor();
    const application = await applyThroughApi(api.url, (await aJob()).id, { email }, browser);
    const owner = await signUpJobSeeker(visitor(), { email: uniqueEmail('owner') });
    await ApplicationModel.updateOne({ _id: application.id }, { $set: { userId: owner.id } });

    await signUpJobSeeker(browser, { email });

    expect(await ownerOf(application.id)).toBe(owner.id);
  });

  it('ignores a cookie that was not signed by the service, or a session token in its place', async () => {
    const email = uniqueEmail('applicant');
    const application = await applyThroughApi(api.url, (await aJob()).id, { email });
    const forged = visitor();
    forged.setCookie(
      claimCookie,
      jwt.sign({ applications: [application.id] }, 'not-the-service-secret-not-the-service-secret', {
        algorithm: 'HS256',
        issuer: 'jobboard',
        audience: 'application-claim',
      }),
    );
    const session = visitor();
    await signUpJobSeeker(session);
    const sessionToken = session.cookieHeader.match(new RegExp(`${sessionCookieName}=([^;]+)`))![1];
    const withSessionToken = visitor();
    withSessionToken.setCookie(claimCookie, sessionToken);
    const unsigned = visitor();
    unsigned.setCookie(claimCookie, jwt.sign({ applications: [application.id] }, '', { algorithm: 'none' }));

    await signUpJobSeeker(forged, { email: email.replace('@', '+1@') });
    await signUpJobSeeker(withSessionToken, { email: email.replace('@', '+2@') });
    const account = await signUpJobSeeker(unsigned, { email });

    expect(await ownerOf(application.id)).toBeUndefined();
    expect(await trackedIds(unsigned, account.id)).toEqual([]);
  });

  it('remembers the latest 20 applications of a browser', async () => {
    const secret = testConfig().SESSION_SECRET;
    const claimOptions = { algorithm: 'HS256', issuer: 'jobboard', audience: 'application-claim' } as const;
    const remembered = Array.from({ length: 20 }, () => String(new Types.ObjectId()));
    const browser = visitor();
    browser.setCookie(claimCookie, jwt.sign({ applications: remembered }, secret, claimOptions));

    const latest = await applyThroughApi(api.url, (await aJob()).id, { email: uniqueEmail('applicant') }, browser);

    const token = browser.cookieHeader.match(new RegExp(`${claimCookie}=([^;]+)`))![1];
    const claims = jwt.verify(token, secret, claimOptions) as { applications: string[] };
    expect(claims.applications).toEqual([...remembered.slice(1), latest.id]);
  });
});
