import { interviewMessages } from '@jobboard/contracts';
import { InterviewModel, InterviewTimeClaimModel, OutboxMessageModel } from '@jobboard/db';
import { bookableInterviewDates, interviewSlotMessages, zonedTimeToInstant } from '@jobboard/domain';
import {
  createApplicationRecord,
  createEmployerRecord,
  createJobRecord,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
  type JsonObject,
} from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

// The builders' employers are in California.
const zone = 'America/Los_Angeles';

/** A bookable instant: the n-th bookable weekday from now, at a local time of the employer. */
const slot = (time: string, day = 0) => zonedTimeToInstant(bookableInterviewDates(new Date(), zone)[day], time, zone).toISOString();

const anEmployerWithAnApplication = async () => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer, { title: 'Dock Lead' });
  const application = await createApplicationRecord(job.id, { applicantName: 'Rosa Delgado' });
  const client = new TestClient(() => employerApi.url);
  await signInAs(client, { subjectId: employer.id, role: 'employer' });
  return { employer, job, application, client };
};

const booking = (applicationId: string, overrides: JsonObject = {}) => ({
  applicationId,
  scheduledDateTime: slot('10:00'),
  duration: 30,
  interviewType: 'video',
  ...overrides,
});

describe('GET and PUT /api/employers/:id/availability', () => {
  it('answers Monday to Friday 09:00-17:00 in the zone of the employer\'s state until the employer changes it', async () => {
    const { employer, client } = await anEmployerWithAnApplication();

    const response = await client.get(`/api/employers/${employer.id}/availability`);

    expect(response.status).toBe(200);
    expect(response.body.timeZone).toBe(zone);
    expect(response.body.windows).toEqual(
      [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00', isActive: true })),
    );
  });

  it('saves a new week and answers it', async () => {
    const { employer, client } = await anEmployerWithAnApplication();
    const windows = [
      { dayOfWeek: 3, startTime: '13:00', endTime: '16:00', isActive: true },
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00', isActive: false },
    ];

    const saved = await client.put(`/api/employers/${employer.id}/availability`, { windows });
    const read = await client.get(`/api/employers/${employer.id}/availability`);

    expect(saved.status).toBe(200);
    expect(read.body.windows).toEqual([windows[1], windows[0]]);
  });

  it.each([
    ['a window that ends before it starts', [{ dayOfWeek: 1, startTime: '12:00', endTime: '09:00', isActive: true }]],
    ['two windows on one day', [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00', isActive: true }, { dayOfWeek: 1, startTime: '11:00', endTime: '12:00', isActive: true }]],
    ['a time that is not a time', [{ dayOfWeek: 1, startTime: '9am', endTime: '17:00', isActive: true }]],
  ])('refuses %s and keeps the week', async (_case, windows) => {
    const { employer, client } = await anEmployerWithAnApplication();

    const response = await client.put(`/api/employers/${employer.id}/availability`, { windows });

    expect(response.status).toBe(400);
    expect((await client.get(`/api/employers/${employer.id}/availability`)).body.windows).toHaveLength(5);
  });
});

describe('POST /api/interviews', () => {
  it('books a video interview with an unguessable meeting room, takes the candidate from the application, and queues the invitation', async () => {
    const { employer, application, client } = await anEmployerWithAnApplication();

    const response = await client.post('/api/interviews', booking(application.id, { candidateEmail: 'someone.else@example.com', notes: '  Bring your forklift card.  ' }));

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      applicationId: application.id,
      employerId: employer.id,
      candidateName: 'Rosa Delgado',
      candidateEmail: application.applicantEmail,
      jobTitle: 'Dock Lead',
      scheduledDateTime: slot('10:00'),
      duration: 30,
      status: 'scheduled',
      interviewType: 'video',
      notes: 'Bring your forklift card.',
      timeZone: zone,
    });
    expect(response.body.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/RealOpportunities-[\w-]{20}$/);
    expect(response.body.meetingLink).toContain(String(response.body.meetingId));
    const mail = await OutboxMessageModel.findById(`interview-scheduled:${String(response.body.id)}:0`).lean();
    expect(mail).toMatchObject({ to: application.applicantEmail, subject: 'Interview scheduled: Dock Lead at ' + employer.companyName });
    expect(mail?.calendar?.method).toBe('REQUEST');
    expect(mail?.calendar?.content).toContain(`UID:interview-${String(response.body.id)}@`);
  });

  it('gives a phone interview no meeting link and says which number', async () => {
    const { application, client } = await anEmployerWithAnApplication();

    const response = await client.post('/api/interviews', booking(application.id, { interviewType: 'phone' }));

    expect(response.status).toBe(201);
    expect(response.body.meetingLink).toBeUndefined();
    expect(response.body.where).toBe('555-0100');
  });

  it.each([
    ['a Saturday', () => zonedTimeToInstant(nextWeekday(6), '10:00', zone).toISOString(), interviewSlotMessages.weekdaysOnly],
    ['17:00, after the last slot', () => slot('17:00'), interviewSlotMessages.startTime],
    ['a quarter past', () => slot('10:15'), interviewSlotMessages.startTime],
    ['a day past the 14-day window', () => zonedTimeToInstant(daysAhead(20), '10:00', zone).toISOString(), interviewSlotMessages.outsideWindow],
  ])('refuses %s with the rule', async (_case, when, message) => {
    const { application, client } = await anEmployerWithAnApplication();

    const response = await client.post('/api/interviews', booking(application.id, { scheduledDateTime: when() }));

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await InterviewModel.countDocuments({ applicationId: application.id })).toBe(0);
  });

  it('refuses a time outside the employer\'s own week', async () => {
    const { employer, application, client } = await anEmployerWithAnApplication();
    await client.put(`/api/employers/${employer.id}/availability`, {
      windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '13:00', endTime: '17:00', isActive: true })),
    });

    const response = await client.post('/api/interviews', booking(application.id));

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(interviewMessages.outsideAvailability);
  });

  it('refuses a duration the dialog does not offer', async () => {
    const { application, client } = await anEmployerWithAnApplication();

    expect((await client.post('/api/interviews', booking(application.id, { duration: 20 }))).status).toBe(400);
  });

  it("answers 404 for another employer's application, and books nothing", async () => {
    const { client } = await anEmployerWithAnApplication();
    const stranger = await createApplicationRecord((await createJobRecord(await createEmployerRecord())).id);

    const response = await client.post('/api/interviews', booking(stranger.id));

    expect(response.status).toBe(404);
    expect(await InterviewModel.countDocuments({ applicationId: stranger.id })).toBe(0);
  });

  it('refuses an overlap with another interview of the employer, naming it, and allows one that starts as the other ends', async () => {
    const { job, application, client } = await anEmployerWithAnApplication();
    const second = await createApplicationRecord(job.id, { applicantName: 'Sam Okafor' });
    await client.post('/api/interviews', booking(application.id, { duration: 60 }));

    const clash = await client.post('/api/interviews', booking(second.id, { scheduledDateTime: slot('10:30') }));
    const after = await client.post('/api/interviews', booking(second.id, { scheduledDateTime: slot('11:00') }));

    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/^This time overlaps your interview with Rosa Delgado at .+ (PST|PDT)\. Pick another time\.$/);
    expect(after.status).toBe(201);
  });

  it('books exactly one of many overlapping requests sent at once', async () => {
    const { employer, job, client } = await anEmployerWithAnApplication();
    const applications = await Promise.all(Array.from({ length: 8 }, () => createApplicationRecord(job.id)));
    // 90 minutes from 09:30, 10:00 or 10:30: every two of them overlap.
    const times = ['10:00', '10:30', '10:00', '09:30', '10:00', '10:30', '09:30', '10:00'];

    const answers = await Promise.all(
      applications.map((application, index) =>
        client.post('/api/interviews', booking(application.id, { scheduledDateTime: slot(times[index]), duration: 90 })),
      ),
    );

    const booked = answers.filter((answer) => answer.status === 201);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await InterviewModel.countDocuments({ applicationId: { $in: applications.map((application) => application.id) } })).toBe(1);
    // The losers gave back every block they had claimed.
    expect(await InterviewTimeClaimModel.countDocuments({ employerId: new Types.ObjectId(employer.id) })).toBe(6);
    expect(await InterviewTimeClaimModel.countDocuments({ interviewId: new Types.ObjectId(String(booked[0].body.id)) })).toBe(6);
  });
});

describe('PUT /api/interviews/:id', () => {
  const aBookedInterview = async () => {
    const context = await anEmployerWithAnApplication();
    const interview = await context.client.post('/api/interviews', booking(context.application.id));
    return { ...context, interview: interview.body };
  };

  /** Moves a booked interview's start an hour into the past, as if it had taken place. */
  const tookPlace = async (interviewId: unknown) => {
    await InterviewModel.updateOne({ _id: String(interviewId) }, { $set: { scheduledDateTime: new Date(Date.now() - 60 * 60_000) } });
  };

  it('saves only what was sent: status, trimmed feedback and rating', async () => {
    const { client, interview } = await aBookedInterview();
    await tookPlace(interview.id);
    interview.scheduledDateTime = (await InterviewModel.findById(String(interview.id)).lean())!.scheduledDateTime.toISOString();

    const response = await client.put(`/api/interviews/${String(interview.id)}`, { status: 'completed', feedback: '  Strong on safety.  ', rating: 4 });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'completed', feedback: 'Strong on safety.', rating: 4, scheduledDateTime: interview.scheduledDateTime });
  });

  it('marks an interview completed or no-show only once it has started, and never cancels one that took place', async () => {
    const { client, interview } = await aBookedInterview();
    const path = `/api/interviews/${String(interview.id)}`;

    const early = await client.put(path, { status: 'completed' });
    const earlyNoShow = await client.put(path, { status: 'no_show' });
    expect([early.status, earlyNoShow.status]).toEqual([409, 409]);
    expect(early.body.message).toBe(interviewMessages.notStartedYet);
    expect((await InterviewModel.findById(String(interview.id)).lean())?.status).toBe('scheduled');

    await tookPlace(interview.id);
    expect((await client.put(path, { status: 'no_show' })).status).toBe(200);
    expect((await client.put(path, { status: 'completed' })).status).toBe(200);
    const cancelled = await client.put(path, { status: 'cancelled' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(interviewMessages.pastIsNotCancelled);
  });

  it('books again under every slot rule when a completed interview goes back to scheduled', async () => {
    const { job, client, interview } = await aBookedInterview();
    const path = `/api/interviews/${String(interview.id)}`;
    const other = await createApplicationRecord(job.id, { applicantName: 'Sam Ortiz' });
    expect((await client.post('/api/interviews', booking(other.id, { scheduledDateTime: slot('14:00', 1) }))).status).toBe(201);
    await tookPlace(interview.id);
    expect((await client.put(path, { status: 'completed' })).status).toBe(200);

    // Its own time is past now: the slot rules refuse it.
    const atPastTime = await client.put(path, { status: 'scheduled' });
    // A time another interview holds: refused, naming it.
    const overlapping = await client.put(path, { status: 'scheduled', scheduledDateTime: slot('14:00', 1) });
    const free = await client.put(path, { status: 'scheduled', scheduledDateTime: slot('15:00', 1) });

    expect(atPastTime.status).toBe(400);
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toContain('Sam Ortiz');
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ status: 'scheduled', scheduledDateTime: slot('15:00', 1) });
    expect(await OutboxMessageModel.exists({ _id: new RegExp(`^interview-rescheduled:${String(interview.id)}:`) })).not.toBeNull();
  });

  it('says so when nothing was sent, and refuses a rating outside 1 to 5', async () => {
    const { client, interview } = await aBookedInterview();

    const nothing = await client.put(`/api/interviews/${String(interview.id)}`, {});
    const tooHigh = await client.put(`/api/interviews/${String(interview.id)}`, { rating: 6 });

    expect(nothing.status).toBe(400);
    expect(JSON.stringify(nothing.body)).toContain(interviewMessages.noChanges);
    expect(tooHigh.status).toBe(400);
  });

  it('reschedules under the booking rules, and the invitation updates the same calendar event', async () => {
    const { client, interview } = await aBookedInterview();

    const moved = await client.put(`/api/interviews/${String(interview.id)}`, { scheduledDateTime: slot('14:00', 1) });
    const weekend = await client.put(`/api/interviews/${String(interview.id)}`, { scheduledDateTime: zonedTimeToInstant(nextWeekday(0), '10:00', zone).toISOString() });

    expect(moved.status).toBe(200);
    expect(moved.body.scheduledDateTime).toBe(slot('14:00', 1));
    const mail = await OutboxMessageModel.findById(`interview-rescheduled:${String(interview.id)}:1`).lean();
    expect(mail?.calendar?.content).toContain(`UID:interview-${String(interview.id)}@`);
    expect(mail?.calendar?.content).toContain('SEQUENCE:1');
    expect(weekend.status).toBe(400);
    // The old time is free again.
    expect(await InterviewTimeClaimModel.countDocuments({ interviewId: new Types.ObjectId(String(interview.id)) })).toBe(2);
  });

  it('cancels, gives the time back, and sends a cancellation for the same event', async () => {
    const { job, client, interview } = await aBookedInterview();
    const other = await createApplicationRecord(job.id);

    const cancelled = await client.put(`/api/interviews/${String(interview.id)}`, { status: 'cancelled' });
    const rebooked = await client.post('/api/interviews', booking(other.id));

    expect(cancelled.status).toBe(200);
    expect(rebooked.status).toBe(201);
    const mail = await OutboxMessageModel.findById(`interview-cancelled:${String(interview.id)}:1`).lean();
    expect(mail?.calendar?.method).toBe('CANCEL');
    expect(mail?.calendar?.content).toContain('STATUS:CANCELLED');
  });

  it("answers 404 for another employer's interview and changes nothing", async () => {
    const { interview } = await aBookedInterview();
    const stranger = new TestClient(() => employerApi.url);
    await signInAs(stranger, { subjectId: (await createEmployerRecord()).id, role: 'employer' });

    const response = await stranger.put(`/api/interviews/${String(interview.id)}`, { status: 'cancelled' });

    expect(response.status).toBe(404);
    expect((await InterviewModel.findById(interview.id).lean())?.status).toBe('scheduled');
  });
});

describe('GET /api/employers/:id/interviews', () => {
  it("lists the employer's interviews, soonest first, and only to the employer", async () => {
    const { employer, job, application, client } = await anEmployerWithAnApplication();
    const second = await createApplicationRecord(job.id);
    await client.post('/api/interviews', booking(application.id, { scheduledDateTime: slot('15:00') }));
    await client.post('/api/interviews', booking(second.id, { scheduledDateTime: slot('09:00') }));
    const stranger = new TestClient(() => employerApi.url);
    await signInAs(stranger, { subjectId: (await createEmployerRecord()).id, role: 'employer' });

    const list = await client.get<JsonObject[]>(`/api/employers/${employer.id}/interviews`);

    expect(list.body.map((interview) => interview.scheduledDateTime)).toEqual([slot('09:00'), slot('15:00')]);
    expect((await stranger.get(`/api/employers/${employer.id}/interviews`)).status).toBe(403);
    expect((await new TestClient(() => employerApi.url).get(`/api/employers/${employer.id}/interviews`)).status).toBe(401);
  });
});

/** The next date (in the employer's zone) on the given weekday, within the booking window. */
function nextWeekday(dayOfWeek: number): string {
  for (let days = 1; days <= 14; days += 1) {
    const date = daysAhead(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === dayOfWeek) return date;
  }
  throw new Error('no such day in two weeks');
}

function daysAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
