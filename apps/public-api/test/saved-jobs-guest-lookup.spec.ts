import { guestSavedJobListSchema, savedJobsLimit } from '@jobboard/contracts';
import { EmployerModel, JobModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);
const guest = () => new TestClient(() => api.url);
const lookUp = (jobIds: unknown) => guest().post<{ jobId: string }[]>('/api/saved-jobs/lookup', { jobIds });

beforeEach(async () => {
  await JobModel.deleteMany({});
  await EmployerModel.deleteMany({});
});

describe('POST /api/saved-jobs/lookup (a guest’s saved jobs)', () => {
  it('answers each job as it is now, in the order asked, closed ones marked, without a session', async () => {
    const employer = await createEmployerRecord({ companyName: 'Harbor Freight Lines' });
    const driver = await createJobRecord(employer, { title: 'Truck Driver', location: 'Austin, TX' });
    const clerk = await createJobRecord(employer, { title: 'Office Clerk', status: 'closed' });
    const deleted = new Types.ObjectId().toHexString();

    const response = await lookUp([clerk.id, deleted, driver.id, clerk.id]);

    expect(response.status).toBe(200);
    const list = guestSavedJobListSchema.parse(response.body);
    expect(list.map(({ jobId, closed, job }) => [jobId, closed, job.title, job.companyName])).toEqual([
      [clerk.id, true, 'Office Clerk', 'Harbor Freight Lines'],
      [driver.id, false, 'Truck Driver', 'Harbor Freight Lines'],
    ]);
  });

  it('leaves out a job an admin took down, as its page does', async () => {
    const employer = await createEmployerRecord();
    const removed = await createJobRecord(employer, { title: 'Removed', status: 'closed', closedBy: new Types.ObjectId() });
    const open = await createJobRecord(employer, { title: 'Open' });

    const response = await lookUp([removed.id, open.id]);

    expect(response.body.map(({ jobId }) => jobId)).toEqual([open.id]);
  });

  it.each([
    ['not an id', ['not-an-id']],
    ['too many ids', Array.from({ length: savedJobsLimit + 1 }, () => new Types.ObjectId().toHexString())],
    ['no list', undefined],
  ])('refuses %s with a 400 the page can show', async (_case, jobIds) => {
    const response = await lookUp(jobIds);
    expect(response.status).toBe(400);
  });

  it('answers an empty list for no ids', async () => {
    const response = await lookUp([]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});
