import type { EmployerApplicationDetail } from '@jobboard/contracts';
import { JobModel } from '@jobboard/db';
import { aJobPosting, createApplicationRecord, createEmployerRecord, createJobRecord, signInAs, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

const ownJob = async () => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer);
  const client = new TestClient(() => employerApi.url);
  await signInAs(client, { subjectId: employer.id, role: 'employer' });
  return { employer, job, client };
};

describe('PUT /api/jobs/:id', () => {
  it('edits the job with the same rules as posting, recomputes its search fields, and moves updatedAt for search', async () => {
    const { job, client } = await ownJob();
    const before = (await JobModel.findById(job.id).orFail().lean()).updatedAt;

    const response = await client.put(`/api/jobs/${job.id}`, aJobPosting({ title: 'Route Driver', location: 'Austin, TX', salaryMin: 20, salaryMax: 25, salaryPeriod: 'hourly' }));

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Route Driver', city: 'Austin', state: 'TX', salaryPeriod: 'hourly' });
    const stored = await JobModel.findById(job.id).lean();
    expect(stored?.yearlySalaryMax).toBe(25 * 2080);
    // The job search reads the jobs whose updatedAt moved since its last read.
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });

  it('clears optional fields the edit leaves out', async () => {
    const { job, client } = await ownJob();

    const response = await client.put(`/api/jobs/${job.id}`, aJobPosting({ department: '', salaryMin: '', salaryMax: '', applicationDeadline: '' }));

    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('salaryMin');
    expect(response.body).not.toHaveProperty('department');
    expect(response.body).not.toHaveProperty('applicationDeadline');
  });

  it('changes the clearance a job requires, and clears it when the edit leaves it out', async () => {
    const { job, client } = await ownJob();

    const raised = await client.put(`/api/jobs/${job.id}`, aJobPosting({ clearanceRequired: 'Top Secret' }));
    const rankWhenRaised = (await JobModel.findById(job.id).lean())?.clearanceRank;
    const cleared = await client.put(`/api/jobs/${job.id}`, aJobPosting());

    expect(raised.body).toMatchObject({ clearanceRequired: 'Top Secret' });
    expect(rankWhenRaised).toBe(3);
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('clearanceRequired');
    expect((await JobModel.findById(job.id).lean())?.clearanceRank).toBe(0);
  });

  it('scores the job\'s applications again when the requirements change', async () => {
    const { job, client } = await ownJob();
    const application = await createApplicationRecord(job.id, {
      resumeText:
        'Warehouse lead with forklift certification. Drove delivery trucks for six years across Oakland and held a Class A CDL. ' +
        'Managed a team of eight on the receiving dock, trained new hires on safety and kept a clean driving record for ten years.',
      qualificationScore: 1,
      rankScore: 1,
    });

    await client.put(`/api/jobs/${job.id}`, aJobPosting({ requirements: ['Valid Class A CDL', 'Clean driving record'] }));

    const detail = await client.get<EmployerApplicationDetail>(`/api/applications/${application.id}`);
    expect(detail.body.qualificationScore).toBeGreaterThan(1);
    expect(detail.body.explanation?.requirementsMet.map((met) => met.requirement)).toEqual([
      'Valid Class A CDL',
      'Clean driving record',
    ]);
  });

  it('refuses to edit a closed job', async () => {
    const { job, client } = await ownJob();
    await client.delete(`/api/jobs/${job.id}`);

    expect((await client.put(`/api/jobs/${job.id}`, aJobPosting())).status).toBe(409);
  });
});

describe('DELETE /api/jobs/:id', () => {
  it('closes the job instead of erasing it, keeps its applications, and closing again is harmless', async () => {
    const { employer, job, client } = await ownJob();
    await createApplicationRecord(job.id);

    expect((await client.delete(`/api/jobs/${job.id}`)).status).toBe(204);
    expect((await client.delete(`/api/jobs/${job.id}`)).status).toBe(204);

    expect((await JobModel.findById(job.id).lean())?.status).toBe('closed');
    const applications = await client.get<{ total: number; items: { jobStatus: string }[] }>(`/api/employers/${employer.id}/applications`);
    expect(applications.body.total).toBe(1);
    expect(applications.body.items[0].jobStatus).toBe('closed');
  });
});
