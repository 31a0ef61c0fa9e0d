import type { AppliedJob, TrackedApplication, VeteranApplication } from '@jobboard/contracts';
import { closeJobsPastDeadline } from '@jobboard/applications';
import { ApplicationModel, InterviewModel, InterviewTimeClaimModel, JobModel, OutboxMessageModel } from '@jobboard/db';
import {
  anEmployerRegistration,
  aVeteranRegistration,
  createAdminUser,
  createJobRecord,
  signUpThroughApi,
  TestClient,
  testPassword,
  uniqueEmail,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
// Platform tests start the real services in-process: a job closed at employer-api, admin-api or by
// the worker's deadline sweep reads the same in the trackers of public-api and veteran-api.
import { createAdminApi } from '@jobboard/admin-api/app';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

useTestDatabase();
const adminApi = useTestService(createAdminApi);
const employerApi = useTestService(createEmployerApi);
const publicApi = useTestService(createPublicApi);
const veteranApi = useTestService(createVeteranApi);

const dayMs = 24 * 60 * 60 * 1000;
const links = { siteUrl: 'https://jobs.example.com', secret: 'a test secret of enough length' };

/** An employer signed in at employer-api, with a job, a shortlisted job seeker and an interviewing veteran, each with an interview to come. */
const aJobWithApplicants = async (jobFields: Record<string, unknown> = {}) => {
  const registration = anEmployerRegistration();
  const employerClient = new TestClient(() => employerApi.url);
  const { id: employerId } = await signUpThroughApi(employerClient, 'employer', registration);
  const employer = { id: employerId, companyName: registration.companyName };
  const job = await createJobRecord(employer, { title: 'Dock Supervisor', ...jobFields });

  const seeker = new TestClient(() => publicApi.url);
  const seekerEmail = uniqueEmail('seeker');
  const seekerId = (
    await signUpThroughApi(seeker, 'jobseeker', { firstName: 'Rosa', lastName: 'Delgado', email: seekerEmail, password: testPassword })
  ).id;
  const veteran = new TestClient(() => veteranApi.url);
  const veteranEmail = uniqueEmail('veteran');
  const veteranId = (await signUpThroughApi(veteran, 'veteran', aVeteranRegistration({ email: veteranEmail }))).id;

  const common = {
    jobId: job.id,
    employerId,
    jobTitle: 'Dock Supervisor',
    companyName: employer.companyName,
    appliedAt: new Date(Date.now() - 10 * dayMs),
  };
  const seekerApplication = await ApplicationModel.create({
    ...common,
    userId: seekerId,
    applicantName: 'Rosa Delgado',
    applicantEmail: seekerEmail,
    status: 'shortlisted',
    pipelineStage: 'screening',
  });
  const veteranApplication = await ApplicationModel.create({
    ...common,
    veteranId,
    applicantName: 'Marcus Hale',
    applicantEmail: veteranEmail,
    status: 'interviewing',
    pipelineStage: 'interview',
  });
  const interviewOf = (application: typeof seekerApplication, when: number) =>
    InterviewModel.create({
      applicationId: application._id,
      employerId,
      candidateName: application.applicantName,
      candidateEmail: application.applicantEmail,
      jobTitle: 'Dock Supervisor',
      scheduledDateTime: new Date(Date.now() + when),
      duration: 30,
      interviewType: 'video',
      meetingLink: 'https://meet.example.com/room',
      status: 'scheduled',
      timeZone: 'America/Los_Angeles',
    });
  const seekerInterview = await interviewOf(seekerApplication, 3 * dayMs);
  const veteranInterview = await interviewOf(veteranApplication, 4 * dayMs);
  // One that already took place (not marked yet): the closing leaves it as it was.
  const pastInterview = await interviewOf(veteranApplication, -dayMs);
  await InterviewTimeClaimModel.create({ employerId, blockStart: seekerInterview.scheduledDateTime, interviewId: seekerInterview._id });
  return {
    employerClient,
    employerId,
    companyName: employer.companyName,
    job,
    seeker,
    seekerId,
    veteran,
    veteranId,
    interviews: [seekerInterview, veteranInterview],
    pastInterview,
  };
};

type Setup = Awaited<ReturnType<typeof aJobWithApplicants>>;

const cancellationMails = async (setup: Setup) =>
  OutboxMessageModel.find({ _id: { $in: setup.interviews.map((interview) => `interview-cancelled:${String(interview._id)}:1`) } }).lean();

/** What every closing does, whoever closed the job. */
const expectClosureEffects = async (setup: Setup) => {
  const [tracked] = (await setup.seeker.get<TrackedApplication[]>(`/api/users/${setup.seekerId}/applications`)).body;
  expect(tracked).toMatchObject({ status: 'shortlisted', positionClosed: true, canFollowUp: false });
  expect(tracked.interviews.map((interview) => interview.status)).toEqual(['cancelled']);
  const [veteranTracked] = (await setup.veteran.get<VeteranApplication[]>(`/api/veterans/${setup.veteranId}/applications`)).body;
  expect(veteranTracked).toMatchObject({ status: 'interviewing', positionClosed: true });
  expect(veteranTracked.interviews.map((interview) => interview.status).sort()).toEqual(['cancelled', 'scheduled']);

  // Each interview to come cancelled once, its time given back, its candidate emailed once.
  const interviews = await InterviewModel.find({ _id: { $in: setup.interviews.map((interview) => interview._id) } }).lean();
  expect(interviews.map((interview) => [interview.status, interview.icsSequence])).toEqual([
    ['cancelled', 1],
    ['cancelled', 1],
  ]);
  expect((await InterviewModel.findById(setup.pastInterview._id).lean())?.status).toBe('scheduled');
  expect(await InterviewTimeClaimModel.countDocuments({ interviewId: setup.interviews[0]._id })).toBe(0);
  const mails = await cancellationMails(setup);
  expect(mails.map((mail) => mail.to).sort()).toEqual(interviews.map((interview) => interview.candidateEmail).sort());
  expect(mails[0].subject).toBe(`Interview cancelled: Dock Supervisor at ${setup.companyName}`);
  expect(mails[0].text).toContain('because the position has closed');
  expect(await OutboxMessageModel.countDocuments({ _id: { $regex: '^interview-cancelled:' }, to: { $in: mails.map((mail) => mail.to) } })).toBe(2);

  // The job page says so, and offers no form.
  const page = await new TestClient(() => publicApi.url).get<{ acceptingApplications: boolean }>(`/api/jobs/${setup.job.id}/page`);
  if (page.status === 200) expect(page.body.acceptingApplications).toBe(false);
};

describe('a closed job is told to its applicants', () => {
  it('closed by its employer, twice in parallel: "Position closed" in both trackers, each interview cancelled with one email', async () => {
    const setup = await aJobWithApplicants();

    const closings = await Promise.all(Array.from({ length: 10 }, () => setup.employerClient.delete(`/api/jobs/${setup.job.id}`)));

    expect(closings.map((closing) => closing.status)).toEqual(Array(10).fill(204));
    await expectClosureEffects(setup);
    // Closing again later changes nothing and tells no one twice.
    expect((await setup.employerClient.delete(`/api/jobs/${setup.job.id}`)).status).toBe(204);
    expect(await cancellationMails(setup)).toHaveLength(2);
  });

  it('closed by an admin: the same effects, once, however many admins close it at once', async () => {
    const setup = await aJobWithApplicants();
    const admin = await createAdminUser();
    const adminClient = new TestClient(() => adminApi.url);
    expect((await adminClient.post('/api/admin/login', { username: admin.username, password: admin.password })).status).toBe(200);

    const closings = await Promise.all(
      Array.from({ length: 5 }, () => adminClient.put(`/api/admin/jobs/${setup.job.id}/close`, { reason: 'Misleading pay' })),
    );

    expect(closings.map((closing) => closing.status).sort()).toEqual([200, 409, 409, 409, 409]);
    await expectClosureEffects(setup);
  });

  it('closed by its deadline: the sweep closes it once, with the same effects, however many sweeps run at once', async () => {
    const now = new Date();
    const setup = await aJobWithApplicants({ applicationDeadline: new Date(now.getTime() - 2 * dayMs) });
    const open = await createJobRecord({ id: setup.employerId, companyName: 'Other' }, { applicationDeadline: new Date(now.getTime()) });

    const runs = await Promise.all(Array.from({ length: 5 }, () => closeJobsPastDeadline(links, now)));

    expect(runs.reduce((sum, run) => sum + run.jobsClosed, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.interviewsCancelled, 0)).toBe(2);
    expect(await JobModel.findById(setup.job.id).lean()).toMatchObject({ status: 'closed', closedAt: now });
    // Deadline day not over yet: still open.
    expect((await JobModel.findById(open.id).lean())?.status).toBe('active');
    await expectClosureEffects(setup);
  });
});

describe('"Applied" for the signed-in person', () => {
  it('answers which jobs the session applied to in one call, and nothing to a visitor', async () => {
    const setup = await aJobWithApplicants();

    const seekerApplied = await setup.seeker.get<AppliedJob[]>('/api/applied-jobs');
    expect(seekerApplied.status).toBe(200);
    expect(seekerApplied.body).toEqual([{ jobId: setup.job.id, applicationId: expect.any(String), appliedAt: expect.any(String) }]);
    // The veteran's session cookie, at public-api (one site behind the edge).
    const veteranApplied = await new TestClient(() => publicApi.url).get<AppliedJob[]>('/api/applied-jobs', { cookie: setup.veteran.cookieHeader });
    expect(veteranApplied.body.map((applied) => applied.jobId)).toEqual([setup.job.id]);
    expect(veteranApplied.body[0].applicationId).not.toBe(seekerApplied.body[0].applicationId);
    expect((await new TestClient(() => publicApi.url).get('/api/applied-jobs')).status).toBe(401);
  });
});
