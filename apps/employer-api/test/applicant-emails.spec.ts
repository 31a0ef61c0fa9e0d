import { OutboxMessageModel } from '@jobboard/db';
import { setNonEssentialEmail } from '@jobboard/mail';
import { createApplicationRecord, createEmployerRecord, createJobRecord, signInAs, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
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

describe('the applicant hears of a new status', () => {
  it('queues the status email, with the employer\'s note and a link to manage email (batched: status-email-batching.spec.ts)', async () => {
    const { application, client } = await anApplicationAndItsEmployer();

    await client.put(`/api/applications/${application.id}/status`, { status: 'shortlisted', notes: 'We would like to talk this week.' });
    await client.put(`/api/applications/${application.id}/status`, { status: 'shortlisted', notes: 'Same status, new note.' });

    const mails = await OutboxMessageModel.find({ to: application.applicantEmail, kind: 'application-status-changed' }).lean();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('We would like to talk this week.');
    expect(mails[0].text).toMatch(/Manage your email: http:\/\/localhost:8080\/email-preferences\?token=\S+/);
  });

  it('sends nothing to an address that opted out of non-essential email', async () => {
    const { application, client } = await anApplicationAndItsEmployer();
    await setNonEssentialEmail(application.applicantEmail, false);

    const response = await client.put(`/api/applications/${application.id}/status`, { status: 'reviewed' });

    expect(response.status).toBe(200);
    expect(await OutboxMessageModel.countDocuments({ to: application.applicantEmail })).toBe(0);
  });
});
