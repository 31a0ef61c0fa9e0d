import { runDueApplicationTasks } from '@jobboard/applications';
import { ApplicationModel } from '@jobboard/db';
import {
  confirmApplicationFromOutbox,
  createEmployerRecord,
  createJobRecord,
  createVeteranRecord,
  minimalPdf,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);

const resume =
  'Delivery driver with a Class A CDL. 2015 - 2023 drove delivery trucks for Bay Freight and kept a clean driving record. ' +
  'Loaded and unloaded freight up to 75 lbs every day, planned routes and served customers at every stop with a smile. ' +
  'Trained four new drivers on vehicle inspections and safety. Forklift certified since 2016.';

const apply = async (jobId: string, client?: TestClient) => {
  const body = new FormData();
  const email = `marcus.${Math.random().toString(16).slice(2)}@example.com`;
  body.append('applicantName', 'Marcus Hale');
  body.append('applicantEmail', email);
  body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I own a truck', 'I understand']));
  body.append('resume', new Blob([new Uint8Array(minimalPdf(resume))]), 'resume.pdf');
  const response = await fetch(`${api.url}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    body,
    headers: client ? { cookie: client.cookieHeader } : {},
  });
  // Not the account's own email: seen by the employer once confirmed by email, then scored by the worker.
  expect(response.status).toBe(202);
  const id = await confirmApplicationFromOutbox(api.url, email);
  const confirmed = await ApplicationModel.findById(id).lean();
  // Answered before it is scored: the score is the worker's task.
  expect(confirmed).toMatchObject({ scoring: 'pending', rankScore: 0 });
  expect(confirmed?.qualificationScore).toBeUndefined();
  expect(await runDueApplicationTasks()).toBeGreaterThanOrEqual(1);
  return ApplicationModel.findById(id).lean();
};

describe('an application is ranked once it is sent, by the queued scoring task', () => {
  it('stores its score against the job, the explanation and the questions as asked', async () => {
    const job = await createJobRecord(await createEmployerRecord(), {
      title: 'Delivery Driver',
      experience: 'mid',
      requirements: ['Valid Class A CDL', 'Commercial driving experience', 'Bachelor degree in accounting'],
    });

    const stored = await apply(job.id);

    expect(stored?.scoring).toBe('scored');
    expect(stored?.qualificationScore).toBeGreaterThan(40);
    expect(stored?.rankScore).toBe(stored?.qualificationScore);
    expect(stored?.veteranBonus).toBe(0);
    expect(stored?.explanation).toMatchObject({
      readable: true,
      requirementsMissing: ['Bachelor degree in accounting'],
    });
    expect(stored?.screeningQuestions).toHaveLength(3);
  });

  it('links a signed-in veteran and adds the veteran bonus to the rank', async () => {
    const job = await createJobRecord(await createEmployerRecord(), { title: 'Delivery Driver', requirements: ['Valid Class A CDL'] });
    const veteran = await createVeteranRecord();
    const client = new TestClient(() => api.url);
    await signInAs(client, { subjectId: veteran.id, role: 'veteran' });

    const stored = await apply(job.id, client);

    expect(String(stored?.veteranId)).toBe(veteran.id);
    expect(stored?.veteranBonus).toBe(10);
    expect(stored?.rankScore).toBe((stored?.qualificationScore ?? 0) + 10);
  });
});
