/**
 * Applications are answered first and scored after, by the worker's task queue: the employer sees
 * "pending" until the score arrives, a scoring that fails every attempt reads "failed" and the
 * employer's retry scores it, and each application is stored, counted and scored exactly once,
 * under concurrency and across a worker that dies mid-task.
 */
import type { EmployerApplication, TrackedApplication } from '@jobboard/contracts';
import { ApplicationModel, JobModel, QueuedTaskModel } from '@jobboard/db';
import {
  createApplicationTaskWorker,
  queueUnscoredApplications,
  retryEveryFailedScoring,
  runDueApplicationTasks,
  scoreApplication,
  scoringFailed,
} from '@jobboard/applications';
import { createTaskWorker, type TaskHandler } from '@jobboard/server-kit';
import {
  createEmployerRecord,
  createJobRecord,
  minimalPdf,
  signInAs,
  signUpThroughApi,
  TestClient,
  testPassword,
  uniqueEmail,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
// Platform tests start the real services in-process.
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);
const employerApi = useTestService(createEmployerApi);

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const resume = 'Warehouse lead. Forklift certified, eight years of shipping and receiving, inventory counts and a clean safety record.';

/** A job seeker with a confirmed account, signed in at public-api. */
const aSeeker = async () => {
  const client = new TestClient(() => publicApi.url);
  const email = uniqueEmail('seeker');
  const { id } = await signUpThroughApi(client, 'jobseeker', { firstName: 'Rosa', lastName: 'Delgado', email, password: testPassword });
  return { client, email, id };
};

const apply = async (jobId: string, seeker: { client: TestClient; email: string }) => {
  const body = new FormData();
  body.append('applicantName', 'Rosa Delgado');
  body.append('applicantEmail', seeker.email);
  body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I own a car', 'I understand']));
  body.append('resume', new Blob([new Uint8Array(minimalPdf(resume))]), 'resume.pdf');
  const response = await fetch(`${publicApi.url}/api/jobs/${jobId}/apply`, { method: 'POST', body, headers: { cookie: seeker.client.cookieHeader } });
  return { status: response.status, id: ((await response.json()) as { id?: string }).id };
};

const anEmployerWithAJob = async () => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer, { title: 'Warehouse Lead', requirements: ['Forklift certification'], screeningQuestions: [] });
  const client = new TestClient(() => employerApi.url);
  await signInAs(client, { subjectId: employer.id, role: 'employer' });
  return { employer, job, client };
};

const employerView = async (client: TestClient, employerId: string, applicationId: string) =>
  (await client.get<{ items: EmployerApplication[] }>(`/api/employers/${employerId}/applications`)).body.items.find((item) => item.id === applicationId);

/** Fails the first `failures` runs (storage refusing, a crash), then scores as the worker does. */
const failingFirst = (failures: number): TaskHandler => {
  let runs = 0;
  return async (task) => {
    runs += 1;
    if (runs <= failures) throw new Error('the database refused the write');
    await scoreApplication(task);
  };
};

describe('scoring after the answer', () => {
  it('shows "pending", then "failed" after every attempt failed, and scores it when the employer retries; the applicant sees none of it', async () => {
    const { employer, job, client } = await anEmployerWithAJob();
    const seeker = await aSeeker();

    const applied = await apply(job.id, seeker);
    expect(applied.status).toBe(201);
    const id = applied.id ?? '';
    expect(await employerView(client, employer.id, id)).toMatchObject({ scoring: 'pending', displayedScore: 0 });

    // Every attempt fails: the task ends dead and the application reads "failed".
    const broken = createTaskWorker({
      handlers: { 'score-application': failingFirst(Infinity) },
      onDead: scoringFailed,
      log: quiet,
      maxAttempts: 2,
      retryDelayMs: () => 0,
    });
    expect(await broken.runDue()).toBe(2);
    expect(await QueuedTaskModel.findById(`score-application:${id}`).lean()).toMatchObject({ status: 'dead', attempts: 2 });
    const failed = await employerView(client, employer.id, id);
    expect(failed).toMatchObject({ scoring: 'failed' });
    expect(failed?.qualificationScore).toBeUndefined();
    // The application itself is whole, and its applicant's tracker is as usual.
    const tracked = await seeker.client.get<TrackedApplication[]>(`/api/users/${seeker.id}/applications`);
    expect(tracked.body.map((application) => [application.id, application.status])).toEqual([[id, 'pending']]);

    // Another employer cannot retry it; its own employer can, once.
    const stranger = new TestClient(() => employerApi.url);
    await signInAs(stranger, { subjectId: (await createEmployerRecord()).id, role: 'employer' });
    expect((await stranger.post(`/api/applications/${id}/scoring`, {})).status).toBe(404);
    const retried = await client.post<EmployerApplication>(`/api/applications/${id}/scoring`, {});
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ id, scoring: 'pending' });
    expect((await client.post(`/api/applications/${id}/scoring`, {})).status).toBe(409);

    expect(await runDueApplicationTasks()).toBe(1);
    const scored = await employerView(client, employer.id, id);
    expect(scored).toMatchObject({ scoring: 'scored' });
    expect(scored?.qualificationScore).toBeGreaterThan(0);
    expect(scored?.explanation?.requirementsMet.map((met) => met.requirement)).toEqual(['Forklift certification']);
    expect((await client.post(`/api/applications/${id}/scoring`, {})).status).toBe(409);
  });

  it('stores, counts and scores 30 applications sent at once exactly once each, with 4 workers scoring them together', async () => {
    const { job } = await anEmployerWithAJob();
    const seekers = await Promise.all(Array.from({ length: 30 }, aSeeker));
    // Each sent twice at once: one of the two is stored.
    const answers = await Promise.all(seekers.flatMap((seeker) => [apply(job.id, seeker), apply(job.id, seeker)]));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(30);

    const runs = new Map<string, number>();
    const counting: TaskHandler = async (task) => {
      runs.set(task.key, (runs.get(task.key) ?? 0) + 1);
      await scoreApplication(task);
    };
    const ran = await Promise.all(
      Array.from({ length: 4 }, () => createTaskWorker({ handlers: { 'score-application': counting }, log: quiet, concurrency: 2 }).runDue()),
    );

    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect([...runs.values()]).toEqual(Array.from({ length: 30 }, () => 1));
    const stored = await ApplicationModel.find({ jobId: job.id }).lean();
    expect(stored).toHaveLength(30);
    expect(stored.every((application) => application.scoring === 'scored' && (application.qualificationScore ?? 0) > 0)).toBe(true);
    expect((await JobModel.findById(job.id).lean())?.applicantCount).toBe(30);
  });

  it("scores once when a worker dies mid-task: the next takes it over after the lease, and the late one's result is dropped", async () => {
    const { job } = await anEmployerWithAJob();
    const { id } = await apply(job.id, await aSeeker());
    const leaseMs = 5_000;
    let resumeDeadWorker: () => void = () => undefined;
    const deadWorkerStarted = new Promise<void>((started) => {
      void createTaskWorker({
        handlers: {
          'score-application': async (task) => {
            started();
            // It stalls (a crashed or frozen process), then wakes up and finishes its work late.
            await new Promise<void>((resume) => (resumeDeadWorker = resume));
            await scoreApplication(task);
          },
        },
        log: quiet,
        leaseMs,
      }).runDue();
    });
    await deadWorkerStarted;

    const takeover = createApplicationTaskWorker({ log: quiet, leaseMs });
    expect(await takeover.runDue()).toBe(0);
    expect(await takeover.runDue(() => new Date(Date.now() + leaseMs + 1_000))).toBe(1);
    const scored = await ApplicationModel.findById(id).lean();
    expect(scored).toMatchObject({ scoring: 'scored' });

    resumeDeadWorker();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await ApplicationModel.findById(id).lean();
    expect(after?.qualificationScore).toBe(scored?.qualificationScore);
    expect(await QueuedTaskModel.findById(`score-application:${id}`).lean()).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('queues the scoring of an application whose process stopped before queuing it', async () => {
    const { job } = await anEmployerWithAJob();
    const { id } = await apply(job.id, await aSeeker());
    // As if the process had stopped between storing the application and queuing its task.
    await QueuedTaskModel.deleteOne({ _id: `score-application:${id}` });

    expect(await queueUnscoredApplications(new Date(Date.now() + 3 * 60_000))).toBeGreaterThanOrEqual(1);
    await runDueApplicationTasks();

    expect(await ApplicationModel.findById(id).lean()).toMatchObject({ scoring: 'scored' });
  });

  it('tells the employer of a scoring whose task died without the application hearing of it', async () => {
    const { job } = await anEmployerWithAJob();
    const { id } = await apply(job.id, await aSeeker());
    // The task died, and the write that marks the application failed did not happen.
    await QueuedTaskModel.updateOne({ _id: `score-application:${id}` }, { $set: { status: 'dead', attempts: 5 } });

    await queueUnscoredApplications(new Date(Date.now() + 3 * 60_000));

    expect(await ApplicationModel.findById(id).lean()).toMatchObject({ scoring: 'failed' });
  });
  it('lets an operator ask again for every scoring that failed, once its cause is fixed', async () => {
    const { job } = await anEmployerWithAJob();
    const ids = await Promise.all([aSeeker(), aSeeker()].map(async (seeker) => (await apply(job.id, await seeker)).id));
    await createTaskWorker({ handlers: { 'score-application': failingFirst(Infinity) }, onDead: scoringFailed, log: quiet, maxAttempts: 1 }).runDue();
    expect(await ApplicationModel.countDocuments({ _id: { $in: ids }, scoring: 'failed' })).toBe(2);

    // Every failed one, these two among them (an earlier case may have left one failed too).
    expect(await retryEveryFailedScoring()).toBeGreaterThanOrEqual(2);
    await runDueApplicationTasks();

    expect(await ApplicationModel.countDocuments({ _id: { $in: ids }, scoring: 'scored' })).toBe(2);
    expect(await retryEveryFailedScoring()).toBe(0);
  });
});
