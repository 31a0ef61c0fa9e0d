import {
  applicationTrackerMessages,
  followUpAfterDays,
  trackedApplicationSchema,
  type ErrorBody,
  type TrackedApplication,
} from '@jobboard/contracts';
import { ApplicationModel, EmployerNotificationModel } from '@jobboard/db';
import { createAdminUser, createEmployerRecord, createJobRecord, signInAs, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { applyThroughApi } from './application-builders';
import { signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);

const message = 'Hello! I applied last week and remain very interested in the role. Is there anything else you need from me?';

let employer: { id: string; companyName: string; email: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Harbor Logistics' });
});

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A signed-in job seeker who applied to a new job through the real endpoint, `daysAgo` days ago
 * (by default just as long ago as a follow-up is first offered).
 */
const anApplicant = async (daysAgo = followUpAfterDays) => {
  const client = visitor();
  const account = await signUpJobSeeker(client);
  const job = await createJobRecord(employer, { title: 'Forklift Operator' });
  const application = await applyThroughApi(api.url, job.id, { name: 'Rosa Delgado', email: account.email }, client);
  await ApplicationModel.updateOne({ _id: application.id }, { $set: { appliedAt: new Date(Date.now() - daysAgo * dayMs - 1000) } });
  return { client, ...account, applicationId: application.id };
};

const followUp = (client: TestClient, applicationId: string, body: unknown = { message }) =>
  client.post<TrackedApplication & Partial<ErrorBody>>(`/api/applications/${applicationId}/follow-up`, body);

const followUpNotifications = (applicationId: string) => EmployerNotificationModel.find({ applicationId, type: 'follow_up' }).lean();

const storedFollowUp = async (applicationId: string) =>
  ApplicationModel.findById(applicationId).select({ applicantFollowUpSent: 1, applicantFollowUpDate: 1, followUpMessage: 1 }).lean();

describe('POST /api/applications/:id/follow-up', () => {
  it('refuses a follow-up before the days the tracker states (never on the day of applying)', async () => {
    const today = await anApplicant(0);
    const dayBefore = await anApplicant(followUpAfterDays - 1);

    for (const { client, applicationId } of [today, dayBefore]) {
      const response = await followUp(client, applicationId);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(applicationTrackerMessages.tooSoon);
      expect(await followUpNotifications(applicationId)).toHaveLength(0);
    }
    const [tracked] = (await today.client.get<TrackedApplication[]>(`/api/users/${today.id}/applications`)).body;
    expect(tracked).toMatchObject({ canFollowUp: false, daysSinceApplication: 0 });
    expect(new Date(tracked.followUpFrom).getTime() - new Date(tracked.appliedAt).getTime()).toBe(followUpAfterDays * dayMs);
  });

  it('records the follow-up once, notifies the employer, and answers the tracker view', async () => {
    const { client, applicationId } = await anApplicant();
    const before = Date.now();

    const response = await followUp(client, applicationId, { message: `  ${message}\n` });

    expect(response.status).toBe(200);
    expect(trackedApplicationSchema.parse(response.body)).toMatchObject({
      id: applicationId,
      jobTitle: 'Forklift Operator',
      canFollowUp: false,
      applicantFollowUpSent: true,
    });
    const stored = await storedFollowUp(applicationId);
    expect(stored).toMatchObject({ applicantFollowUpSent: true, followUpMessage: message });
    expect(stored?.applicantFollowUpDate?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(response.body.applicantFollowUpDate).toBe(stored?.applicantFollowUpDate?.toISOString());
    const notifications = await followUpNotifications(applicationId);
    expect(notifications).toHaveLength(1);
    expect(String(notifications[0].employerId)).toBe(employer.id);
    expect(notifications[0]).toMatchObject({ isRead: false });
    expect(notifications[0].message).toContain('Rosa Delgado');
    expect(notifications[0].message).toContain('Forklift Operator');
  });

  it('refuses a second follow-up with 409 and keeps the first', async () => {
    const { client, applicationId } = await anApplicant();
    expect((await followUp(client, applicationId)).status).toBe(200);

    const second = await followUp(client, applicationId, { message: 'Just checking again!' });

    expect(second.status).toBe(409);
    expect(second.body.code).toBe('conflict');
    expect((await storedFollowUp(applicationId))?.followUpMessage).toBe(message);
    expect(await followUpNotifications(applicationId)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent sends through', async () => {
    const { client, applicationId } = await anApplicant();

    const answers = await Promise.all([
      followUp(client, applicationId, { message: 'First message' }),
      followUp(client, applicationId, { message: 'Second message' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await storedFollowUp(applicationId))?.followUpMessage).toBe(winner === answers[0] ? 'First message' : 'Second message');
    expect(await followUpNotifications(applicationId)).toHaveLength(1);
  });

  it.each([[{ message: '' }], [{ message: '   \n ' }], [{}]])('refuses a blank message %j with 400 and records nothing', async (body) => {
    const { client, applicationId } = await anApplicant();

    const response = await followUp(client, applicationId, body);

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect((await storedFollowUp(applicationId))?.applicantFollowUpSent).toBe(false);
    expect(await followUpNotifications(applicationId)).toHaveLength(0);
  });

  it('refuses a message over 5000 characters with 400', async () => {
    const { client, applicationId } = await anApplicant();

    expect((await followUp(client, applicationId, { message: 'a'.repeat(5001) })).status).toBe(400);
  });

  it.each(['rejected', 'accepted', 'hired'])('refuses with 409 once the application is %s', async (status) => {
    const { client, applicationId } = await anApplicant();
    await ApplicationModel.updateOne({ _id: applicationId }, { $set: { status } });

    const response = await followUp(client, applicationId);

    expect(response.status).toBe(409);
    expect((await storedFollowUp(applicationId))?.applicantFollowUpSent).toBe(false);
    expect(await followUpNotifications(applicationId)).toHaveLength(0);
  });

  it('accepts a follow-up while the employer is still deciding (reviewed)', async () => {
    const { client, applicationId } = await anApplicant();
    await ApplicationModel.updateOne({ _id: applicationId }, { $set: { status: 'reviewed', reviewedAt: new Date() } });

    expect((await followUp(client, applicationId)).status).toBe(200);
  });

  describe('only the applicant may send it', () => {
    it('answers 401 without a session', async () => {
      const { applicationId } = await anApplicant();

      expect((await followUp(visitor(), applicationId)).status).toBe(401);
    });

    it('answers 403 for another job seeker, and records nothing', async () => {
      const { applicationId } = await anApplicant();
      const someoneElse = visitor();
      await signUpJobSeeker(someoneElse);

      expect((await followUp(someoneElse, applicationId)).status).toBe(403);
      expect((await storedFollowUp(applicationId))?.applicantFollowUpSent).toBe(false);
    });

    it('answers 403 for an application sent without an account', async () => {
      const job = await createJobRecord(employer);
      const anonymous = await applyThroughApi(api.url, job.id, { email: 'no.account@example.com' });
      const jobSeeker = visitor();
      await signUpJobSeeker(jobSeeker);

      expect((await followUp(jobSeeker, anonymous.id)).status).toBe(403);
    });

    it('answers 403 for an admin or an employer: a follow-up is the applicant’s own message', async () => {
      const { applicationId } = await anApplicant();
      const admin = visitor();
      await signInAs(admin, { subjectId: (await createAdminUser()).id, role: 'admin' });
      const employerClient = visitor();
      await signInAs(employerClient, { subjectId: employer.id, role: 'employer' });

      expect((await followUp(admin, applicationId)).status).toBe(403);
      expect((await followUp(employerClient, applicationId)).status).toBe(403);
    });

    it('answers 404 for an unknown application', async () => {
      const jobSeeker = visitor();
      await signUpJobSeeker(jobSeeker);

      expect((await followUp(jobSeeker, '507f1f77bcf86cd799439011')).status).toBe(404);
    });
  });
});
