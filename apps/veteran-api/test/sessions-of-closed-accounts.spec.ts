import { VeteranProfileModel } from '@jobboard/db';
import { aVeteranRegistration, TestClient, useTestDatabase, useTestService, signUpThroughApi } from '@jobboard/test-kit';
import { createVeteranApi } from '../src/app';

useTestDatabase();
const api = useTestService(createVeteranApi);

const signedInVeteran = async () => {
  const client = new TestClient(() => api.url);
  const { id } = await signUpThroughApi(client, 'veteran', aVeteranRegistration());
  return { client, id };
};

describe('sessions of veteran accounts that were closed', () => {
  it("when a veteran's profile is deactivated, then the open session is refused on the next request", async () => {
    const veteran = await signedInVeteran();
    expect((await veteran.client.get(`/api/veterans/${veteran.id}`)).status).toBe(200);

    await VeteranProfileModel.updateOne({ _id: veteran.id }, { $set: { isActive: false } });
    const response = await veteran.client.get(`/api/veterans/${veteran.id}`);

    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthenticated');
  });

  it("when a veteran's profile is deleted, then the open session is refused", async () => {
    const veteran = await signedInVeteran();
    await VeteranProfileModel.deleteOne({ _id: veteran.id });

    expect((await veteran.client.get(`/api/veterans/${veteran.id}`)).status).toBe(401);
  });
});
