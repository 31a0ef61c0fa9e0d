import { interviewMessages } from '@jobboard/contracts';
import { EmployerModel, InterviewModel, OutboxMessageModel } from '@jobboard/db';
import { bookableInterviewDates, zonedTimeToInstant } from '@jobboard/domain';
import {
  createApplicationRecord,
  createEmployerRecord,
  createJobRecord,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import ICAL from 'ical.js';
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
  return { employer, application, client };
};

describe("the candidate's interview invitation", () => {
  it("is organised by the employer's address, so Accept / Decline reaches the employer, and replies go there too", async () => {
    const { employer, application, client } = await anEmployerWithAnApplication();

    const booked = await client.post('/api/interviews', {
      applicationId: application.id,
      scheduledDateTime: slot('10:00'),
      duration: 30,
      interviewType: 'video',
    });

    expect(booked.status).toBe(201);
    const mail = await OutboxMessageModel.findById(`interview-scheduled:${String(booked.body.id)}:0`).lean();
    const event = new ICAL.Component(ICAL.parse(mail!.calendar!.content)).getFirstSubcomponent('vevent')!;
    const organizer = event.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe(`mailto:${employer.email}`);
    expect(organizer.getParameter('cn')).toBe(employer.companyName);
    expect((mail!.headers as unknown as Record<string, string>)['Reply-To']).toBe(`"${employer.companyName}" <${employer.email}>`);
    // Essential: a manage-email link, but no List-Unsubscribe.
    expect(mail!.text).toMatch(/Manage your email: \S+\/email-preferences\?token=\S+/);
    expect((mail!.headers as unknown as Record<string, string>)['List-Unsubscribe']).toBeUndefined();
  });
});

describe('a phone interview', () => {
  it("gives the candidate the employer's number in the email", async () => {
    const { application, client } = await anEmployerWithAnApplication();

    const booked = await client.post('/api/interviews', {
      applicationId: application.id,
      scheduledDateTime: slot('11:00'),
      duration: 30,
      interviewType: 'phone',
    });

    expect(booked.status).toBe(201);
    const mail = await OutboxMessageModel.findById(`interview-scheduled:${String(booked.body.id)}:0`).lean();
    expect(mail!.text).toContain('Phone: 555-0100');
  });

  it('is refused with a 400 the form shows when the employer has no phone number, and nothing is booked or sent', async () => {
    const { employer, application, client } = await anEmployerWithAnApplication();
    await EmployerModel.updateOne({ _id: employer.id }, { $unset: { phone: 1 } });

    const refused = await client.post('/api/interviews', {
      applicationId: application.id,
      scheduledDateTime: slot('10:00'),
      duration: 30,
      interviewType: 'phone',
    });
    const video = await client.post('/api/interviews', {
      applicationId: application.id,
      scheduledDateTime: slot('10:00'),
      duration: 30,
      interviewType: 'video',
    });

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(interviewMessages.phoneNeedsNumber);
    expect(video.status).toBe(201);
    expect(await InterviewModel.countDocuments({ applicationId: application.id })).toBe(1);
    expect(await OutboxMessageModel.countDocuments({ to: application.applicantEmail, kind: 'interview-scheduled' })).toBe(1);
  });
});
