import { VeteranProfileModel } from '@jobboard/db';
import { aVeteranRegistration, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createVeteranApi } from '../src/app';

useTestDatabase();
const api = useTestService(createVeteranApi);
const visitor = () => new TestClient(() => api.url);

describe('POST /api/veterans', () => {
  it('creates the active profile with its service record, without the password, and signs the veteran in', async () => {
    const client = visitor();
    const registration = aVeteranRegistration();

    const response = await client.post('/api/veterans', registration);

    expect(response.status).toBe(201);
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
    const { availability: _a, relocateWilling: _r, ...registration } = aVeteranRegistration({
      skills: ['  Logistics ', '', '   ', 'Supply chain'],
    });

    const response = await visitor().post('/api/veterans', registration);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      availability: 'immediately',
      relocateWilling: false,
      skills: ['Logistics', 'Supply chain'],
    });
  });

  it('refuses a second profile with the same email with 409', async () => {
    const registration = aVeteranRegistration();
    expect((await visitor().post('/api/veterans', registration)).status).toBe(201);

    const again = await visitor().post('/api/veterans', registration);

    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
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
