import { runDueApplicationTasks } from '@jobboard/applications';
import { applicationMessages, type ErrorBody } from '@jobboard/contracts';
import {
  ApplicationModel,
  countStoredFiles,
  EmployerNotificationModel,
  JobModel,
  OutboxMessageModel,
  PendingApplicationModel,
  readStoredFile,
  RecipientMailCountModel,
  UserModel,
} from '@jobboard/db';
import { contentMismatchMessage, fileTooLargeMessage, unsupportedFormatMessage } from '@jobboard/domain';
import {
  confirmApplicationFromOutbox,
  confirmationFromOutbox,
  createEmployerRecord,
  createJobRecord,
  minimalDocx,
  minimalPdf,
  TestClient,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';
import { aJobSeekerSignup } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);

const resumePdf = minimalPdf('Forklift certified warehouse lead');
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const windowsExecutable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);

interface Upload {
  name: string;
  bytes: Buffer;
}
interface ApplicationForm {
  applicantName?: string;
  applicantEmail?: string;
  preferredLanguage?: string;
  coverLetter?: string;
  screeningResponses?: string[];
  resume?: Upload[];
  supportingDocuments?: Upload[];
}

const validAnswers = ['Yes, 3 years', 'No, never', 'Yes, I own a car', 'I understand'];
const validForm = (overrides: ApplicationForm = {}): ApplicationForm => ({
  applicantName: 'Dana Reyes',
  applicantEmail: 'dana.reyes@example.com',
  preferredLanguage: 'es',
  coverLetter: 'I would love to join your team.',
  screeningResponses: validAnswers,
  resume: [{ name: 'dana-resume.pdf', bytes: resumePdf }],
  supportingDocuments: [{ name: 'certificate.png', bytes: png }],
  ...overrides,
});

/** Sends the form as the browser's modal does: multipart, through real HTTP. */
const apply = async <T = Record<string, unknown>>(jobId: string, form: ApplicationForm, as?: TestClient) => {
  const body = new FormData();
  for (const key of ['applicantName', 'applicantEmail', 'preferredLanguage', 'coverLetter'] as const) {
    if (form[key] !== undefined) body.append(key, form[key]);
  }
  if (form.screeningResponses) body.append('screeningResponses', JSON.stringify(form.screeningResponses));
  for (const file of form.resume ?? []) body.append('resume', new Blob([new Uint8Array(file.bytes)]), file.name);
  (form.supportingDocuments ?? []).forEach((file, index) =>
    body.append(`supportingDocument_${index}`, new Blob([new Uint8Array(file.bytes)]), file.name),
  );
  const response = await fetch(`${api.url}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    body,
    headers: as ? { cookie: as.cookieHeader } : {},
  });
  return { status: response.status, body: (await response.json()) as T };
};

/** Applies without an account and confirms through the emailed link, as the applicant does: the stored application. */
const applyAndConfirm = async (jobId: string, form: ApplicationForm) => {
  const response = await apply(jobId, form);
  expect(response.status).toBe(202);
  const id = await confirmApplicationFromOutbox(api.url, form.applicantEmail ?? '');
  // The worker reads the resume after the answer.
  await runDueApplicationTasks();
  const stored = await ApplicationModel.findById(id).select('+resumeText').lean();
  if (!stored) throw new Error('the confirmed application is not stored');
  return { id, stored };
};

/** A signed-in job seeker whose account has this email: its applications need no confirmation. */
const aSignedInJobSeeker = async (email: string, options: { verified?: boolean } = {}) => {
  const jobSeeker = new TestClient(() => api.url);
  const { id } = await signUpThroughApi(jobSeeker, 'jobseeker', aJobSeekerSignup({ email }), options);
  return { client: jobSeeker, id };
};

const openJob = async (overrides: Record<string, unknown> = {}) => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer, { screeningQuestions: ['Can you lift 50 lbs?'], ...overrides });
  return { employer, job };
};

const nothingStored = async () => {
  expect(await countStoredFiles()).toEqual({ files: 0, chunks: 0 });
  expect(await ApplicationModel.countDocuments()).toBe(0);
  expect(await PendingApplicationModel.countDocuments()).toBe(0);
  expect(await OutboxMessageModel.countDocuments()).toBe(0);
  expect(await EmployerNotificationModel.countDocuments()).toBe(0);
};

beforeEach(async () => {
  await Promise.all([
    ApplicationModel.deleteMany({}),
    PendingApplicationModel.deleteMany({}),
    OutboxMessageModel.deleteMany({}),
    EmployerNotificationModel.deleteMany({}),
    JobModel.deleteMany({}),
    // The signed-in cases sign up with the form's email.
    UserModel.deleteMany({}),
    // Every case applies as the same address: its daily cap of confirmation emails starts afresh.
    RecipientMailCountModel.deleteMany({}),
  ]);
  const db = ApplicationModel.db.db!;
  await Promise.all([db.collection('applicationFiles.files').deleteMany({}), db.collection('applicationFiles.chunks').deleteMany({})]);
});

describe('POST /api/jobs/:id/apply', () => {
  it('keeps an anonymous application unseen until confirmed, then records it with its files, the resume text, the applicant count and a notification', async () => {
    const { employer, job } = await openJob();

    const response = await apply(job.id, validForm());

    expect(response).toMatchObject({ status: 202, body: { confirmationSent: true, message: applicationMessages.checkEmail.message } });
    expect(await ApplicationModel.countDocuments()).toBe(0);
    expect(await EmployerNotificationModel.countDocuments()).toBe(0);
    expect((await JobModel.findById(job.id).lean())?.applicantCount ?? 0).toBe(0);
    const email = await OutboxMessageModel.findOne({ kind: 'application-confirmation' }).lean();
    expect(email).toMatchObject({ to: 'dana.reyes@example.com', status: 'queued', redactWhenSent: true });
    expect(email?.subject).toContain(job.title);
    // Only the token's hash is stored with the application.
    const { token } = await confirmationFromOutbox('dana.reyes@example.com');
    const pending = await PendingApplicationModel.findOne().lean();
    expect(pending?.confirmationTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(pending)).not.toContain(token);

    const id = await confirmApplicationFromOutbox(api.url, 'dana.reyes@example.com');
    await runDueApplicationTasks();

    const stored = await ApplicationModel.findById(id).select('+resumeText').lean();
    expect(stored).toMatchObject({
      applicantName: 'Dana Reyes',
      applicantEmail: 'dana.reyes@example.com',
      preferredLanguage: 'es',
      status: 'pending',
      pipelineStage: 'applied',
      screeningResponses: validAnswers,
      resume: {
        name: 'dana-resume.pdf',
        size: resumePdf.length,
        contentType: 'application/pdf',
        sha256: createHash('sha256').update(resumePdf).digest('hex'),
      },
      supportingDocuments: [{ name: 'certificate.png', size: png.length, contentType: 'image/png' }],
    });
    expect(String(stored?.jobId)).toBe(job.id);
    expect(stored?.resumeText).toBe('Forklift certified warehouse lead');
    expect(stored?.userId).toBeUndefined();
    expect(await readStoredFile(stored!.resume!.fileId)).toEqual(resumePdf);
    expect(await readStoredFile(stored!.supportingDocuments[0].fileId)).toEqual(png);
    expect(await countStoredFiles()).toMatchObject({ files: 2 });
    expect(await PendingApplicationModel.countDocuments()).toBe(0);
    expect((await JobModel.findById(job.id).lean())?.applicantCount).toBe(1);
    const notifications = await EmployerNotificationModel.find().lean();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ type: 'new_application', isRead: false });
    expect(String(notifications[0].employerId)).toBe(employer.id);
    expect(String(notifications[0].applicationId)).toBe(id);
    expect(notifications[0].message).toContain('Dana Reyes');
  });

  it("answers a signed-in job seeker applying with the account's own email with the application at once", async () => {
    const { job } = await openJob();
    const jobSeeker = await aSignedInJobSeeker('dana.reyes@example.com');

    const response = await apply<Record<string, unknown> & { id: string }>(job.id, validForm(), jobSeeker.client);

    expect(response.status).toBe(201);
    // The applicant's view only: the ranking and the employer's fields stay private.
    expect(Object.keys(response.body).sort()).toEqual(['appliedAt', 'companyName', 'id', 'jobId', 'jobTitle', 'status']);
    expect(response.body).toMatchObject({ jobId: job.id, jobTitle: job.title, status: 'pending' });
    expect(await ApplicationModel.countDocuments({ _id: response.body.id })).toBe(1);
    expect(await EmployerNotificationModel.countDocuments()).toBe(1);
    // No confirmation email: only the receipt (besides the sign-up's own address confirmation).
    expect(await OutboxMessageModel.find({ kind: { $ne: 'email-verification' } }).distinct('kind')).toEqual(['application-received']);
  });

  it('makes a signed-in job seeker whose address is not confirmed yet confirm the application by email, like anyone', async () => {
    const { job } = await openJob();
    const jobSeeker = await aSignedInJobSeeker('dana.reyes@example.com', { verified: false });

    const response = await apply(job.id, validForm(), jobSeeker.client);

    expect(response.status).toBe(202);
    expect(await ApplicationModel.countDocuments()).toBe(0);
    expect(await EmployerNotificationModel.countDocuments()).toBe(0);
    expect(await OutboxMessageModel.countDocuments({ kind: 'application-confirmation', to: 'dana.reyes@example.com' })).toBe(1);
    // Confirmed by its link, it reaches the employer with the account.
    const applicationId = await confirmApplicationFromOutbox(api.url, 'dana.reyes@example.com');
    expect(String((await ApplicationModel.findById(applicationId).lean())?.userId)).toBe(jobSeeker.id);
  });

  it('extracts the text of a Word (DOCX) resume', async () => {
    const { job } = await openJob();
    const resume = minimalDocx('Licensed electrician, ten years on site');

    const { stored } = await applyAndConfirm(job.id, validForm({ resume: [{ name: 'cv.docx', bytes: resume }] }));

    expect(stored).toMatchObject({
      resume: {
        name: 'cv.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    });
    expect(stored?.resumeText).toBe('Licensed electrician, ten years on site');
  });

  it('keeps the application when the resume text cannot be extracted', async () => {
    const { job } = await openJob();
    const unreadable = Buffer.from('%PDF-1.4\nthis is not really a PDF document\n%%EOF\n');

    const { stored } = await applyAndConfirm(job.id, validForm({ resume: [{ name: 'cv.pdf', bytes: unreadable }] }));

    expect(stored?.resume).toMatchObject({ name: 'cv.pdf', contentType: 'application/pdf' });
    expect(stored?.resumeText).toBeUndefined();
    // Scored on what else it says (the screening answers), not left waiting.
    expect(stored?.scoring).toBe('scored');
  });

  it('links the application to the job seeker who is signed in', async () => {
    const { job } = await openJob();
    const jobSeeker = await aSignedInJobSeeker('dana.reyes@example.com');

    const response = await apply<{ id: string }>(job.id, validForm(), jobSeeker.client);

    expect(response.status).toBe(201);
    const stored = await ApplicationModel.findById(response.body.id).lean();
    expect(String(stored?.userId)).toBe(jobSeeker.id);
  });

  it('uses English when no preferred language is sent, and accepts no supporting documents', async () => {
    const { job } = await openJob();

    const { stored } = await applyAndConfirm(job.id, validForm({ preferredLanguage: undefined, supportingDocuments: [] }));

    expect(stored).toMatchObject({ preferredLanguage: 'en', supportingDocuments: [] });
  });

  describe('checks the application in the spec order, with its messages, and stores nothing', () => {
    const refusals: [string, ApplicationForm, { title: string; message: string }][] = [
      ['a blank name', { applicantName: '  ', resume: [] }, applicationMessages.missingInformation],
      ['a missing email', { applicantEmail: undefined, resume: [] }, applicationMessages.missingInformation],
      ['no resume', { resume: [], screeningResponses: [] }, applicationMessages.resumeRequired],
      ['an unanswered question', { screeningResponses: ['', 'N', 'Y', 'no'] }, applicationMessages.incompleteScreening],
      ['too few answers', { screeningResponses: validAnswers.slice(0, 3) }, applicationMessages.incompleteScreening],
      ['a one-letter employment answer', { screeningResponses: ['Yes', ' N ', 'Y', 'no'] }, applicationMessages.employmentHistoryRequired],
      ['a one-letter transportation answer', { screeningResponses: ['Yes', 'No', 'Y', 'no'] }, applicationMessages.transportationRequired],
      ['no acknowledgement', { screeningResponses: ['Yes', 'No', 'Yes', 'okay'] }, applicationMessages.acknowledgmentRequired],
    ];

    it.each(refusals)('refuses %s', async (_case, overrides, expected) => {
      const { job } = await openJob();

      const response = await apply<ErrorBody & { title: string }>(job.id, validForm(overrides));

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ title: expected.title, message: expected.message });
      await nothingStored();
      expect((await JobModel.findById(job.id).lean())?.applicantCount).toBe(0);
    });
  });

  it('answers a refusal in the one error shape, with the title the browser shows for the rule', async () => {
    const { job } = await openJob();

    const response = await apply(job.id, validForm({ resume: [] }));

    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(['message', 'title', 'code', 'requestId']);
    expect(response.body).toMatchObject({ ...applicationMessages.resumeRequired, code: 'validation_failed' });
  });

  it('refuses an invalid email address and an unknown language', async () => {
    const { job } = await openJob();

    const badEmail = await apply<ErrorBody>(job.id, validForm({ applicantEmail: 'not-an-email' }));
    const badLanguage = await apply<ErrorBody>(job.id, validForm({ preferredLanguage: 'xx' }));

    expect(badEmail).toMatchObject({ status: 400, body: { message: 'Invalid email address' } });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.message).toContain('preferredLanguage must be one of: en, es');
    await nothingStored();
  });

  describe('files', () => {
    it('refuses a 6 MB file while streaming it, and keeps nothing', async () => {
      const { job } = await openJob();
      const huge = Buffer.concat([resumePdf, Buffer.alloc(6 * 1024 * 1024)]);

      const response = await apply<ErrorBody & { title: string }>(job.id, validForm({ resume: [{ name: 'huge.pdf', bytes: huge }] }));

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        title: applicationMessages.fileUploadError,
        message: fileTooLargeMessage('huge.pdf'),
      });
      await nothingStored();
    });

    it('refuses an extension that is not allowed, naming the allowed ones', async () => {
      const { job } = await openJob();

      const resume = await apply<ErrorBody>(job.id, validForm({ resume: [{ name: 'photo.png', bytes: png }] }));
      const supporting = await apply<ErrorBody>(job.id, validForm({ supportingDocuments: [{ name: 'notes.txt', bytes: Buffer.from('hello') }] }));

      expect(resume).toMatchObject({ status: 400, body: { message: unsupportedFormatMessage('photo.png', 'resume') } });
      expect(supporting).toMatchObject({
        status: 400,
        body: { message: unsupportedFormatMessage('notes.txt', 'supporting') },
      });
      await nothingStored();
    });

    it('refuses a renamed executable by its bytes', async () => {
      const { job } = await openJob();

      const response = await apply<ErrorBody>(job.id, validForm({ resume: [{ name: 'resume.pdf', bytes: windowsExecutable }] }));

      expect(response).toMatchObject({ status: 400, body: { message: contentMismatchMessage('resume.pdf') } });
      expect(response.body.message).toBe('File "resume.pdf" does not look like a PDF file. Please upload the original document.');
      await nothingStored();
    });

    it('refuses a PNG named as a Word document', async () => {
      const { job } = await openJob();

      const response = await apply<ErrorBody>(job.id, validForm({ supportingDocuments: [{ name: 'letter.docx', bytes: png }] }));

      expect(response).toMatchObject({ status: 400, body: { message: contentMismatchMessage('letter.docx') } });
      await nothingStored();
    });

    it('refuses more than one resume', async () => {
      const { job } = await openJob();
      const two = [
        { name: 'one.pdf', bytes: resumePdf },
        { name: 'two.pdf', bytes: resumePdf },
      ];

      const response = await apply<ErrorBody & { title: string }>(job.id, validForm({ resume: two }));

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(applicationMessages.tooManyFiles);
      await nothingStored();
    });

    it('refuses more than five supporting documents', async () => {
      const { job } = await openJob();
      const six = Array.from({ length: 6 }, (_item, index) => ({ name: `doc-${index}.png`, bytes: png }));

      const response = await apply<ErrorBody>(job.id, validForm({ supportingDocuments: six }));

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('You can attach at most 5 supporting documents.');
      await nothingStored();
    });

    it('refuses a request that is not multipart', async () => {
      const { job } = await openJob();

      const response = await fetch(`${api.url}/api/jobs/${job.id}/apply`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ applicantName: 'Dana' }),
      });

      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).message).toBe('Please send the application as multipart/form-data.');
      await nothingStored();
    });
  });

  describe('the job', () => {
    it.each([
      ['an unknown id', () => Promise.resolve(String(new Types.ObjectId()))],
      ['a malformed id', () => Promise.resolve('not-an-id')],
      ['a closed job', async () => (await openJob({ status: 'closed' })).job.id],
      ['a paused job', async () => (await openJob({ status: 'paused' })).job.id],
    ])('answers 404 "Job not found" for %s, storing nothing', async (_case, jobId) => {
      const response = await apply<ErrorBody>(await jobId(), validForm());

      expect(response).toMatchObject({ status: 404, body: { message: 'Job not found' } });
      await nothingStored();
    });
  });

  it('refuses a signed-in job seeker applying twice to the same job, and keeps the first application only', async () => {
    const { job } = await openJob();
    const other = await openJob();
    const jobSeeker = await aSignedInJobSeeker('dana.reyes@example.com');
    expect((await apply(job.id, validForm(), jobSeeker.client)).status).toBe(201);

    const again = await apply<ErrorBody>(job.id, validForm({ applicantEmail: '  DANA.Reyes@example.com ' }), jobSeeker.client);
    const elsewhere = await apply(other.job.id, validForm(), jobSeeker.client);

    expect(again).toMatchObject({ status: 409, body: { message: applicationMessages.alreadyApplied } });
    expect(elsewhere.status).toBe(201);
    expect(await ApplicationModel.countDocuments({ jobId: job.id })).toBe(1);
    expect((await JobModel.findById(job.id).lean())?.applicantCount).toBe(1);
    // Two applications with a resume and a supporting document each: the refused one left nothing.
    expect(await countStoredFiles()).toMatchObject({ files: 4 });
  });

  describe('under concurrent requests (each count changed by one atomic update)', () => {
    it('counts 50 applications sent and confirmed at once to one job as 50', async () => {
      const { employer, job } = await openJob();
      const applicants = Array.from({ length: 50 }, (_, index) => `applicant.${index}@example.com`);

      const answers = await Promise.all(applicants.map((email) => apply(job.id, validForm({ applicantEmail: email, supportingDocuments: [] }))));
      await Promise.all(applicants.map((email) => confirmApplicationFromOutbox(api.url, email)));

      expect(answers.map((answer) => answer.status)).toEqual(applicants.map(() => 202));
      expect((await JobModel.findById(job.id).lean())?.applicantCount).toBe(50);
      expect(await ApplicationModel.countDocuments({ jobId: job.id })).toBe(50);
      expect(await EmployerNotificationModel.countDocuments({ employerId: employer.id })).toBe(50);
    }, 120_000);

    it('accepts one of 10 identical signed-in applications sent at once, counts it once and keeps no files of the others', async () => {
      const { job } = await openJob();
      const jobSeeker = await aSignedInJobSeeker('dana.reyes@example.com');

      const answers = await Promise.all(Array.from({ length: 10 }, () => apply(job.id, validForm(), jobSeeker.client)));

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
      expect(await ApplicationModel.countDocuments({ jobId: job.id })).toBe(1);
      expect((await JobModel.findById(job.id).lean())?.applicantCount).toBe(1);
      expect(await countStoredFiles()).toMatchObject({ files: 2 });
    }, 60_000);
  });
});
