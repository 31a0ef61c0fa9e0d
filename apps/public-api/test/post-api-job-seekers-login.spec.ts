import { TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { OutboxMessageModel } from '@jobboard/db';
import { signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);
// Each "address" is a separate client IP as the edge would forward it.
const visitorFrom = (ip = '203.0.113.10') => new TestClient(() => api.url, { 'x-forwarded-for': ip });
const newJobSeeker = () => signUpJobSeeker(new TestClient(() => api.url));

/** The token of the newest password reset link emailed to an address (read before the outbox forgets it). */
const resetTokenFromOutbox = async (email: string): Promise<string> => {
  const [message] = await OutboxMessageModel.find({ to: email, text: /reset-password\?token=/ }).sort({ createdAt: -1 }).limit(1).lean();
  const token = /reset-password\?token=([\w-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no password reset link was emailed to ${email}`);
  return token;
};

describe('POST /api/job-seekers/login', () => {
  it('signs the job seeker in and answers with the account, without the password', async () => {
    const jobSeeker = await newJobSeeker();
    const client = visitorFrom();

    const response = await client.post('/api/job-seekers/login', { email: jobSeeker.email, password: jobSeeker.password });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: jobSeeker.id, firstName: 'Rosa', lastName: 'Delgado', email: jobSeeker.email });
    expect(response.body).not.toHaveProperty('passwordHash');
    expect(response.headers.getSetCookie().join(';')).toMatch(/jb_session=.*HttpOnly/i);
    expect((await client.get('/api/job-seekers/session')).body).toMatchObject({ id: jobSeeker.id });
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const jobSeeker = await newJobSeeker();

    const response = await visitorFrom().post('/api/job-seekers/login', {
      email: `  ${jobSeeker.email.toUpperCase()} `,
      password: jobSeeker.password,
    });

    expect(response.status).toBe(200);
  });

  it.each([
    [{ password: 'whatever-password' }, 'email'],
    [{ email: 'someone@example.com' }, 'password'],
    [{ email: '', password: '' }, 'email'],
  ])('when a field is missing (%p), answers 400 naming %s', async (body, field) => {
    const response = await visitorFrom().post('/api/job-seekers/login', body);

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.message).toContain(field);
  });

  it('answers a wrong password and an unknown email with the same 401 and no cookie', async () => {
    const jobSeeker = await newJobSeeker();

    const wrongPassword = await visitorFrom('203.0.113.20').post('/api/job-seekers/login', {
      email: jobSeeker.email,
      password: 'not the password',
    });
    const unknownEmail = await visitorFrom('203.0.113.21').post('/api/job-seekers/login', {
      email: 'nobody-here@example.com',
      password: 'not the password',
    });

    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body.code).toBe('unauthenticated');
    expect(wrongPassword.body.message).toBe(unknownEmail.body.message);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    { email: { $gt: '' }, password: 'x' },
    { email: 'someone@example.com', password: { $ne: null } },
  ])('refuses an operator object in place of a credential (%p) with 400', async (body) => {
    const response = await visitorFrom().post('/api/job-seekers/login', body);

    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('throttles an address after 5 failures at an account with 429 and a growing wait, even for the right password', async () => {
    const jobSeeker = await newJobSeeker();
    const guesser = visitorFrom('198.51.100.7');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await guesser.post('/api/job-seekers/login', { email: jobSeeker.email, password: 'wrong password' });
      expect(failed.status).toBe(401);
    }

    const throttled = await guesser.post('/api/job-seekers/login', { email: jobSeeker.email, password: jobSeeker.password });

    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('too_many_requests');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.headers.getSetCookie()).toEqual([]);
  });

  it('counts 20 wrong passwords sent at once: 5 are checked, 15 refused with 429', async () => {
    const jobSeeker = await newJobSeeker();
    const guesser = visitorFrom('198.51.100.8');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => guesser.post('/api/job-seekers/login', { email: jobSeeker.email, password: 'wrong password' })),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('never lets a stranger lock the owner out: the owner signs in from another address on the first try', async () => {
    const jobSeeker = await newJobSeeker();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await visitorFrom('198.51.100.9').post('/api/job-seekers/login', { email: jobSeeker.email, password: 'wrong password' });
    }

    const owner = await visitorFrom('203.0.113.50').post('/api/job-seekers/login', { email: jobSeeker.email, password: jobSeeker.password });

    expect(owner.status).toBe(200);
  });

  it("past the account's ceiling, refuses guesses from every address, a new one's first too, until the owner resets the password", async () => {
    const jobSeeker = await newJobSeeker();
    // 60 guesses, each from an address of its own: the account's ceiling (50) stops the rest.
    const guesses = [];
    for (let address = 0; address < 60; address += 1) {
      guesses.push(
        await visitorFrom(`192.0.2.${address + 100}`).post('/api/job-seekers/login', { email: jobSeeker.email, password: 'wrong password' }),
      );
    }
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);

    const newcomer = visitorFrom('198.51.100.201');
    expect((await newcomer.post('/api/job-seekers/login', { email: jobSeeker.email, password: jobSeeker.password })).status).toBe(429);

    expect((await newcomer.post('/api/job-seekers/password-reset', { email: jobSeeker.email })).status).toBe(202);
    const token = await resetTokenFromOutbox(jobSeeker.email);
    expect((await newcomer.post('/api/job-seekers/password-reset/complete', { token, newPassword: 'a brand new passphrase' })).status).toBe(204);

    expect((await newcomer.post('/api/job-seekers/login', { email: jobSeeker.email, password: 'a brand new passphrase' })).status).toBe(200);
  }, 60_000);

  it('counts every address of one IPv6 /64 as one address', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const failed = await visitorFrom(`2001:db8:1:2::${(attempt + 1).toString(16)}`).post('/api/job-seekers/login', {
        email: `v6-guess-${attempt}@example.com`,
        password: 'wrong password',
      });
      expect(failed.status).toBe(401);
    }
    const jobSeeker = await newJobSeeker();

    const sameNetwork = await visitorFrom('2001:db8:1:2:ffff:1:2:3').post('/api/job-seekers/login', jobSeeker);
    const otherNetwork = await visitorFrom('2001:db8:1:3::1').post('/api/job-seekers/login', jobSeeker);

    expect(sameNetwork.status).toBe(429);
    expect(otherNetwork.status).toBe(200);
  });

  it('throttles an address after 20 failures across accounts with 429, and not other addresses', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const failed = await visitorFrom(ip).post('/api/job-seekers/login', {
        email: `guess-${attempt}@example.com`,
        password: 'wrong password',
      });
      expect(failed.status).toBe(401);
    }
    const jobSeeker = await newJobSeeker();

    const fromThatAddress = await visitorFrom(ip).post('/api/job-seekers/login', jobSeeker);
    const fromAnotherAddress = await visitorFrom('192.0.2.78').post('/api/job-seekers/login', jobSeeker);

    expect(fromThatAddress.status).toBe(429);
    expect(fromAnotherAddress.status).toBe(200);
  });
});
