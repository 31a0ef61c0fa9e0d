import { trackerStatusLabels, type TrackedApplication } from '@jobboard/contracts';
import { ApplicationModel, EmployerNotificationModel, JobModel, OutboxMessageModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { closeUnansweredApplications } from '@jobboard/applications';
import { createScheduler } from '@jobboard/server-kit';
import { createPublicApi } from '../src/app';
import { signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);

const dayMs = 24 * 60 * 60 * 1000;
const now = new Date();
const daysFromNow = (days: number) => new Date(now.getTime() + days * dayMs);
const links = { siteUrl: 'https://jobs.example.com', secret: 'a test secret of enough length' };

let seq = 0;
const anApplication = async (
  job: { id: string },
  employer: { id: string; companyName: string },
  fields: Record<string, unknown> = {},
) => {
  seq += 1;
  return ApplicationModel.create({
    jobId: job.id,
    employerId: employer.id,
    applicantName: `Applicant ${seq}`,
    applicantEmail: `applicant.${seq}.${new Types.ObjectId().toHexString()}@example.com`,
    jobTitle: 'Warehouse Associate',
    companyName: employer.companyName,
    appliedAt: daysFromNow(-50),
    ...fields,
  });
};

/** A closed job, closed `closedDaysAgo` days ago, whose employer was told `noticedDaysAgo` days ago (undefined: not yet). */
const aClosedJob = async (closedDaysAgo: number, noticedDaysAgo?: number) => {
  const employer = await createEmployerRecord({ companyName: 'Harbor Logistics' });
  const job = await createJobRecord(employer, {
    status: 'closed',
    closedAt: daysFromNow(-closedDaysAgo),
    ...(noticedDaysAgo === undefined ? {} : { closureNoticeSentAt: daysFromNow(-noticedDaysAgo) }),
  });
  return { employer, job };
};

const statusOf = async (id: Types.ObjectId) => (await ApplicationModel.findById(id).lean())?.status;
const outboxKeys = async (prefix: string) =>
  (await OutboxMessageModel.find({ _id: { $regex: `^${prefix}` } }, { _id: 1 }).lean()).map((message) => String(message._id)).sort();

describe('closing applications left without a decision', () => {
  it('tells the employer 7 days ahead, once, however many sweeps run at once, and closes nothing yet', async () => {
    const { employer, job } = await aClosedJob(23);
    const pending = await anApplication(job, employer);
    const reviewed = await anApplication(job, employer, { status: 'reviewed' });
    await anApplication(job, employer, { status: 'rejected' });

    const runs = await Promise.all(Array.from({ length: 6 }, () => closeUnansweredApplications(links, now)));

    expect(runs.reduce((sum, run) => sum + run.employersTold, 0)).toBe(1);
    const notices = await EmployerNotificationModel.find({ employerId: employer.id }).lean();
    expect(notices).toHaveLength(1);
    expect(notices[0].message).toMatch(/^2 applications for "Warehouse Associate" still need a decision/);
    expect(await outboxKeys(`application-closure-notice:${job.id}`)).toEqual([`application-closure-notice:${job.id}`]);
    const mail = await OutboxMessageModel.findById(`application-closure-notice:${job.id}`).lean();
    expect(mail).toMatchObject({ to: employer.email, subject: '2 applications for Warehouse Associate still need a decision' });
    expect(mail?.text).toContain('Manage your email: https://jobs.example.com/email-preferences?token=');
    expect([await statusOf(pending._id), await statusOf(reviewed._id)]).toEqual(['pending', 'reviewed']);
  });

  it('does not tell the employer before 23 days', async () => {
    const { employer, job } = await aClosedJob(22);
    await anApplication(job, employer);

    await closeUnansweredApplications(links, now);

    expect(await EmployerNotificationModel.countDocuments({ employerId: employer.id })).toBe(0);
    expect((await JobModel.findById(job.id).lean())?.closureNoticeSentAt).toBeUndefined();
  });

  it('closes each undecided application once, 30 days after the job closed, with one courteous email each, under concurrency', async () => {
    const { employer, job } = await aClosedJob(30, 7);
    const pending = await anApplication(job, employer);
    const interviewing = await anApplication(job, employer, { status: 'interviewing', reviewedAt: daysFromNow(-45) });
    const hired = await anApplication(job, employer, { status: 'hired' });

    const runs = await Promise.all(Array.from({ length: 6 }, () => closeUnansweredApplications(links, now)));

    expect(runs.reduce((sum, run) => sum + run.applicationsClosed, 0)).toBe(2);
    expect([await statusOf(pending._id), await statusOf(interviewing._id), await statusOf(hired._id)]).toEqual(['closed', 'closed', 'hired']);
    expect((await ApplicationModel.findById(pending._id).lean())?.autoClosedAt).toEqual(now);
    expect(await outboxKeys('application-closed:')).toEqual(
      expect.arrayContaining([`application-closed:${String(pending._id)}`, `application-closed:${String(interviewing._id)}`]),
    );
    expect(await OutboxMessageModel.countDocuments({ _id: `application-closed:${String(hired._id)}` })).toBe(0);
    const mail = await OutboxMessageModel.findById(`application-closed:${String(pending._id)}`).lean();
    expect(mail).toMatchObject({ to: pending.applicantEmail, subject: 'Your application for Warehouse Associate has been closed' });
    expect(mail?.text).toContain('did not make a decision on your application, so we have closed it rather than leave you waiting');
    expect(mail?.text).toContain('Manage your email:');

    // A later sweep sends nothing again.
    const again = await closeUnansweredApplications(links, daysFromNow(1));
    expect(again.applicationsClosed).toBe(0);
    expect(await OutboxMessageModel.countDocuments({ _id: `application-closed:${String(pending._id)}` })).toBe(1);
  });

  it('never closes before the employer was told, and waits 7 days after a late notice', async () => {
    const { employer, job } = await aClosedJob(40);
    const pending = await anApplication(job, employer);

    await closeUnansweredApplications(links, now);
    expect(await statusOf(pending._id)).toBe('pending');
    expect(await EmployerNotificationModel.countDocuments({ employerId: employer.id })).toBe(1);
    const notice = await EmployerNotificationModel.findOne({ employerId: employer.id }).lean();
    expect(notice?.message).toContain(`On ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(daysFromNow(7))}`);

    await closeUnansweredApplications(links, daysFromNow(6.9));
    expect(await statusOf(pending._id)).toBe('pending');

    await closeUnansweredApplications(links, daysFromNow(7));
    expect(await statusOf(pending._id)).toBe('closed');
  });

  it('records when a job closed before the date was kept, so its applicants get the full period from then', async () => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer, { status: 'closed' });
    await anApplication(job, employer);

    await closeUnansweredApplications(links, now);

    expect((await JobModel.findById(job.id).lean())?.closedAt).toEqual(now);
    expect(await EmployerNotificationModel.countDocuments({ employerId: employer.id })).toBe(0);
  });

  it('shows the closed application in My Applications as closed without a decision', async () => {
    const client = new TestClient(() => api.url);
    const account = await signUpJobSeeker(client);
    const { employer, job } = await aClosedJob(31, 8);
    await anApplication(job, employer, { userId: account.id, applicantEmail: account.email });

    await closeUnansweredApplications(links, now);

    const tracked = await client.get<TrackedApplication[]>(`/api/users/${account.id}/applications`);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toEqual([expect.objectContaining({ status: 'closed', positionClosed: true, canFollowUp: false })]);
    expect(trackerStatusLabels.closed).toBe('Closed without a decision');
    const mail = await OutboxMessageModel.findOne({ to: account.email, kind: 'application-closed' }).lean();
    expect(mail?.text).toContain('See my applications: https://jobs.example.com/resume?tab=applications');
  });

  it('runs a scheduled job in one process at a time, once a round', async () => {
    let runs = 0;
    let running = 0;
    let most = 0;
    const job = {
      name: 'closure-lock-test',
      everyMs: 60 * 60_000,
      run: async () => {
        runs += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 50));
        running -= 1;
      },
      failure: 'the lock test failed',
    };
    let clock = now;
    const schedulers = ['a', 'b', 'c', 'd'].map(() => createScheduler([job], { logger: { error: () => undefined }, now: () => clock }));

    await Promise.all(schedulers.map((scheduler) => scheduler.runRound()));
    expect({ runs, most }).toEqual({ runs: 1, most: 1 });

    // The next round, an hour on: once again.
    clock = new Date(now.getTime() + job.everyMs);
    await Promise.all(schedulers.map((scheduler) => scheduler.runRound()));
    expect(runs).toBe(2);
  });
});
