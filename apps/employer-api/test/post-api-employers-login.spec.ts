import { anEmployerRegistration, TestClient, useTestDatabase, useTestService, signUpThroughApi } from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const api = useTestService(createEmployerApi);
// Each "address" is a separate client IP as the edge would forward it.
const visitorFrom = (ip = '203.0.113.10') => new TestClient(() => api.url, { 'x-forwarded-for': ip });

const registerEmployer = async () => {
  const registration = anEmployerRegistration();
  const { id } = await signUpThroughApi(new TestClient(() => api.url), 'employer', registration);
  return { id, email: registration.email, password: registration.password };
};

describe('POST /api/employers/login', () => {
  it('signs the employer in and answers with its id, contact and company, without the password', async () => {
    const employer = await registerEmployer();
    const client = visitorFrom();

    const response = await client.post('/api/employers/login', { email: employer.email, password: employer.password });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: employer.id, contactName: 'Dana Reyes', companyName: 'Harbor Logistics' });
    expect(response.body).not.toHaveProperty('passwordHash');
    expect((await client.get(`/api/employers/${employer.id}`)).status).toBe(200);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const employer = await registerEmployer();

    const response = await visitorFrom().post('/api/employers/login', {
      email: `  ${employer.email.toUpperCase()} `,
      password: employer.password,
    });

    expect(response.status).toBe(200);
  });

  it.each([
    [{ password: 'whatever-password' }, 'email'],
    [{ email: 'someone@example.com' }, 'password'],
    [{ email: '', password: '' }, 'email'],
  ])('when a field is missing (%p), answers 400 naming %s', async (body, field) => {
    const response = await visitorFrom().post('/api/employers/login', body);

    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
    expect(response.body.code).toBe('validation_failed');
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const employer = await registerEmployer();

    const wrongPassword = await visitorFrom('203.0.113.20').post('/api/employers/login', {
      email: employer.email,
      password: 'not the password',
    });
    const unknownEmail = await visitorFrom('203.0.113.21').post('/api/employers/login', {
      email: 'nobody-here@example.com',
      password: 'not the password',
    });

    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body.message).toBe(unknownEmail.body.message);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an operator object in place of the email with 400', async () => {
    const response = await visitorFrom().post('/api/employers/login', { email: { $ne: null }, password: 'x' });

    expect(response.status).toBe(400);
  });

  it('throttles an address after 5 failures at an account with 429, and not the owner at another address', async () => {
    const employer = await registerEmployer();
    const guesser = visitorFrom('198.51.100.7');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await guesser.post('/api/employers/login', { email: employer.email, password: 'wrong password' });
      expect(failed.status).toBe(401);
    }

    const throttled = await guesser.post('/api/employers/login', { email: employer.email, password: employer.password });
    const owner = await visitorFrom('198.51.100.99').post('/api/employers/login', { email: employer.email, password: employer.password });

    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('too_many_requests');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(owner.status).toBe(200);
  });

  it('throttles an address after 20 failures across accounts with 429, and not other addresses', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const failed = await visitorFrom(ip).post('/api/employers/login', {
        email: `guess-${attempt}@example.com`,
        password: 'wrong password',
      });
      expect(failed.status).toBe(401);
    }
    const employer = await registerEmployer();

    const fromThatAddress = await visitorFrom(ip).post('/api/employers/login', {
      email: employer.email,
      password: employer.password,
    });
    const fromAnotherAddress = await visitorFrom('192.0.2.78').post('/api/employers/login', {
      email: employer.email,
      password: employer.password,
    });

    expect(fromThatAddress.status).toBe(429);
    expect(fromAnotherAddress.status).toBe(200);
  });
});
