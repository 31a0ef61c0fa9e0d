import { EmployerModel } from '@jobboard/db';
import { anEmployerRegistration, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const api = useTestService(createEmployerApi);
const visitor = () => new TestClient(() => api.url);

describe('POST /api/employers', () => {
  it('registers the employer, pending verification with no credits and its address unconfirmed, answering 202 with no session', async () => {
    const client = visitor();
    const registration = anEmployerRegistration();

    const accepted = await client.post('/api/employers', registration);

    expect(accepted.status).toBe(202);
    expect(accepted.headers.getSetCookie()).toEqual([]);
    expect((await EmployerModel.findOne({ email: registration.email }).lean())?.emailVerifiedAt).toBeUndefined();
    // The page signs in next with the same password.
    const response = await client.post('/api/employers/login', { email: registration.email, password: registration.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: registration.email,
      companyName: 'Harbor Logistics',
      verificationStatus: 'pending',
      subscriptionStatus: 'inactive',
      jobPostCredits: 0,
    });
    expect(response.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(response.body).not.toHaveProperty('password');
    expect(response.body).not.toHaveProperty('passwordHash');
    expect(response.body).not.toHaveProperty('_id');
    const cookie = response.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/jb_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get(`/api/employers/${response.body.id}`)).status).toBe(200);
  });

  it('stores the password only as an argon2id hash', async () => {
    const registration = anEmployerRegistration();
    await visitor().post('/api/employers', registration);

    const stored = await EmployerModel.findOne({ email: registration.email }).select('+passwordHash').lean();

    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain(registration.password);
  });

  it('answers a taken address (any case) exactly as a new one and keeps one account', async () => {
    const registration = anEmployerRegistration();
    const first = await visitor().post('/api/employers', registration);

    const again = await visitor().post('/api/employers', { ...registration, email: registration.email.toUpperCase() });

    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await EmployerModel.countDocuments({ email: registration.email })).toBe(1);
  });

  it.each(['email', 'companyName', 'contactName', 'city', 'state', 'zipCode', 'industry', 'companySize', 'password'])(
    'when %s is missing, answers 400 naming the field and saves nothing',
    async (field) => {
      const registration: Record<string, unknown> = anEmployerRegistration();
      delete registration[field];

      const response = await visitor().post('/api/employers', registration);

      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.message).toContain(field);
      expect(await EmployerModel.countDocuments({ email: registration.email ?? '' })).toBe(0);
    },
  );

  it.each([
    ['email', 'not-an-email'],
    ['industry', 'aerospace'],
    ['companySize', '10000+'],
    ['zipCode', 'ABCDE'],
    ['website', 'not a url'],
    ['password', 'short'],
    ['companyName', { $gt: '' }],
    ['email', { $ne: null }],
    ['contactName', 12345],
  ])('when %s is %p, answers 400 naming the field and saves nothing', async (field, value) => {
    const registration = { ...anEmployerRegistration(), [field]: value };

    const response = await visitor().post('/api/employers', registration);

    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
    if (typeof registration.email === 'string') {
      expect(await EmployerModel.countDocuments({ email: registration.email })).toBe(0);
    }
  });

  it('answers 413 with a message for a 2 MB body and saves nothing', async () => {
    const registration = { ...anEmployerRegistration(), description: 'x'.repeat(2 * 1024 * 1024) };

    const response = await visitor().postRaw('/api/employers', JSON.stringify(registration));

    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
    expect(await EmployerModel.countDocuments({ email: registration.email })).toBe(0);
  });

  it('answers 400 with a message for malformed JSON', async () => {
    const response = await visitor().postRaw('/api/employers', '{"email": ');

    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it('ignores fields a registration may not set, such as verification or credits', async () => {
    const registration = { ...anEmployerRegistration(), verificationStatus: 'verified', jobPostCredits: 500 };

    expect((await visitor().post('/api/employers', registration)).status).toBe(202);

    expect(await EmployerModel.findOne({ email: registration.email }).lean()).toMatchObject({ verificationStatus: 'pending', jobPostCredits: 0 });
  });
});
