import { TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);
// Each "address" is a separate client IP as the edge would forward it.
const visitorFrom = (ip = '203.0.113.10') => new TestClient(() => api.url, { 'x-forwarded-for': ip });
const newJobSeeker = () => signUpJobSeeker(new TestClient(() => api.url));

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

  it("past the account's ceiling across addresses, refuses addresses that already tried, not a new address's first try", async () => {
    const jobSeeker = await newJobSeeker();
    // 50 failures spread over 10 addresses, 5 each (each address's free tries).
    for (let address = 0; address < 10; address += 1) {
      await Promise.all(
        Array.from({ length: 5 }, () =>
          visitorFrom(`192.0.2.${address + 100}`).post('/api/job-seekers/login', { email: jobSeeker.email, password: 'wrong password' }),
        ),
      );
    }
    const tried = visitorFrom('192.0.2.200');
    expect((await tried.post('/api/job-seekers/login', { email: jobSeeker.email, password: 'wrong password' })).status).toBe(401);

    const again = await tried.post('/api/job-seekers/login', { email: jobSeeker.email, password: jobSeeker.password });
    const newcomer = await visitorFrom('192.0.2.201').post('/api/job-seekers/login', { email: jobSeeker.email, password: jobSeeker.password });

    expect(again.status).toBe(429);
    expect(newcomer.status).toBe(200);
  }, 60_000);

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
