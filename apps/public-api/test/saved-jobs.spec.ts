import { savedJobListSchema, savedJobsLimit, type SavedJob } from '@jobboard/contracts';
import { JobModel, SavedJobModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, signInAs, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);
const client = () => new TestClient(() => api.url);

const signedIn = async (role: 'jobseeker' | 'veteran' | 'employer') => {
  const person = client();
  const subjectId = String(new Types.ObjectId());
  await signInAs(person, { subjectId, role });
  return { person, subjectId };
};
const savedIds = (list: SavedJob[]) => list.map(({ jobId }) => jobId);

let employer: { id: string; companyName: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Saved Jobs Co' });
});

describe('saved jobs', () => {
  it('lets a job seeker save, list (newest first) and unsave jobs, in the contract', async () => {
    const { person } = await signedIn('jobseeker');
    const first = await createJobRecord(employer, { title: 'Cook' });
    const second = await createJobRecord(employer, { title: 'Baker' });

    expect((await person.put(`/api/saved-jobs/${first.id}`)).status).toBe(200);
    const afterSecond = await person.put<SavedJob[]>(`/api/saved-jobs/${second.id}`);

    expect(savedIds(savedJobListSchema.parse(afterSecond.body))).toEqual([second.id, first.id]);
    const removed = await person.delete<SavedJob[]>(`/api/saved-jobs/${second.id}`);
    expect(savedIds(removed.body)).toEqual([first.id]);
    expect(savedIds((await person.get<SavedJob[]>('/api/saved-jobs')).body)).toEqual([first.id]);
  });

  it('keeps one save however often, and at once, a job is saved', async () => {
    const { person, subjectId } = await signedIn('jobseeker');
    const job = await createJobRecord(employer);

    const answers = await Promise.all(Array.from({ length: 8 }, () => person.put(`/api/saved-jobs/${job.id}`)));

    expect(answers.map(({ status }) => status)).toEqual(Array(8).fill(200));
    expect(await SavedJobModel.countDocuments({ ownerId: subjectId })).toBe(1);
  });

  it('leaves out a saved job an admin took down, and shows one its employer closed as closed', async () => {
    const { person } = await signedIn('jobseeker');
    const closed = await createJobRecord(employer, { title: 'Closed by its employer' });
    const removed = await createJobRecord(employer, { title: 'Taken down' });
    await person.put(`/api/saved-jobs/${closed.id}`);
    await person.put(`/api/saved-jobs/${removed.id}`);
    await JobModel.updateOne({ _id: closed.id }, { $set: { status: 'closed' } });
    await JobModel.updateOne({ _id: removed.id }, { $set: { status: 'closed', closedBy: new Types.ObjectId() } });

    const list = (await person.get<SavedJob[]>('/api/saved-jobs')).body;

    expect(list.map(({ jobId, closed: isClosed }) => ({ jobId, isClosed }))).toEqual([{ jobId: closed.id, isClosed: true }]);
  });

  it("keeps each person's list to themselves: another account neither sees nor removes it", async () => {
    const owner = await signedIn('jobseeker');
    const stranger = await signedIn('jobseeker');
    const job = await createJobRecord(employer);
    await owner.person.put(`/api/saved-jobs/${job.id}`);

    expect((await stranger.person.get<SavedJob[]>('/api/saved-jobs')).body).toEqual([]);
    await stranger.person.delete(`/api/saved-jobs/${job.id}`);

    expect(savedIds((await owner.person.get<SavedJob[]>('/api/saved-jobs')).body)).toEqual([job.id]);
  });

  it('gives veterans a list of their own, apart from a job seeker with the same id', async () => {
    const veteran = await signedIn('veteran');
    const job = await createJobRecord(employer);

    expect((await veteran.person.put(`/api/saved-jobs/${job.id}`)).status).toBe(200);

    expect(savedIds((await veteran.person.get<SavedJob[]>('/api/saved-jobs')).body)).toEqual([job.id]);
    expect(await SavedJobModel.countDocuments({ ownerId: veteran.subjectId, ownerRole: 'veteran' })).toBe(1);
  });

  it.each([
    ['no session', undefined, 401],
    ['an employer', 'employer', 403],
  ] as const)('refuses %s (%s)', async (_label, role, status) => {
    const person = role ? (await signedIn(role)).person : client();
    const job = await createJobRecord(employer);

    expect((await person.get('/api/saved-jobs')).status).toBe(status);
    expect((await person.put(`/api/saved-jobs/${job.id}`)).status).toBe(status);
    expect((await person.delete(`/api/saved-jobs/${job.id}`)).status).toBe(status);
    expect((await person.post('/api/saved-jobs/merge', { jobIds: [job.id] })).status).toBe(status);
  });

  it('answers 404 for a job that does not exist, and for an id that is not one', async () => {
    const { person } = await signedIn('jobseeker');

    expect((await person.put(`/api/saved-jobs/${String(new Types.ObjectId())}`)).status).toBe(404);
    expect((await person.put('/api/saved-jobs/nope')).status).toBe(404);
  });

  it('marks a saved job that has closed', async () => {
    const { person } = await signedIn('veteran');
    const job = await createJobRecord(employer, { status: 'closed' });

    const [saved] = (await person.put<SavedJob[]>(`/api/saved-jobs/${job.id}`)).body;

    expect(saved).toMatchObject({ jobId: job.id, closed: true, job: { status: 'closed' } });
  });

  it("merges a guest's saves into the account once, skipping jobs that are gone", async () => {
    const { person, subjectId } = await signedIn('jobseeker');
    const kept = await createJobRecord(employer, { title: 'Kept' });
    const guestA = await createJobRecord(employer, { title: 'Guest A' });
    const guestB = await createJobRecord(employer, { title: 'Guest B' });
    await person.put(`/api/saved-jobs/${kept.id}`);
    const gone = String(new Types.ObjectId());
    const jobIds = [guestA.id, kept.id, gone, guestB.id];

    const [merged, again] = await Promise.all([
      person.post<SavedJob[]>('/api/saved-jobs/merge', { jobIds }),
      person.post<SavedJob[]>('/api/saved-jobs/merge', { jobIds }),
    ]);

    expect(merged.status).toBe(200);
    expect(again.status).toBe(200);
    const list = savedIds((await person.get<SavedJob[]>('/api/saved-jobs')).body);
    expect(list).toHaveLength(3);
    expect(new Set(list)).toEqual(new Set([kept.id, guestA.id, guestB.id]));
    expect(await SavedJobModel.countDocuments({ ownerId: subjectId })).toBe(3);
  });

  it('refuses a merge of more jobs than a list may hold', async () => {
    const { person } = await signedIn('jobseeker');
    const jobIds = Array.from({ length: savedJobsLimit + 1 }, () => String(new Types.ObjectId()));

    expect((await person.post('/api/saved-jobs/merge', { jobIds })).status).toBe(400);
  });
});
