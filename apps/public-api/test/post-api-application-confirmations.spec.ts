import { applicationMessages, confirmApplicationResultSchema, type ErrorBody } from '@jobboard/contracts';
import { ApplicationModel, countStoredFiles, EmployerNotificationModel, JobModel, OutboxMessageModel, PendingApplicationModel } from '@jobboard/db';
import {
  confirmationFromOutbox,
  createEmployerRecord,
  createJobRecord,
  minimalPdf,
  TestClient,
  uniqueEmail,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
import { removeExpiredPendingApplications } from '@jobboard/applications';
import { createPublicApi } from '../src/app';
import { aJobSeekerSignup, signUpJobSeeker } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);

const resumePdf = minimalPdf('Forklift certified warehouse lead');

/** Applies as the browser's modal does (multipart), anonymously unless a client's cookies are given. */
const apply = async (jobId: string, applicant: { name: string; email: string }, as?: TestClient) => {
  const body = new FormData();
  body.append('applicantName', applicant.name);
  body.append('applicantEmail', applicant.email);
  body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I own a car', 'I understand']));
  body.append('resume', new Blob([new Uint8Array(resumePdf)]), 'resume.pdf');
  const response = await fetch(`${api.url}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    body,
    headers: as ? { cookie: as.cookieHeader } : {},
  });
  for (const setCookie of response.headers.getSetCookie()) {
    const [pair] = setCookie.split(';');
    as?.setCookie(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim());
  }
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Every confirmation link emailed to an address, oldest first (as its owner's inbox lists them). */
const linksSentTo = async (email: string) => {
  const messages = await OutboxMessageModel.find({ kind: 'application-confirmation', to: email }).sort({ createdAt: 1, _id: 1 }).lean();
  return messages.map((message) => /token=([^\s"&]+)/.exec(message.text ?? '')![1]).map(decodeURIComponent);
};

const confirm = (token: string) => new TestClient(() => api.url).post<ErrorBody>('/api/application-confirmations', { token });

const aJob = async () => createJobRecord(await createEmployerRecord(), { screeningQuestions: [] });

/** What the employer side reads of a job: its confirmed applications, notifications and count. */
const employerView = async (jobId: string) => ({
  applications: (await ApplicationModel.find({ jobId }).lean()).map((application) => application.applicantName),
  notifications: await EmployerNotificationModel.countDocuments({ type: 'new_application' }),
  applicantCount: (await JobModel.findById(jobId).lean())?.applicantCount ?? 0,
});

beforeEach(async () => {
  await Promise.all([
    ApplicationModel.deleteMany({}),
    PendingApplicationModel.deleteMany({}),
    OutboxMessageModel.deleteMany({}),
    EmployerNotificationModel.deleteMany({}),
  ]);
  const db = ApplicationModel.db.db!;
  await Promise.all([db.collection('applicationFiles.files').deleteMany({}), db.collection('applicationFiles.chunks').deleteMany({})]);
});

describe("applying in someone else's name", () => {
  it("a stranger's anonymous squat blocks nobody: the owner of the address applies, confirms, and the employer sees only them", async () => {
    const job = await aJob();
    const victim = uniqueEmail('victim');

    const squat = await apply(job.id, { name: 'Not Really Ann', email: victim });
    const own = await apply(job.id, { name: 'Ann Owner', email: victim });

    expect(squat.status).toBe(202);
    expect(own).toEqual(squat);
    expect(await employerView(job.id)).toEqual({ applications: [], notifications: 0, applicantCount: 0 });

    const [squatLink, ownLink] = await linksSentTo(victim);
    const confirmed = await confirm(ownLink);

    expect(confirmed.status).toBe(200);
    expect(confirmApplicationResultSchema.parse(confirmed.body)).toEqual({
      jobTitle: job.title,
      companyName: expect.any(String),
      message: applicationMessages.confirmed.message,
    });
    expect(await employerView(job.id)).toEqual({ applications: ['Ann Owner'], notifications: 1, applicantCount: 1 });

    // The squatter's link reaches only the victim's inbox; clicked anyway, it adds nothing.
    const squatClicked = await confirm(squatLink);
    expect(squatClicked).toMatchObject({ status: 409, body: { message: applicationMessages.alreadyApplied } });
    expect(await employerView(job.id)).toEqual({ applications: ['Ann Owner'], notifications: 1, applicantCount: 1 });
    expect(await PendingApplicationModel.countDocuments()).toBe(0);
    // One application's resume is left: the discarded squat's file went with it.
    expect(await countStoredFiles()).toMatchObject({ files: 1 });
  });

  it('answers an address that already applied exactly as a new one, revealing nothing', async () => {
    const job = await aJob();
    const applied = uniqueEmail('applied');
    await apply(job.id, { name: 'Ann Owner', email: applied });
    expect((await confirm((await confirmationFromOutbox(applied)).token)).status).toBe(200);

    const again = await apply(job.id, { name: 'Someone', email: applied });
    const fresh = await apply(job.id, { name: 'Someone', email: uniqueEmail('fresh') });

    expect(again).toEqual({ status: 202, body: { confirmationSent: true, message: applicationMessages.checkEmail.message } });
    expect(fresh).toEqual(again);
    expect(await ApplicationModel.countDocuments({ jobId: job.id })).toBe(1);
  });

  it('needs a confirmation when a signed-in account applies with another address than its own', async () => {
    const job = await aJob();
    const jobSeeker = new TestClient(() => api.url);
    const signup = aJobSeekerSignup();
    await signUpThroughApi(jobSeeker, 'jobseeker', signup);
    const someoneElse = uniqueEmail('someone-else');

    const response = await apply(job.id, { name: 'Rosa Delgado', email: someoneElse }, jobSeeker);

    expect(response.status).toBe(202);
    expect(await ApplicationModel.countDocuments()).toBe(0);
    expect(await linksSentTo(someoneElse)).toHaveLength(1);
  });
});

describe('POST /api/application-confirmations', () => {
  it('works once: the same link a second time is refused and adds nothing', async () => {
    const job = await aJob();
    const email = uniqueEmail('twice');
    await apply(job.id, { name: 'Ann Owner', email });
    const { token } = await confirmationFromOutbox(email);

    const first = await confirm(token);
    const second = await confirm(token);

    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 404, body: { message: applicationMessages.confirmationLinkInvalid } });
    expect(await employerView(job.id)).toEqual({ applications: ['Ann Owner'], notifications: 1, applicantCount: 1 });
  });

  it('refuses an unknown, empty or expired link, and a GET (as a mail scanner sends) confirms nothing', async () => {
    const job = await aJob();
    const email = uniqueEmail('late');
    await apply(job.id, { name: 'Ann Owner', email });
    const { token } = await confirmationFromOutbox(email);

    const scanned = await new TestClient(() => api.url).get(`/api/application-confirmations?token=${token}`);
    expect(scanned.status).toBe(404);
    expect(await PendingApplicationModel.countDocuments()).toBe(1);

    expect((await confirm('not-a-token-we-sent')).status).toBe(404);
    expect((await confirm('')).status).toBe(400);

    await PendingApplicationModel.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await confirm(token);

    expect(expired).toMatchObject({ status: 404, body: { message: applicationMessages.confirmationLinkInvalid } });
    expect(await employerView(job.id)).toEqual({ applications: [], notifications: 0, applicantCount: 0 });
  });

  it('of concurrent confirmations of one job and address, exactly one is confirmed and the others leave no files', async () => {
    const job = await aJob();
    const email = uniqueEmail('race');
    // As many as one address is sent in a day (the per-recipient cap).
    for (let index = 0; index < 3; index += 1) await apply(job.id, { name: `Applicant ${index}`, email });
    const links = await linksSentTo(email);
    expect(links).toHaveLength(3);

    const answers = await Promise.all(links.map((token) => confirm(token)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const view = await employerView(job.id);
    expect(view.applications).toHaveLength(1);
    expect(view).toMatchObject({ notifications: 1, applicantCount: 1 });
    expect(await PendingApplicationModel.countDocuments()).toBe(0);
    expect(await countStoredFiles()).toMatchObject({ files: 1 });
  }, 60_000);

  it('the same link clicked many times at once confirms one application, notified and counted once', async () => {
    const job = await aJob();
    const email = uniqueEmail('clicks');
    await apply(job.id, { name: 'Ann Owner', email });
    const { token } = await confirmationFromOutbox(email);

    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(token)));

    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 404)).toBe(true);
    expect(await employerView(job.id)).toEqual({ applications: ['Ann Owner'], notifications: 1, applicantCount: 1 });
    expect(await OutboxMessageModel.countDocuments({ kind: 'application-received' })).toBe(1);
  }, 60_000);
});

describe('My Applications', () => {
  it('an application sent before signing up is claimed on signup, and listed once its link is confirmed', async () => {
    const job = await aJob();
    const browser = new TestClient(() => api.url);
    const email = uniqueEmail('early');
    expect((await apply(job.id, { name: 'Ann Owner', email }, browser)).status).toBe(202);
    const { id: userId } = await signUpJobSeeker(browser, { email });
    expect((await browser.get<unknown[]>(`/api/users/${userId}/applications`)).body).toEqual([]);

    expect((await confirm((await confirmationFromOutbox(email)).token)).status).toBe(200);

    const listed = await browser.get<Array<{ jobTitle: string }>>(`/api/users/${userId}/applications`);
    expect(listed.body.map((application) => application.jobTitle)).toEqual([job.title]);
  });
});

describe('unconfirmed applications expire', () => {
  it('are deleted with their files once their link has expired, and not before', async () => {
    const job = await aJob();
    const email = uniqueEmail('expiring');
    await apply(job.id, { name: 'Ann Owner', email });
    const filesBefore = await countStoredFiles();

    expect(await removeExpiredPendingApplications(new Date())).toBe(0);
    expect(await PendingApplicationModel.countDocuments()).toBe(1);

    const eightDaysLater = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await removeExpiredPendingApplications(eightDaysLater)).toBe(1);

    expect(await PendingApplicationModel.countDocuments()).toBe(0);
    expect((await countStoredFiles()).files).toBe(filesBefore.files - 1);
    expect(await ApplicationModel.countDocuments()).toBe(0);
  });
});
