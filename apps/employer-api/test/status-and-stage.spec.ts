import { ApplicationModel } from '@jobboard/db';
import { bookableInterviewDates, stageOfStatus, zonedTimeToInstant } from '@jobboard/domain';
import {
  createApplicationRecord,
  createEmployerRecord,
  createJobRecord,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

// The builders' employers are in California.
const zone = 'America/Los_Angeles';
const slot = (time: string) => zonedTimeToInstant(bookableInterviewDates(new Date(), zone)[0], time, zone).toISOString();

const anEmployerWithAnApplication = async () => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer, { title: 'Dock Lead' });
  const application = await createApplicationRecord(job.id, { applicantName: 'Rosa Delgado' });
  const client = new TestClient(() => employerApi.url);
  await signInAs(client, { subjectId: employer.id, role: 'employer' });
  return { application, client };
};

const stored = async (id: string) => {
  const row = await ApplicationModel.findById(id, { status: 1, pipelineStage: 1 }).lean();
  return { status: row?.status, pipelineStage: row?.pipelineStage };
};

describe('status and pipeline stage move together', () => {
  it('a status change moves the stage (PUT /api/applications/:id/status)', async () => {
    const { application, client } = await anEmployerWithAnApplication();

    const answer = await client.put(`/api/applications/${application.id}/status`, { status: 'shortlisted' });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'shortlisted', pipelineStage: 'screening' });
    expect(await stored(application.id)).toEqual({ status: 'shortlisted', pipelineStage: 'screening' });
    await client.put(`/api/applications/${application.id}/status`, { status: 'hired' });
    expect(await stored(application.id)).toEqual({ status: 'hired', pipelineStage: 'hired' });
  });

  it('a move on the pipeline changes the status (PUT /api/applications/:id/pipeline)', async () => {
    const { application, client } = await anEmployerWithAnApplication();

    const answer = await client.put(`/api/applications/${application.id}/pipeline`, { pipelineStage: 'offer', employerRating: 4 });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'accepted', pipelineStage: 'offer' });
    await client.put(`/api/applications/${application.id}/pipeline`, { pipelineStage: 'rejected', employerRating: 4 });
    expect(await stored(application.id)).toEqual({ status: 'rejected', pipelineStage: 'rejected' });
  });

  it('booking an interview moves the application to the interview stage, "Interviewing"', async () => {
    const { application, client } = await anEmployerWithAnApplication();

    const booked = await client.post('/api/interviews', {
      applicationId: application.id,
      scheduledDateTime: slot('10:00'),
      duration: 30,
      interviewType: 'video',
    });

    expect(booked.status).toBe(201);
    expect(await stored(application.id)).toEqual({ status: 'interviewing', pipelineStage: 'interview' });
  });

  it('stays in step under parallel changes of both', async () => {
    const { application, client } = await anEmployerWithAnApplication();

    await Promise.all([
      ...(['shortlisted', 'rejected', 'hired', 'reviewed'] as const).map((status) =>
        client.put(`/api/applications/${application.id}/status`, { status }),
      ),
      ...(['interview', 'offer', 'screening'] as const).map((pipelineStage) =>
        client.put(`/api/applications/${application.id}/pipeline`, { pipelineStage, employerRating: 3 }),
      ),
    ]);

    const { status, pipelineStage } = await stored(application.id);
    expect(status && stageOfStatus[status]).toBe(pipelineStage);
  });
});
