import { VeteranProfileModel } from '@jobboard/db';
import { aVeteranRegistration, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createVeteranApi } from '../src/app';

useTestDatabase();
const api = useTestService(createVeteranApi);
const visitor = () => new TestClient(() => api.url);

describe('POST /api/veterans', () => {
  it('creates the active profile with its service record, its address unconfirmed, answering 202 with no session', async () => {
    const client = visitor();
    const registration = aVeteranRegistration();

    const accepted = await client.post('/api/veterans', registration);

    expect(accepted.status).toBe(202);
    expect(accepted.headers.getSetCookie()).toEqual([]);
    expect((await VeteranProfileModel.findOne({ email: registration.email }).lean())?.emailVerifiedAt).toBeUndefined();
    // The page signs in next with the same password.
    const response = await client.post('/api/veterans/login', { email: registration.email, password: registration.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: registration.email,
      militaryBranch: 'Marines',
      rank: 'Sergeant',
      securityClearance: 'Secret',
      deployments: ['Afghanistan 2014'],
      isActive: true,
      profileViews: 0,
      availability: 'immediately',
      resumeUrl: 'marcus-hale.pdf',
    });
    expect(response.body).not.toHaveProperty('passwordHash');
    expect(response.body).not.toHaveProperty('password');
    expect((await client.get(`/api/veterans/${response.body.id}`)).status).toBe(200);
  });

  it('applies the spec defaults and trims list entries, dropping empty ones', async () => {
    const {
      availability: _a,
      relocateWilling: _r,
      ...registration
    } = aVeteranRegistration({
      skills: ['  Logistics ', '', '   ', 'Supply chain'],
    });

    expect((await visitor().post('/api/veterans', registration)).status).toBe(202);

    expect(await VeteranProfileModel.findOne({ email: registration.email }).lean()).toMatchObject({
      availability: 'immediately',
      relocateWilling: false,
      skills: ['Logistics', 'Supply chain'],
    });
  });

  it('answers a taken address exactly as a new one and keeps one profile', async () => {
    const registration = aVeteranRegistration();
    const first = await visitor().post('/api/veterans', registration);

    const again = await visitor().post('/api/veterans', registration);

    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await VeteranProfileModel.countDocuments({ email: registration.email })).toBe(1);
  });

  it.each(['email', 'firstName', 'lastName', 'militaryBranch', 'password'])(
    'when %s is missing, answers 400 naming it and saves nothing',
    async (field) => {
      const registration: Record<string, unknown> = aVeteranRegistration();
      delete registration[field];

      const response = await visitor().post('/api/veterans', registration);

      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
      expect(await VeteranProfileModel.countDocuments({ email: registration.email ?? '' })).toBe(0);
    },
  );

  it.each([
    ['email', 'marcus at example'],
    ['militaryBranch', 'Merchant Marine'],
    ['securityClearance', 'Cosmic'],
    ['education', 'PhD'],
    ['availability', 'tomorrow'],
    ['resumeUrl', 'resume.exe'],
    ['linkedinUrl', 'javascript alert(1)'],
    ['skills', 'Logistics'],
    ['firstName', { $gt: '' }],
  ])('when %s is %p, answers 400 naming it and saves nothing', async (field, value) => {
    const registration = { ...aVeteranRegistration(), [field]: value };

    const response = await visitor().post('/api/veterans', registration);

    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
    if (typeof registration.email === 'string') {
      expect(await VeteranProfileModel.countDocuments({ email: registration.email })).toBe(0);
    }
  });

  it('answers 413 for a 2 MB body and saves nothing', async () => {
    const registration = aVeteranRegistration({ profileSummary: 'x'.repeat(2 * 1024 * 1024) });

    const response = await visitor().postRaw('/api/veterans', JSON.stringify(registration));

    expect(response.status).toBe(413);
    expect(await VeteranProfileModel.countDocuments({ email: registration.email })).toBe(0);
  });
});
