import {
  anEmployerRegistration,
  aVeteranRegistration,
  createAdminUser,
  TestClient,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
// Platform tests start the real services in-process.
import { createAdminApi } from '@jobboard/admin-api/app';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

// Sessions cross services: the admin signs in at admin-api and reads records at the others.
useTestDatabase();
const adminApi = useTestService(createAdminApi);
const employerApi = useTestService(createEmployerApi);
const veteranApi = useTestService(createVeteranApi);

const signedInAdminCookie = async () => {
  const admin = await createAdminUser();
  const client = new TestClient(() => adminApi.url);
  expect((await client.post('/api/admin/login', { username: admin.username, password: admin.password })).status).toBe(200);
  return client.cookieHeader;
};

describe('an admin session across the services', () => {
  it('reads any employer and any veteran', async () => {
    const employer = { body: await signUpThroughApi(new TestClient(() => employerApi.url), 'employer', anEmployerRegistration()) };
    const veteran = { body: await signUpThroughApi(new TestClient(() => veteranApi.url), 'veteran', aVeteranRegistration()) };
    const cookie = await signedInAdminCookie();

    const employerSeen = await new TestClient(() => employerApi.url, { cookie }).get(`/api/employers/${employer.body.id}`);
    const veteranSeen = await new TestClient(() => veteranApi.url, { cookie }).get(`/api/veterans/${veteran.body.id}`);

    expect(employerSeen.status).toBe(200);
    expect(employerSeen.body.id).toBe(employer.body.id);
    expect(veteranSeen.status).toBe(200);
    expect(veteranSeen.body.id).toBe(veteran.body.id);
  });

  it('gets 404, never 500, for unknown and malformed ids', async () => {
    const cookie = await signedInAdminCookie();
    const asAdmin = {
      employers: new TestClient(() => employerApi.url, { cookie }),
      veterans: new TestClient(() => veteranApi.url, { cookie }),
    };

    for (const id of ['507f1f77bcf86cd799439011', 'not-an-id', '123', "1'%20OR%20'1'='1", '%24gt', 'a'.repeat(300)]) {
      const employer = await asAdmin.employers.get(`/api/employers/${id}`);
      const veteran = await asAdmin.veterans.get(`/api/veterans/${id}`);
      expect([employer.status, veteran.status]).toEqual([404, 404]);
      expect([employer.body.code, veteran.body.code]).toEqual(['not_found', 'not_found']);
    }
  });

  it('stops working everywhere once the admin logs out', async () => {
    const employer = { body: await signUpThroughApi(new TestClient(() => employerApi.url), 'employer', anEmployerRegistration()) };
    const cookie = await signedInAdminCookie();

    expect((await new TestClient(() => adminApi.url, { cookie }).post('/api/admin/logout')).status).toBe(204);

    const afterLogout = await new TestClient(() => employerApi.url, { cookie }).get(`/api/employers/${employer.body.id}`);
    expect(afterLogout.status).toBe(401);
  });
});

describe('sessions of other roles', () => {
  it("is not an admin session, nor reaches another role's records", async () => {
    const employerClient = new TestClient(() => employerApi.url);
    const employer = { body: await signUpThroughApi(employerClient, 'employer', anEmployerRegistration()) };
    const veteranClient = new TestClient(() => veteranApi.url);
    const veteran = { body: await signUpThroughApi(veteranClient, 'veteran', aVeteranRegistration()) };

    const employerAsAdmin = await new TestClient(() => adminApi.url, { cookie: employerClient.cookieHeader }).get('/api/admin/user');
    const employerReadsVeteran = await new TestClient(() => veteranApi.url, { cookie: employerClient.cookieHeader }).get(
      `/api/veterans/${veteran.body.id}`,
    );
    // A veteran whose id happened to equal an employer's still does not own that employer.
    const veteranReadsEmployer = await new TestClient(() => employerApi.url, { cookie: veteranClient.cookieHeader }).get(
      `/api/employers/${employer.body.id}`,
    );

    expect(employerAsAdmin.status).toBe(200);
    expect(employerAsAdmin.body).toBeNull();
    expect(employerReadsVeteran.status).toBe(403);
    expect(veteranReadsEmployer.status).toBe(403);
  });
});
