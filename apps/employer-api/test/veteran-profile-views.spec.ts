import { VeteranProfileModel } from '@jobboard/db';
import {
  createApplicationRecord,
  createEmployerRecord,
  createJobRecord,
  createVeteranRecord,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

describe("a veteran's profile views", () => {
  it('count once when the employer opens an application that carries the profile, however often and however concurrently', async () => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer);
    const veteran = await createVeteranRecord();
    const application = await createApplicationRecord(job.id, { veteranId: veteran.id });
    const other = await createApplicationRecord(job.id, { veteranId: veteran.id });
    const client = new TestClient(() => employerApi.url);
    await signInAs(client, { subjectId: employer.id, role: 'employer' });

    await Promise.all(Array.from({ length: 6 }, () => client.get(`/api/applications/${application.id}`)));
    await client.get(`/api/applications/${other.id}`);

    expect((await VeteranProfileModel.findById(veteran.id).lean())?.profileViews).toBe(2);
  });
});
