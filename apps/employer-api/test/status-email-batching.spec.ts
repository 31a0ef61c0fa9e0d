import { ApplicationModel, OutboxMessageModel } from '@jobboard/db';
import { statusEmailWindowOf } from '@jobboard/domain';
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

const anApplicationAndItsEmployer = async () => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer, { title: 'Dock Lead' });
  const application = await createApplicationRecord(job.id);
  const client = new TestClient(() => employerApi.url);
  await signInAs(client, { subjectId: employer.id, role: 'employer' });
  return { application, client };
};

const statusMailsOf = (applicationId: string) =>
  OutboxMessageModel.find({ _id: { $regex: `^application-status:${applicationId}:` }, kind: 'application-status-changed' }).lean();

/** What each status email says, as the applicant reads it. */
const news = {
  reviewed: 'has reviewed your application.',
  shortlisted: 'has shortlisted you',
  rejected: 'has decided not to move forward with your application.',
  hired: 'has marked you as hired.',
} as const;
type Told = keyof typeof news;

describe('status emails, batched per application and hour', () => {
  it('queues one email for several changes within the hour, telling the last status, due when the hour ends', async () => {
    const { application, client } = await anApplicationAndItsEmployer();

    for (const status of ['reviewed', 'shortlisted', 'hired'] as const) {
      expect((await client.put(`/api/applications/${application.id}/status`, { status })).status).toBe(200);
    }

    const mails = await statusMailsOf(application.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(news.hired);
    expect(mails[0].text).not.toContain(news.reviewed);
    expect(mails[0]).toMatchObject({ status: 'queued', tells: 'hired' });
    expect(mails[0].nextAttemptAt.getTime()).toBe(statusEmailWindowOf(new Date()).endsAt.getTime());
    // Non-essential: the one-click unsubscribe headers ride along.
    expect((mails[0].headers as unknown as Record<string, string>)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('writes exactly one email, with the final status, for 20 status changes sent at once', async () => {
    const { application, client } = await anApplicationAndItsEmployer();
    const statuses = Object.keys(news) as Told[];

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_item, index) =>
        client.put(`/api/applications/${application.id}/status`, { status: statuses[index % statuses.length] }),
      ),
    );

    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const final = (await ApplicationModel.findById(application.id).lean())!.status as Told;
    const mails = await statusMailsOf(application.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].tells).toBe(final);
    expect(mails[0].text).toContain(news[final]);
  }, 30_000);

  it('sends nothing when the status goes back to what the applicant was last told', async () => {
    const { application, client } = await anApplicationAndItsEmployer();

    // Never told anything but "received": pending, reviewed, back to pending.
    await client.put(`/api/applications/${application.id}/status`, { status: 'reviewed' });
    await client.put(`/api/applications/${application.id}/status`, { status: 'pending' });
    expect(await statusMailsOf(application.id)).toHaveLength(0);

    // Told "reviewed" in an earlier hour (sent), then shortlisted and back to reviewed within this one.
    const earlier = statusEmailWindowOf(new Date()).index - 1;
    await OutboxMessageModel.create({
      _id: `application-status:${application.id}:${earlier}`,
      kind: 'application-status-changed',
      to: application.applicantEmail,
      subject: 'Update on your application for Dock Lead',
      tells: 'reviewed',
      status: 'sent',
      nextAttemptAt: new Date(Date.now() - 60 * 60_000),
    });
    await client.put(`/api/applications/${application.id}/status`, { status: 'reviewed' });
    expect(await statusMailsOf(application.id)).toHaveLength(1);
    await client.put(`/api/applications/${application.id}/status`, { status: 'shortlisted' });
    expect((await statusMailsOf(application.id)).map((mail) => mail.tells).sort()).toEqual(['reviewed', 'shortlisted']);
    await client.put(`/api/applications/${application.id}/status`, { status: 'reviewed' });

    expect((await statusMailsOf(application.id)).map((mail) => mail.status)).toEqual(['sent']);
  });
});
