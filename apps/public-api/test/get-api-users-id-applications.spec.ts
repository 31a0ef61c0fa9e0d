import { applicationTrackerMessages, followUpAfterDays, trackedApplicationListSchema, type TrackedApplication } from '@jobboard/contracts';
import { ApplicationModel, InterviewModel, JobModel } from '@jobboard/db';
import {
  createAdminUser,
  createEmployerRecord,
  createJobRecord,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { applyThroughApi } from './application-builders';
import { signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);

const dayMs = 24 * 60 * 60 * 1000;
const trackerKeys = [
  'id',
  'jobTitle',
  'companyName',
  'location',
  'salary',
  'status',
  'appliedAt',
  'daysSinceApplication',
  'reviewedAt',
  'notes',
  'rejectionReason',
  'positionClosed',
  'canFollowUp',
  'followUpFrom',
  'applicantFollowUpSent',
  'applicantFollowUpDate',
  'interviews',
];

let employer: { id: string; companyName: string; email: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Harbor Logistics' });
});

/** A job seeker signed in on their own client. */
const aSignedInJobSeeker = async () => {
  const client = visitor();
  const account = await signUpJobSeeker(client);
  return { client, ...account };
};

const applicationsOf = (client: TestClient, userId: string) => client.get<TrackedApplication[]>(`/api/users/${userId}/applications`);

describe('GET /api/users/:id/applications', () => {
  it("shows the interviews booked for an application: when, in the employer's zone, and how to join", async () => {
    const { client, id, email } = await aSignedInJobSeeker();
    const job = await createJobRecord(employer, { title: 'Dock Lead' });
    const application = await applyThroughApi(api.url, job.id, { email }, client);
    const when = new Date(Date.now() + 3 * dayMs);
    await InterviewModel.create([
      { applicationId: application.id, employerId: employer.id, candidateName: 'A', candidateEmail: email, scheduledDateTime: when, duration: 45, interviewType: 'video', meetingLink: 'https://meet.jit.si/RealOpportunities-abc', meetingId: 'RealOpportunities-abc', timeZone: 'America/Chicago' },
      { applicationId: application.id, employerId: employer.id, candidateName: 'A', candidateEmail: email, scheduledDateTime: new Date(when.getTime() + dayMs), duration: 30, interviewType: 'phone', status: 'cancelled' },
    ]);

    const [tracked] = (await applicationsOf(client, id)).body;

    expect(tracked.interviews).toEqual([
      { id: expect.any(String), scheduledDateTime: when.toISOString(), duration: 45, interviewType: 'video', status: 'scheduled', timeZone: 'America/Chicago', meetingLink: 'https://meet.jit.si/RealOpportunities-abc' },
      // The builders' employers are in California and answer the phone at 555-0100.
      { id: expect.any(String), scheduledDateTime: new Date(when.getTime() + dayMs).toISOString(), duration: 30, interviewType: 'phone', status: 'cancelled', timeZone: 'America/Los_Angeles', where: '555-0100' },
    ]);
  });

  describe('is served only to its owner', () => {
    it('answers 401 without a session', async () => {
      const { id } = await aSignedInJobSeeker();

      expect((await applicationsOf(visitor(), id)).status).toBe(401);
    });

    it("answers 403 for another job seeker's list", async () => {
      const owner = await aSignedInJobSeeker();
      const someoneElse = await aSignedInJobSeeker();

      expect((await applicationsOf(someoneElse.client, owner.id)).status).toBe(403);
    });

    it('answers 403 for an employer', async () => {
      const owner = await aSignedInJobSeeker();
      const employerClient = visitor();
      await signInAs(employerClient, { subjectId: employer.id, role: 'employer' });

      expect((await applicationsOf(employerClient, owner.id)).status).toBe(403);
    });

    it('lets an admin read it', async () => {
      const owner = await aSignedInJobSeeker();
      const job = await createJobRecord(employer);
      await applyThroughApi(api.url, job.id, { email: owner.email }, owner.client);
      const admin = visitor();
      await signInAs(admin, { subjectId: (await createAdminUser()).id, role: 'admin' });

      const response = await applicationsOf(admin, owner.id);

      expect(response.status).toBe(200);
      expect(response.body.map((application) => application.jobTitle)).toEqual([job.title]);
    });
  });

  it('answers an empty list to a job seeker who has not applied yet', async () => {
    const { client, id } = await aSignedInJobSeeker();

    const response = await applicationsOf(client, id);

    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('answers every tracker field, newest first, with the location and pay of the job applied to', async () => {
    const { client, id, email } = await aSignedInJobSeeker();
    const olderJob = await createJobRecord(employer, {
      title: 'Forklift Operator',
      location: 'Oakland, CA',
      salaryMin: 18,
      salaryMax: 22,
      salaryPeriod: 'hourly',
    });
    const newerJob = await createJobRecord(employer, {
      title: 'Shipping Clerk',
      location: 'Austin, TX',
      salaryMin: undefined,
      salaryMax: undefined,
    });
    const older = await applyThroughApi(api.url, olderJob.id, { email }, client);
    const newer = await applyThroughApi(api.url, newerJob.id, { email }, client);
    const appliedAt = new Date(Date.now() - followUpAfterDays * dayMs - 60_000);
    const reviewedAt = new Date(Date.now() - dayMs);
    await ApplicationModel.updateOne(
      { _id: older.id },
      {
        $set: {
          appliedAt,
          status: 'reviewed',
          reviewedAt,
          notes: 'Thanks for applying! We will call you this week.',
          employerNotes: 'Internal: strong candidate',
        },
      },
    );

    const response = await applicationsOf(client, id);

    expect(response.status).toBe(200);
    expect(trackedApplicationListSchema.parse(response.body)).toHaveLength(2);
    const [first, second] = response.body;
    expect(first).toEqual({
      id: newer.id,
      jobTitle: 'Shipping Clerk',
      companyName: 'Harbor Logistics',
      location: 'Austin, TX',
      status: 'pending',
      appliedAt: expect.any(String),
      daysSinceApplication: 0,
      positionClosed: false,
      // Never on the day of applying: from the date the tracker states.
      canFollowUp: false,
      followUpFrom: new Date(new Date(first.appliedAt).getTime() + followUpAfterDays * dayMs).toISOString(),
      applicantFollowUpSent: false,
      interviews: [],
    });
    expect(second).toEqual({
      id: older.id,
      jobTitle: 'Forklift Operator',
      companyName: 'Harbor Logistics',
      location: 'Oakland, CA',
      salary: '$18/hr - $22/hr',
      status: 'reviewed',
      appliedAt: appliedAt.toISOString(),
      daysSinceApplication: followUpAfterDays,
      reviewedAt: reviewedAt.toISOString(),
      notes: 'Thanks for applying! We will call you this week.',
      positionClosed: false,
      canFollowUp: true,
      followUpFrom: new Date(appliedAt.getTime() + followUpAfterDays * dayMs).toISOString(),
      applicantFollowUpSent: false,
      interviews: [],
    });
    // The employer's private pipeline notes and the applicant's files never reach the tracker.
    for (const application of response.body) {
      expect(Object.keys(application).every((key) => trackerKeys.includes(key))).toBe(true);
    }
  });

  it('shows a sent follow-up and a decided application as no longer open for a follow-up', async () => {
    const { client, id, email } = await aSignedInJobSeeker();
    const followedUp = await applyThroughApi(api.url, (await createJobRecord(employer)).id, { email }, client);
    const rejected = await applyThroughApi(api.url, (await createJobRecord(employer)).id, { email }, client);
    const sentAt = new Date(Date.now() - 60_000);
    await ApplicationModel.updateOne(
      { _id: followedUp.id },
      { $set: { applicantFollowUpSent: true, applicantFollowUpDate: sentAt, followUpMessage: 'Any news?' } },
    );
    await ApplicationModel.updateOne({ _id: rejected.id }, { $set: { status: 'rejected' } });

    const response = await applicationsOf(client, id);

    const byId = new Map(response.body.map((application) => [application.id, application]));
    expect(byId.get(followedUp.id)).toMatchObject({
      canFollowUp: false,
      applicantFollowUpSent: true,
      applicantFollowUpDate: sentAt.toISOString(),
    });
    expect(byId.get(rejected.id)).toMatchObject({ status: 'rejected', canFollowUp: false, applicantFollowUpSent: false });
  });

  it("lists only the job seeker's own applications, and says so when the job is gone", async () => {
    const owner = await aSignedInJobSeeker();
    const other = await aSignedInJobSeeker();
    const job = await createJobRecord(employer, { title: 'Dock Lead' });
    await applyThroughApi(api.url, job.id, { email: other.email }, other.client);
    await applyThroughApi(api.url, job.id, { email: 'anonymous.applicant@example.com' });
    const own = await applyThroughApi(api.url, job.id, { email: owner.email }, owner.client);
    await JobModel.deleteOne({ _id: job.id });

    const response = await applicationsOf(owner.client, owner.id);

    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({ id: own.id, jobTitle: 'Dock Lead', location: applicationTrackerMessages.locationUnknown, positionClosed: true });
    expect(response.body[0]).not.toHaveProperty('salary');
  });
});
