import { ApplicationModel } from '@jobboard/db';
import {
  aVeteranRegistration,
  createApplicationRecord,
  createEmployerRecord,
  createJobRecord,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
  type JsonObject,
  signUpThroughApi,
} from '@jobboard/test-kit';
import { createVeteranApi } from '../src/app';

useTestDatabase();
const api = useTestService(createVeteranApi);

/** A Marine motor transport operator (3531) in San Diego, signed in. */
const signedInVeteran = async (overrides: Record<string, unknown> = {}) => {
  const client = new TestClient(() => api.url);
  const registration = aVeteranRegistration({ mos: '3531', skills: ['Logistics'], securityClearance: 'Secret', ...overrides });
  const { id } = await signUpThroughApi(client, 'veteran', registration);
  return { client, id, ...registration };
};

const dashboardRoutes = ['', '/stats', '/applications', '/recommended-jobs'];

describe('GET /api/veterans/session', () => {
  it('answers the signed-in veteran, and null to a visitor or another role', async () => {
    const veteran = await signedInVeteran();
    const employer = new TestClient(() => api.url);
    await signInAs(employer, { subjectId: (await createEmployerRecord()).id, role: 'employer' });

    expect((await veteran.client.get('/api/veterans/session')).body).toMatchObject({ id: veteran.id, email: veteran.email });
    expect((await new TestClient(() => api.url).get('/api/veterans/session')).body).toBeNull();
    expect((await employer.get('/api/veterans/session')).body).toBeNull();
  });
});

describe("the veteran's dashboard is the owner's alone", () => {
  it.each(dashboardRoutes)(
    'GET /api/veterans/:id%s answers 401 to a visitor, 403 to another veteran or an employer, whether or not the id exists',
    async (suffix) => {
      const veteran = await signedInVeteran();
      const other = await signedInVeteran();
      const employer = new TestClient(() => api.url);
      await signInAs(employer, { subjectId: (await createEmployerRecord()).id, role: 'employer' });
      const missing = '507f1f77bcf86cd799439011';

      expect((await new TestClient(() => api.url).get(`/api/veterans/${veteran.id}${suffix}`)).status).toBe(401);
      expect((await other.client.get(`/api/veterans/${veteran.id}${suffix}`)).status).toBe(403);
      expect((await other.client.get(`/api/veterans/${missing}${suffix}`)).status).toBe(403);
      expect((await employer.get(`/api/veterans/${veteran.id}${suffix}`)).status).toBe(403);
      expect((await veteran.client.get(`/api/veterans/${veteran.id}${suffix}`)).status).toBe(200);
    },
  );

  it("refuses an edit of another veteran's profile", async () => {
    const veteran = await signedInVeteran();
    const other = await signedInVeteran();
    const { email: _email, password: _password, ...profile } = aVeteranRegistration();

    expect((await other.client.put(`/api/veterans/${veteran.id}`, profile)).status).toBe(403);
  });
});

describe('PUT /api/veterans/:id', () => {
  it('saves every signup field but the email, and clears optional ones left out', async () => {
    const veteran = await signedInVeteran();
    const {
      email: _email,
      password: _password,
      phone: _phone,
      ...profile
    } = aVeteranRegistration({ mos: '88M', militaryBranch: 'Army', skills: ['Fleet', 'Logistics'] });

    const response = await veteran.client.put(`/api/veterans/${veteran.id}`, { ...profile, location: 'Austin, TX' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      mos: '88M',
      militaryBranch: 'Army',
      skills: ['Fleet', 'Logistics'],
      location: 'Austin, TX',
      email: veteran.email,
    });
    expect(response.body.phone).toBeUndefined();
  });

  it('refuses a profile that breaks a signup rule, and keeps the old one', async () => {
    const veteran = await signedInVeteran();
    const { email: _email, password: _password, ...profile } = aVeteranRegistration();

    const response = await veteran.client.put(`/api/veterans/${veteran.id}`, { ...profile, firstName: '  ' });

    expect(response.status).toBe(400);
    expect((await veteran.client.get(`/api/veterans/${veteran.id}`)).body.firstName).toBe('Marcus');
  });
});

describe('PUT /api/veterans/:id/credentials', () => {
  it('changes the email only with the current password', async () => {
    const veteran = await signedInVeteran();

    const wrong = await veteran.client.put(`/api/veterans/${veteran.id}/credentials`, {
      currentPassword: 'not it',
      email: 'new.address@example.com',
    });
    const right = await veteran.client.put(`/api/veterans/${veteran.id}/credentials`, {
      currentPassword: veteran.password,
      email: 'new.address@example.com',
    });

    expect(wrong.status).toBe(400);
    expect(right.status).toBe(200);
    expect(right.body.email).toBe('new.address@example.com');
  });
});

describe('GET /api/veterans/:id/stats and /applications', () => {
  it('counts the applications the veteran sent, those pending and those shortlisted, and lists them newest first', async () => {
    const veteran = await signedInVeteran();
    const job = await createJobRecord(await createEmployerRecord(), { title: 'Dock Lead' });
    const older = await createApplicationRecord(job.id, { veteranId: veteran.id, status: 'shortlisted', appliedAt: new Date(Date.now() - 60_000) });
    const newer = await createApplicationRecord(job.id, { veteranId: veteran.id, status: 'pending' });
    await createApplicationRecord(job.id, { status: 'pending' });

    const stats = await veteran.client.get(`/api/veterans/${veteran.id}/stats`);
    const list = await veteran.client.get<JsonObject[]>(`/api/veterans/${veteran.id}/applications`);

    expect(stats.body).toEqual({ applicationsSent: 2, pendingReviews: 1, interviews: 1, profileViews: 0 });
    expect(list.body.map((application) => application.id)).toEqual([newer.id, older.id]);
    expect(list.body[1]).toMatchObject({ jobTitle: 'Dock Lead', status: 'shortlisted', interviews: [] });
    expect(await ApplicationModel.countDocuments({ veteranId: veteran.id })).toBe(2);
  });
});

describe('GET /api/veterans/:id/recommended-jobs', () => {
  it("ranks jobs of the veteran's military occupation first, with reasons, and never one needing a higher clearance", async () => {
    const veteran = await signedInVeteran({
      mos: '88M',
      militaryBranch: 'Army',
      skills: ['Forklift'],
      securityClearance: 'Secret',
      location: 'Oakland, CA',
    });
    const employer = await createEmployerRecord();
    const driver = await createJobRecord(employer, { title: 'Truck Driver' });
    const forklift = await createJobRecord(employer, { title: 'Forklift Operator' });
    await createJobRecord(employer, { title: 'Truck Driver, Classified Cargo', clearanceRequired: 'Top Secret' });

    const response = await veteran.client.get<{ job: JsonObject; reasons: string[] }[]>(`/api/veterans/${veteran.id}/recommended-jobs`);

    expect(response.status).toBe(200);
    const ids = response.body.map((recommendation) => recommendation.job.id);
    expect(ids.indexOf(driver.id)).toBeLessThan(ids.indexOf(forklift.id));
    expect(ids).toContain(forklift.id);
    expect(response.body.map((recommendation) => recommendation.job.title)).not.toContain('Truck Driver, Classified Cargo');
    expect(response.body[0].reasons.join(' ')).toMatch(/88M/);
  });

  it('answers an empty list, not an error, for a profile with nothing to match on', async () => {
    const veteran = await signedInVeteran({ mos: undefined, skills: [], certifications: [] });

    const response = await veteran.client.get(`/api/veterans/${veteran.id}/recommended-jobs`);

    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
  });
});
