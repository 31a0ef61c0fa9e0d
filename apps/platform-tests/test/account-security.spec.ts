import { accountSecurityMessages, type AccountRole } from '@jobboard/contracts';
import { AccountTokenModel, EmployerModel, LoginThrottleModel, OutboxMessageModel, SessionModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import { recipientMailCaps } from '@jobboard/mail';
import {
  accountLinkFromOutbox,
  anEmployerRegistration,
  aVeteranRegistration,
  markEmailVerified,
  signUpThroughApi,
  TestClient,
  testPassword,
  uniqueEmail,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
// Platform tests start the real services in-process.
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);
const employerApi = useTestService(createEmployerApi);
const veteranApi = useTestService(createVeteranApi);
// A veteran-api whose sign-ups and reset requests are limited to 2 per client network and hour.
const strictVeteranApi = useTestService(createVeteranApi, { ACCOUNT_REQUEST_RATE_LIMIT_PER_ADDRESS: 2 });

const kinds = {
  jobseeker: {
    url: () => publicApi.url,
    base: '/api/job-seekers',
    signUp: '/api/job-seekers/signup',
    form: (email: string) => ({ firstName: 'Rosa', lastName: 'Delgado', email, password: testPassword }),
    stored: (email: string) => UserModel.findOne({ email }).lean(),
    signInPage: '/job-seeker-login',
    forgotPage: '/forgot-password',
  },
  employer: {
    url: () => employerApi.url,
    base: '/api/employers',
    signUp: '/api/employers',
    form: (email: string) => anEmployerRegistration({ email, password: testPassword }),
    stored: (email: string) => EmployerModel.findOne({ email }).lean(),
    signInPage: '/employer-login',
    forgotPage: '/employer-forgot-password',
  },
  veteran: {
    url: () => veteranApi.url,
    base: '/api/veterans',
    signUp: '/api/veterans',
    form: (email: string) => aVeteranRegistration({ email, password: testPassword }),
    stored: (email: string) => VeteranProfileModel.findOne({ email }).lean(),
    signInPage: '/veteran-login',
    forgotPage: '/veteran-forgot-password',
  },
} as const satisfies Record<AccountRole, unknown>;

const roles = Object.keys(kinds) as AccountRole[];
const outboxOf = (email: string, kind?: string) => OutboxMessageModel.find({ to: email, ...(kind ? { kind } : {}) }).lean();

describe.each(roles)('the %s account', (role) => {
  const kind = kinds[role];
  const client = (headers: Record<string, string> = {}) => new TestClient(kind.url, headers);
  const signIn = (browser: TestClient, email: string, password = testPassword) => browser.post(`${kind.base}/login`, { email, password });

  describe('sign-up', () => {
    it('answers a new and a taken address alike, with no session, and tells the owner of the taken one by email', async () => {
      const email = uniqueEmail(`${role}-owner`);
      const first = client();
      const second = client();

      const fresh = await first.post(kind.signUp, kind.form(email));
      const taken = await second.post(kind.signUp, { ...kind.form(email), password: 'a different password 42' });

      expect(fresh.status).toBe(202);
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual(fresh.body);
      expect(fresh.body).toEqual({ message: accountSecurityMessages.signUpAccepted });
      expect([...fresh.headers.getSetCookie(), ...taken.headers.getSetCookie()]).toEqual([]);
      const account = await kind.stored(email);
      expect(await SessionModel.countDocuments({ 'sess.subjectId': account?._id })).toBe(0);
      // One account, unconfirmed, with the first password; the second one opens nothing.
      expect(account?.emailVerifiedAt).toBeUndefined();
      expect((await signIn(client(), email, 'a different password 42')).status).toBe(401);
      expect((await signIn(client(), email)).status).toBe(200);
      const [verification] = await outboxOf(email, 'email-verification');
      expect(verification.redactWhenSent).toBe(true);
      const [notice] = await outboxOf(email, 'sign-up-attempt');
      expect(notice.subject).toBe('Someone tried to create an account with your address');
      expect(notice.text).toContain(`${kind.signInPage}`);
      expect(notice.text).toContain(`${kind.forgotPage}`);
      expect(notice.text).toContain(email);
    });

    it('sends an address at most the daily cap of account emails, whatever the number of sign-ups', async () => {
      const email = uniqueEmail(`${role}-flooded`);

      const answers = await Promise.all(Array.from({ length: 8 }, () => client().post(kind.signUp, kind.form(email))));

      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([202]));
      expect(await OutboxMessageModel.countDocuments({ to: email })).toBe(recipientMailCaps.account);
    });
  });

  describe('email verification', () => {
    it('confirms the address with the emailed link, once', async () => {
      const email = uniqueEmail(`${role}-verify`);
      await signUpThroughApi(client(), role, kind.form(email), { verified: false });
      const token = await accountLinkFromOutbox(email, 'email-verification');

      const verified = await client().post(`${kind.base}/verify-email`, { token });
      const again = await client().post(`${kind.base}/verify-email`, { token });

      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ email });
      expect((await kind.stored(email))?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(accountSecurityMessages.linkInvalid);
      // Only the token's hash is stored.
      expect(await AccountTokenModel.countDocuments({ _id: token })).toBe(0);
    });

    it("refuses a link of another kind of account, a wrong one and one whose address is no longer the account's", async () => {
      const email = uniqueEmail(`${role}-moved`);
      await signUpThroughApi(client(), role, kind.form(email), { verified: false });
      const token = await accountLinkFromOutbox(email, 'email-verification');
      const otherRole = roles.find((candidate) => candidate !== role)!;

      expect((await new TestClient(kinds[otherRole].url).post(`${kinds[otherRole].base}/verify-email`, { token })).status).toBe(400);
      expect((await client().post(`${kind.base}/verify-email`, { token: 'not-a-token' })).status).toBe(400);
      // The address changes behind the link (as a change in Settings does).
      const moveTo = { $set: { email: uniqueEmail('elsewhere') } };
      if (role === 'jobseeker') await UserModel.updateOne({ email }, moveTo);
      if (role === 'employer') await EmployerModel.updateOne({ email }, moveTo);
      if (role === 'veteran') await VeteranProfileModel.updateOne({ email }, moveTo);
      const moved = await client().post(`${kind.base}/verify-email`, { token });

      expect(moved.status).toBe(400);
      expect(moved.body.message).toBe(accountSecurityMessages.linkInvalid);
    });

    it('resends a link to the signed-in account within the daily cap, and nothing to a verified one', async () => {
      const email = uniqueEmail(`${role}-resend`);
      const browser = client();
      await signUpThroughApi(browser, role, kind.form(email), { verified: false });

      // The sign-up's link took one of the day's account emails.
      const resent = [];
      for (let count = 1; count < recipientMailCaps.account; count += 1) resent.push(await browser.post(`${kind.base}/verify-email/resend`));
      const overCap = await browser.post(`${kind.base}/verify-email/resend`);

      expect(resent.map((answer) => answer.status)).toEqual(Array(recipientMailCaps.account - 1).fill(202));
      expect(resent[0].body).toEqual({ message: accountSecurityMessages.verificationResent });
      expect(overCap.status).toBe(429);
      expect(overCap.body.message).toBe(accountSecurityMessages.tooManyEmails);
      expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'email-verification' })).toBe(recipientMailCaps.account);
      expect((await client().post(`${kind.base}/verify-email/resend`)).status).toBe(401);

      const confirmed = uniqueEmail(`${role}-confirmed`);
      const confirmedBrowser = client();
      await signUpThroughApi(confirmedBrowser, role, kind.form(confirmed));
      const answer = await confirmedBrowser.post(`${kind.base}/verify-email/resend`);
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: accountSecurityMessages.verificationResent });
      expect(await OutboxMessageModel.countDocuments({ to: confirmed, kind: 'email-verification' })).toBe(1);
    });
  });

  describe('password recovery', () => {
    const requestReset = (email: string, browser = client()) => browser.post(`${kind.base}/password-reset`, { email });
    const completeReset = (token: string, newPassword = 'a brand new password 7') =>
      client().post(`${kind.base}/password-reset/complete`, { token, newPassword });

    it('answers an unknown and a known address alike, and emails only the known one a link', async () => {
      const known = uniqueEmail(`${role}-known`);
      await signUpThroughApi(client(), role, kind.form(known));
      const unknown = uniqueEmail(`${role}-unknown`);

      const forKnown = await requestReset(known);
      const forUnknown = await requestReset(unknown);

      expect(forKnown.status).toBe(202);
      expect(forUnknown.status).toBe(forKnown.status);
      expect(forUnknown.body).toEqual(forKnown.body);
      expect(forKnown.body).toEqual({ message: accountSecurityMessages.passwordResetRequested });
      expect(await OutboxMessageModel.countDocuments({ to: known, kind: 'password-reset' })).toBe(1);
      expect(await OutboxMessageModel.countDocuments({ to: unknown })).toBe(0);
      const [reset] = await outboxOf(known, 'password-reset');
      expect(reset.redactWhenSent).toBe(true);
    });

    it('sets the new password once, ends every session, lets a locked-out owner in, confirms the address and tells the owner', async () => {
      const email = uniqueEmail(`${role}-reset`);
      const laptop = client();
      const { id } = await signUpThroughApi(laptop, role, kind.form(email), { verified: false });
      const phone = client();
      expect((await signIn(phone, email)).status).toBe(200);
      const sessionsOfAccount = () => SessionModel.countDocuments({ 'sess.subjectId': id, 'sess.role': role });
      expect(await sessionsOfAccount()).toBe(2);
      // Someone guessed at the account from many addresses: its ceiling is passed.
      await LoginThrottleModel.updateOne(
        { _id: `${role}:account:${email}` },
        { $set: { attempts: 10_000, windowStartedAt: new Date(), lastAttemptAt: new Date() } },
        { upsert: true },
      );
      expect((await signIn(client(), email)).status).toBe(429);
      await requestReset(email);
      const token = await accountLinkFromOutbox(email, 'password-reset');

      const done = await completeReset(token);
      const again = await completeReset(token, 'yet another password 9');

      expect(done.status).toBe(204);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(accountSecurityMessages.linkInvalid);
      expect(await sessionsOfAccount()).toBe(0);
      expect((await laptop.get(`${kind.base}/session`)).body).toBeNull();
      expect((await signIn(client(), email)).status).toBe(401);
      expect((await signIn(client(), email, 'a brand new password 7')).status).toBe(200);
      expect((await kind.stored(email))?.emailVerifiedAt).toBeInstanceOf(Date);
      const [notice] = await outboxOf(email, 'password-changed');
      expect(notice.subject).toBe('Your password was changed');
      expect(notice.redactWhenSent).toBe(false);
    });

    it('uses one link exactly once among 10 parallel attempts', async () => {
      const email = uniqueEmail(`${role}-race`);
      await signUpThroughApi(client(), role, kind.form(email));
      await requestReset(email);
      const token = await accountLinkFromOutbox(email, 'password-reset');

      const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => completeReset(token, `parallel password ${index}`)));

      expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 400)).toHaveLength(9);
      expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'password-changed' })).toBe(1);
    });

    it('refuses an expired link and leaves the password as it was', async () => {
      const email = uniqueEmail(`${role}-expired`);
      await signUpThroughApi(client(), role, kind.form(email));
      await requestReset(email);
      const token = await accountLinkFromOutbox(email, 'password-reset');
      await AccountTokenModel.updateMany({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

      const answer = await completeReset(token);

      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(accountSecurityMessages.linkInvalid);
      expect((await signIn(client(), email)).status).toBe(200);
    });

    it('queues at most the daily cap of reset emails for 20 parallel requests for one address', async () => {
      const email = uniqueEmail(`${role}-storm`);
      await signUpThroughApi(client(), role, kind.form(email));
      await markEmailVerified(role, email);

      const answers = await Promise.all(Array.from({ length: 20 }, () => requestReset(email)));

      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([202]));
      // The sign-up's confirmation link took one of the day's account emails.
      expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'password-reset' })).toBe(recipientMailCaps.account - 1);
    });
  });
});

describe('a new address in Settings', () => {
  it.each([
    ['employer', () => employerApi.url, '/api/employers'],
    ['veteran', () => veteranApi.url, '/api/veterans'],
  ] as const)("of a verified %s is unconfirmed again, gets a link, and the old address's links stop working", async (role, url, base) => {
    const email = uniqueEmail(`${role}-before`);
    const browser = new TestClient(url);
    const form =
      role === 'employer' ? anEmployerRegistration({ email, password: testPassword }) : aVeteranRegistration({ email, password: testPassword });
    const { id } = await signUpThroughApi(browser, role, form, { verified: false });
    const oldToken = await accountLinkFromOutbox(email, 'email-verification');
    const newEmail = uniqueEmail(`${role}-after`);
    await markEmailVerified(role, email);

    expect((await browser.put(`${base}/${id}/credentials`, { currentPassword: testPassword, email: newEmail })).status).toBe(200);

    const stored = role === 'employer' ? await EmployerModel.findById(id).lean() : await VeteranProfileModel.findById(id).lean();
    expect(stored?.emailVerifiedAt).toBeUndefined();
    expect((await new TestClient(url).post(`${base}/verify-email`, { token: oldToken })).status).toBe(400);
    const newToken = await accountLinkFromOutbox(newEmail, 'email-verification');
    expect((await new TestClient(url).post(`${base}/verify-email`, { token: newToken })).body).toEqual({ email: newEmail });
  });
});

describe('sign-ups and reset requests from one client network', () => {
  const from = (ip: string) => new TestClient(() => strictVeteranApi.url, { 'x-forwarded-for': ip });

  it('are limited per network (an IPv6 /64 counts as one) with the same 429 whatever the address', async () => {
    const network = '2001:db8:77:1::';
    const answers = [];
    for (let host = 1; host <= 3; host += 1) answers.push(await from(`${network}${host}`).post('/api/veterans', aVeteranRegistration()));
    const resets = [];
    for (let host = 1; host <= 3; host += 1)
      resets.push(await from(`${network}${host}`).post('/api/veterans/password-reset', { email: uniqueEmail('any') }));
    const elsewhere = await from('2001:db8:77:2::1').post('/api/veterans', aVeteranRegistration());

    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 429]);
    expect(answers[2].body.message).toBe(accountSecurityMessages.tooManyAccountRequests);
    expect(resets.map((answer) => answer.status)).toEqual([202, 202, 429]);
    expect(elsewhere.status).toBe(202);
  });
});
