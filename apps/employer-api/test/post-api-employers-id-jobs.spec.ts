import { alwaysAskedQuestions } from '@jobboard/domain';
import { EmployerModel, EmployerNotificationModel, JobModel } from '@jobboard/db';
import {
  aJobPosting,
  anEmployerRegistration,
  giveCredits,
  givePlan,
  TestClient,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

const signedInEmployer = async () => {
  const client = new TestClient(() => employerApi.url);
  const { id } = await signUpThroughApi(client, 'employer', anEmployerRegistration());
  return { client, id };
};

const withPlan = async (plan: 'starter' | 'pro' | 'enterprise' = 'pro') => {
  const employer = await signedInEmployer();
  await givePlan(employer.id, plan);
  return employer;
};

const post = (employer: { client: TestClient; id: string }, posting: Record<string, unknown> = aJobPosting()) =>
  employer.client.post(`/api/employers/${employer.id}/jobs`, posting);

describe('POST /api/employers/:id/jobs', () => {
  it('posts a live job under the session employer, with its place resolved for distance search', async () => {
    const employer = await withPlan();

    const response = await post(employer);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      employerId: employer.id,
      companyName: 'Harbor Logistics',
      title: 'Delivery Driver',
      type: 'full-time',
      experience: 'mid',
      status: 'active',
      salaryMin: 52000,
      salaryPeriod: 'yearly',
      city: 'Oakland',
      state: 'CA',
      // From the employer's fair-chance attestation (none here), never from the posting.
      secondChanceEmployer: false,
      applicantCount: 0,
      viewCount: 0,
    });
    expect(response.body.latitude).toBeCloseTo(37.8, 0);
    expect(response.body.applicationDeadline).toBe('2030-01-31T00:00:00.000Z');
    const listed = await employer.client.get<unknown[]>(`/api/employers/${employer.id}/jobs`);
    expect(listed.body).toEqual([expect.objectContaining({ id: response.body.id })]);
  });

  it("stores only the job's own questions: blanks dropped, and the always-asked ones never taken from the client", async () => {
    const employer = await withPlan();
    const mandatory = alwaysAskedQuestions[alwaysAskedQuestions.length - 1];

    const response = await post(employer, aJobPosting({ screeningQuestions: ['  Do you hold a CDL? ', '', mandatory, 'Nights OK?'] }));

    expect(response.status).toBe(201);
    expect(response.body.screeningQuestions).toEqual(['Do you hold a CDL?', 'Nights OK?']);
  });

  it('accepts ten screening questions and refuses eleven', async () => {
    const employer = await withPlan();
    const questions = (count: number) => Array.from({ length: count }, (_, index) => `Question ${index + 1}?`);

    expect((await post(employer, aJobPosting({ screeningQuestions: questions(10) }))).status).toBe(201);
    const refused = await post(employer, aJobPosting({ screeningQuestions: questions(11) }));

    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([expect.objectContaining({ path: 'screeningQuestions' })]);
  });

  it.each(['title', 'location', 'type', 'experience', 'description', 'schedule', 'requirements', 'responsibilities', 'benefits'])(
    'refuses a posting without %s, naming the field, and stores nothing',
    async (field) => {
      const employer = await withPlan();
      const posting: Record<string, unknown> = aJobPosting();
      delete posting[field];

      const response = await post(employer, posting);

      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect((response.body.fields as { path: string }[]).map((problem) => problem.path)).toContain(field);
      expect(await JobModel.countDocuments({ employerId: employer.id })).toBe(0);
    },
  );

  it('refuses a list whose entries are all blank', async () => {
    const employer = await withPlan();

    const response = await post(employer, aJobPosting({ benefits: ['  ', ''] }));

    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ path: 'benefits' })]);
  });

  it.each([52000.5, 'abc', -1])('refuses a salary of %p: salaries are whole dollars', async (salaryMin) => {
    const employer = await withPlan();

    const response = await post(employer, aJobPosting({ salaryMin }));

    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ path: 'salaryMin' })]);
  });

  it('reads whole numbers typed as text, and a maximum below the minimum is refused', async () => {
    const employer = await withPlan();

    expect((await post(employer, aJobPosting({ salaryMin: '40000', salaryMax: '45000' }))).body).toMatchObject({ salaryMin: 40000 });
    const refused = await post(employer, aJobPosting({ salaryMin: 50000, salaryMax: 40000 }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([expect.objectContaining({ path: 'salaryMax' })]);
  });

  it('refuses a location it cannot find, but takes a remote job without a place', async () => {
    const employer = await withPlan();

    const unknown = await post(employer, aJobPosting({ location: 'Nowhereville, ZZ' }));
    const remote = await post(employer, aJobPosting({ location: 'Remote', type: 'Remote' }));

    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([expect.objectContaining({ path: 'location' })]);
    expect(remote.status).toBe(201);
    expect(remote.body).not.toHaveProperty('latitude');
  });

  it('stores the clearance a job requires, and a job requiring None or nothing as requiring none', async () => {
    const employer = await withPlan();

    const secret = await post(employer, aJobPosting({ title: 'Cleared Driver', clearanceRequired: 'Secret' }));
    const none = await post(employer, aJobPosting({ title: 'Open Driver', clearanceRequired: 'None' }));
    const unstated = await post(employer, aJobPosting({ title: 'Plain Driver' }));

    expect(secret.status).toBe(201);
    expect(secret.body).toMatchObject({ clearanceRequired: 'Secret' });
    expect(secret.body).not.toHaveProperty('clearanceRank');
    expect(none.body).not.toHaveProperty('clearanceRequired');
    expect(unstated.body).not.toHaveProperty('clearanceRequired');
    const stored = await JobModel.find({ employerId: employer.id }).sort({ title: 1 }).lean();
    expect(stored.map((job) => [job.title, job.clearanceRequired, job.clearanceRank])).toEqual([
      ['Cleared Driver', 'Secret', 2],
      ['Open Driver', undefined, 0],
      ['Plain Driver', undefined, 0],
    ]);
  });

  it.each(['Confidential', 'secret', 3])('refuses the unknown clearance %p and stores nothing', async (clearanceRequired) => {
    const employer = await withPlan();

    const response = await post(employer, aJobPosting({ clearanceRequired }));

    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ path: 'clearanceRequired' })]);
    expect(await JobModel.countDocuments({ employerId: employer.id })).toBe(0);
  });

  it('posts under the session employer only: the id of another employer is refused', async () => {
    const owner = await withPlan();
    const other = await withPlan();

    const response = await other.client.post(`/api/employers/${owner.id}/jobs`, aJobPosting());

    expect(response.status).toBe(403);
    expect(await JobModel.countDocuments({ employerId: owner.id })).toBe(0);
  });

  it('notifies the employer that the job is live', async () => {
    const employer = await withPlan();

    await post(employer, aJobPosting({ title: 'Yard Jockey' }));

    const notes = await EmployerNotificationModel.find({ employerId: employer.id }).lean();
    expect(notes.map((note) => note.message)).toEqual([expect.stringContaining('Yard Jockey')]);
  });
});

describe('posting needs entitlement', () => {
  it('answers 402 to a new employer with no plan and no credit, and stores nothing', async () => {
    const employer = await signedInEmployer();

    const response = await post(employer);

    expect(response.status).toBe(402);
    expect(response.body.code).toBe('payment_required');
    expect(await JobModel.countDocuments({ employerId: employer.id })).toBe(0);
  });

  it('spends a bought credit when there is no plan', async () => {
    const employer = await signedInEmployer();
    await giveCredits(employer.id, 1);

    expect((await post(employer)).status).toBe(201);
    expect((await post(employer)).status).toBe(402);
    expect((await EmployerModel.findById(employer.id).lean())?.jobPostCredits).toBe(0);
  });

  it("uses the plan's posts for the period first, then credits, and says when the plan is used up", async () => {
    const employer = await withPlan('starter');
    await giveCredits(employer.id, 1);

    for (let post_ = 0; post_ < 5; post_ += 1) expect((await post(employer)).status).toBe(201);
    const stats = await employer.client.get(`/api/employers/${employer.id}/stats`);
    expect(stats.body.posting).toMatchObject({ canPost: true, source: 'credit', planPostsLeft: 0, credits: 1 });
    expect((await post(employer)).status).toBe(201);
    expect((await post(employer)).status).toBe(402);
    const billing = await EmployerNotificationModel.countDocuments({ employerId: employer.id, type: 'billing' });
    expect(billing).toBe(1);
  });

  it('does not count a trial that has ended', async () => {
    const employer = await withPlan('pro');
    await EmployerModel.updateOne({ _id: employer.id }, { subscriptionStatus: 'trialing', trialEnd: new Date(Date.now() - 60_000) });

    expect((await post(employer)).status).toBe(402);
  });

  it('gives exactly 3 jobs for 20 posts sent at once by an employer with 3 credits', async () => {
    const employer = await signedInEmployer();
    await giveCredits(employer.id, 3);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => post(employer, aJobPosting({ title: `Driver ${index}` }))));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(17);
    expect(await JobModel.countDocuments({ employerId: employer.id })).toBe(3);
    expect((await EmployerModel.findById(employer.id).lean())?.jobPostCredits).toBe(0);
  });

  it("gives exactly the plan's 5 posts for 20 sent at once on the Starter plan", async () => {
    const employer = await withPlan('starter');

    const answers = await Promise.all(Array.from({ length: 20 }, () => post(employer)));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(await JobModel.countDocuments({ employerId: employer.id })).toBe(5);
    expect((await EmployerModel.findById(employer.id).lean())?.planPostsUsed).toBe(5);
  });
});
