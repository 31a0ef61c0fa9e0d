import { AdminUserModel, EmployerModel } from '@jobboard/db';
import {
  anEmployerRegistration,
  createAdminUser,
  createEmployerRecord,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);
const visitor = () => new TestClient(() => employerApi.url);

const signedInAdmin = async () => {
  const admin = await createAdminUser();
  const client = visitor();
  await signInAs(client, { subjectId: admin.id, role: 'admin' });
  return { ...admin, client };
};

describe('sessions of accounts that were closed', () => {
  it("when an admin is deactivated, then the admin's open session is refused on the next request", async () => {
    const employer = await createEmployerRecord();
    const admin = await signedInAdmin();
    expect((await admin.client.get(`/api/employers/${employer.id}`)).status).toBe(200);

    await AdminUserModel.updateOne({ _id: admin.id }, { $set: { isActive: false } });
    const response = await admin.client.get(`/api/employers/${employer.id}`);

    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthenticated');
  });

  it("when an admin is deleted, then the admin's open session is refused on the next request", async () => {
    const employer = await createEmployerRecord();
    const admin = await signedInAdmin();
    await AdminUserModel.deleteOne({ _id: admin.id });

    expect((await admin.client.get(`/api/employers/${employer.id}`)).status).toBe(401);
  });

  it("when an employer's account is deleted, then its session is refused and reads as signed out", async () => {
    const client = visitor();
    const { id } = await signUpThroughApi(client, 'employer', anEmployerRegistration());
    expect((await client.get(`/api/employers/${id}/stats`)).status).toBe(200);

    await EmployerModel.deleteOne({ _id: id });

    expect((await client.get(`/api/employers/${id}/stats`)).status).toBe(401);
    const session = await client.get('/api/employers/session');
    expect(session.status).toBe(200);
    expect(session.body).toBeNull();
  });
});
