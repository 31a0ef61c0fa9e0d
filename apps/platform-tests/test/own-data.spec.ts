import { createHash } from 'node:crypto';
import type { EmployerApplication } from '@jobboard/contracts';
import {
  ApplicationModel,
  DocumentAnalysisModel,
  EmailPreferenceModel,
  EmployerModel,
  EmployerNotificationModel,
  JobAlertModel,
  JobModel,
  openFileUpload,
  PaymentModel,
  readStoredFile,
  ResumeAnalysisModel,
  SavedJobModel,
  UserModel,
  VeteranProfileModel,
} from '@jobboard/db';
import { deletedApplicantName } from '@jobboard/domain';
import { hashPassword, readStoredZip } from '@jobboard/server-kit';
import {
  createEmployerRecord,
  createJobRecord,
  createVeteranRecord,
  minimalPdf,
  TestClient,
  testPassword,
  uniqueEmail,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { Types } from 'mongoose';
// Platform tests start the real services in-process.
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

// People download and delete what the product holds about them: job seekers at public-api,
// veterans at veteran-api, employers at employer-api, all on the real database and file store.
useTestDatabase();
const employerApi = useTestService(createEmployerApi);
const publicApi = useTestService(createPublicApi);
const veteranApi = useTestService(createVeteranApi);

const storeFile = async (name: string, bytes: Buffer, contentType = 'application/pdf') => {
  const upload = openFileUpload(name);
  await new Promise<void>((resolve, reject) =>
    upload
      .once('finish', () => resolve())
      .once('error', reject)
      .end(bytes),
  );
  return { fileId: upload.id, name, size: bytes.length, contentType, sha256: createHash('sha256').update(bytes).digest('hex') };
};

const fileExists = async (fileId: Types.ObjectId | string) =>
  readStoredFile(fileId).then(
    () => true,
    () => false,
  );

/** A job seeker account with a password, its address confirmed. */
const createJobSeeker = async () => {
  const email = uniqueEmail('seeker');
  const user = await UserModel.create({
    email,
    passwordHash: await hashPassword(testPassword),
    firstName: 'Jordan',
    lastName: 'Ellis',
    phone: '510-555-0100',
    emailVerifiedAt: new Date(),
  });
  return { id: String(user._id), email };
};

/** An employer with a job, and one application from this person with a resume and a supporting document. */
const applicationFrom = async (person: { userId?: string; veteranId?: string; email: string; name: string }) => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer);
  const resumeBytes = minimalPdf(`${person.name} resume. Forklift, warehouse, inventory.`);
  const documentBytes = Buffer.from(`Reference letter for ${person.name}\n\u00e9\u00e8 \u0000\u0001 bytes`, 'utf8');
  const resume = await storeFile('My résumé.pdf', resumeBytes);
  const letter = await storeFile('reference/letter.txt', documentBytes, 'text/plain');
  const application = await ApplicationModel.create({
    jobId: job.id,
    employerId: employer.id,
    userId: person.userId,
    veteranId: person.veteranId,
    applicantEmail: person.email,
    applicantName: person.name,
    jobTitle: job.title,
    companyName: employer.companyName,
    resume,
    supportingDocuments: [letter],
    resumeText: `${person.name} resume text`,
    coverLetter: 'I would love to work with your team.',
    screeningResponses: ['Yes'],
    qualificationScore: 70,
    rankScore: 70,
    status: 'reviewed',
  });
  await EmployerNotificationModel.create({
    employerId: employer.id,
    applicationId: application._id,
    type: 'new_application',
    message: `New application from ${person.name} for ${job.title}`,
  });
  return { employer, job, applicationId: String(application._id), resume, letter, resumeBytes, documentBytes };
};

const signIn = async (api: { url: string }, path: string, email: string, password = testPassword) => {
  const client = new TestClient(() => api.url);
  const response = await client.post(path, { email, password });
  return { client, status: response.status };
};

const download = async (url: string, client?: TestClient) => {
  const response = await fetch(url, { headers: client?.cookieHeader ? { cookie: client.cookieHeader } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
};

const unzip = (bytes: Buffer) => {
  const entries = readStoredZip(bytes);
  const data = JSON.parse(entries.find((entry) => entry.path === 'data.json')?.data.toString('utf8') ?? 'null');
  return { entries, data };
};

const employerSession = async (employer: { email: string }) => (await signIn(employerApi, '/api/employers/login', employer.email)).client;

describe('a job seeker downloads their data', () => {
  it('gets a ZIP whose data.json holds their account, applications, analyses, saved jobs, alerts and email choices, and their files byte for byte', async () => {
    const seeker = await createJobSeeker();
    const applied = await applicationFrom({ userId: seeker.id, email: seeker.email, name: 'Jordan Ellis' });
    await DocumentAnalysisModel.create({
      userId: seeker.id,
      documentType: 'resume',
      fileName: 'cv.pdf',
      analysis: { words: 300 },
      score: 64,
      originalText: 'cv text',
    });
    await ResumeAnalysisModel.create({ userId: seeker.id, filename: 'cv.pdf', score: 58 });
    await SavedJobModel.create({ ownerRole: 'jobseeker', ownerId: seeker.id, jobId: applied.job.id });
    await JobAlertModel.create({ email: seeker.email, source: 'jobs', search: 'q=forklift', ownerId: seeker.id, ownerRole: 'jobseeker' });
    await EmailPreferenceModel.create({ email: seeker.email, jobAlerts: false });

    const { client, status } = await signIn(publicApi, '/api/job-seekers/login', seeker.email);
    expect(status).toBe(200);
    const answer = await download(`${publicApi.url}/api/job-seekers/data-export`, client);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="jobboard-jobseeker-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(answer.headers.get('cache-control')).toContain('no-store');

    const { entries, data } = unzip(answer.bytes);
    expect(data.accountKind).toBe('jobseeker');
    expect(data.account).toMatchObject({ email: seeker.email, firstName: 'Jordan', phone: '510-555-0100' });
    expect(answer.bytes.toString('latin1')).not.toMatch(/passwordHash|accessKeyHash|confirmationTokenHash/);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      _id: applied.applicationId,
      coverLetter: 'I would love to work with your team.',
      status: 'reviewed',
    });
    expect(data.documentAnalyses).toEqual([expect.objectContaining({ fileName: 'cv.pdf', score: 64, originalText: 'cv text' })]);
    expect(data.resumeAnalyses).toEqual([expect.objectContaining({ filename: 'cv.pdf', score: 58 })]);
    expect(data.savedJobs).toEqual([expect.objectContaining({ jobId: applied.job.id })]);
    expect(data.jobAlerts).toEqual([expect.objectContaining({ search: 'q=forklift' })]);
    expect(data.emailPreferences).toMatchObject({ email: seeker.email, jobAlerts: false });

    // The files: both, byte for byte, where data.json says.
    expect(data.files.map((file: { name: string }) => file.name)).toEqual(['My résumé.pdf', 'reference/letter.txt']);
    const byPath = new Map(entries.map((entry) => [entry.path, entry.data]));
    expect(byPath.get(data.files[0].path)).toEqual(applied.resumeBytes);
    expect(byPath.get(data.files[1].path)).toEqual(applied.documentBytes);
    expect(data.files[1].path).toBe(`files/applications/${applied.applicationId}/2-reference_letter.txt`);
  });

  it('refuses without a session (401) and to another role (403)', async () => {
    expect((await download(`${publicApi.url}/api/job-seekers/data-export`)).status).toBe(401);
    const veteran = await createVeteranRecord();
    const { client } = await signIn(veteranApi, '/api/veterans/login', veteran.email);
    expect((await download(`${publicApi.url}/api/job-seekers/data-export`, client)).status).toBe(403);
  });
});

describe('a veteran downloads their data', () => {
  it('gets their profile, applications and files, and never another veteran’s', async () => {
    const veteran = await createVeteranRecord();
    const applied = await applicationFrom({ veteranId: veteran.id, email: veteran.email, name: 'Marcus Hale' });
    await SavedJobModel.create({ ownerRole: 'veteran', ownerId: veteran.id, jobId: applied.job.id });
    const { client } = await signIn(veteranApi, '/api/veterans/login', veteran.email);

    const answer = await download(`${veteranApi.url}/api/veterans/${veteran.id}/data-export`, client);
    expect(answer.status).toBe(200);
    const { entries, data } = unzip(answer.bytes);
    expect(data.account).toMatchObject({ email: veteran.email, militaryBranch: expect.any(String) });
    expect(data.applications.map((application: { _id: string }) => application._id)).toEqual([applied.applicationId]);
    expect(data.savedJobs).toHaveLength(1);
    expect(entries.find((entry) => entry.path === data.files[0].path)?.data).toEqual(applied.resumeBytes);

    const other = await createVeteranRecord();
    expect((await download(`${veteranApi.url}/api/veterans/${other.id}/data-export`, client)).status).toBe(403);
    expect((await download(`${veteranApi.url}/api/veterans/${veteran.id}/data-export`)).status).toBe(401);
  });
});

describe('an employer downloads its data', () => {
  it('gets its account, jobs, its work on applications and its billing, without the applicants’ details', async () => {
    const seeker = await createJobSeeker();
    const applied = await applicationFrom({ userId: seeker.id, email: seeker.email, name: 'Jordan Ellis' });
    await ApplicationModel.updateOne({ _id: applied.applicationId }, { $set: { employerNotes: 'Strong forklift skills', employerRating: 4 } });
    await PaymentModel.create({
      employerId: applied.employer.id,
      stripePaymentIntentId: `pi_${new Types.ObjectId()}`,
      amount: 9900,
      type: 'job_post',
      status: 'succeeded',
    });
    const client = await employerSession(applied.employer);

    const answer = await download(`${employerApi.url}/api/employers/${applied.employer.id}/data-export`, client);
    expect(answer.status).toBe(200);
    const { entries, data } = unzip(answer.bytes);
    expect(entries.map((entry) => entry.path)).toEqual(['data.json']);
    expect(data.account).toMatchObject({ email: applied.employer.email, companyName: applied.employer.companyName });
    expect(data.jobs.map((job: { _id: string }) => job._id)).toEqual([applied.job.id]);
    expect(data.applications).toEqual([
      expect.objectContaining({ _id: applied.applicationId, employerNotes: 'Strong forklift skills', employerRating: 4 }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ amount: 9900 })]);
    expect(answer.bytes.toString('utf8')).not.toContain(seeker.email);
    expect(answer.bytes.toString('latin1')).not.toContain('passwordHash');

    const other = await createEmployerRecord();
    expect((await download(`${employerApi.url}/api/employers/${other.id}/data-export`, client)).status).toBe(403);
    expect((await download(`${employerApi.url}/api/employers/${applied.employer.id}/data-export`)).status).toBe(401);
  });
});

const deleteAccount = (client: TestClient, path: string, currentPassword: string) => client.send('DELETE', path, { currentPassword });

describe('a job seeker deletes their account', () => {
  it('with a wrong password, is refused and nothing is deleted', async () => {
    const seeker = await createJobSeeker();
    const applied = await applicationFrom({ userId: seeker.id, email: seeker.email, name: 'Jordan Ellis' });
    await ResumeAnalysisModel.create({ userId: seeker.id, filename: 'cv.pdf', score: 58 });
    const { client } = await signIn(publicApi, '/api/job-seekers/login', seeker.email);

    const refused = await deleteAccount(client, '/api/job-seekers/account', 'not my password 123');
    expect(refused.status).toBe(400);
    expect(await UserModel.exists({ _id: seeker.id })).not.toBeNull();
    expect(await fileExists(applied.resume.fileId)).toBe(true);
    expect(await ApplicationModel.findById(applied.applicationId).lean()).toMatchObject({
      applicantName: 'Jordan Ellis',
      applicantEmail: seeker.email,
    });
    expect(await ResumeAnalysisModel.countDocuments({ userId: seeker.id })).toBe(1);
    expect((await client.get('/api/job-seekers/session')).body).toMatchObject({ email: seeker.email });
  });

  it('with the password: sign-in fails, sessions end, files and analyses are gone, and the employer sees "Deleted applicant"', async () => {
    const seeker = await createJobSeeker();
    const applied = await applicationFrom({ userId: seeker.id, email: seeker.email, name: 'Jordan Ellis' });
    await DocumentAnalysisModel.create({ userId: seeker.id, documentType: 'resume', fileName: 'cv.pdf', analysis: {}, score: 64 });
    await ResumeAnalysisModel.create({ userId: seeker.id, filename: 'cv.pdf', score: 58 });
    await SavedJobModel.create({ ownerRole: 'jobseeker', ownerId: seeker.id, jobId: applied.job.id });
    await JobAlertModel.create({ email: seeker.email, source: 'jobs', search: 'q=driver' });
    await EmailPreferenceModel.create({ email: seeker.email });
    const { client } = await signIn(publicApi, '/api/job-seekers/login', seeker.email);
    const { client: otherDevice } = await signIn(publicApi, '/api/job-seekers/login', seeker.email);

    expect((await deleteAccount(client, '/api/job-seekers/account', testPassword)).status).toBe(204);

    expect((await signIn(publicApi, '/api/job-seekers/login', seeker.email)).status).toBe(401);
    expect((await otherDevice.get('/api/job-seekers/session')).body).toBeNull();
    expect((await download(`${publicApi.url}/api/job-seekers/data-export`, otherDevice)).status).toBe(401);
    expect(await fileExists(applied.resume.fileId)).toBe(false);
    expect(await fileExists(applied.letter.fileId)).toBe(false);
    expect(await DocumentAnalysisModel.countDocuments({ userId: seeker.id })).toBe(0);
    expect(await ResumeAnalysisModel.countDocuments({ userId: seeker.id })).toBe(0);
    expect(await SavedJobModel.countDocuments({ ownerId: seeker.id })).toBe(0);
    expect(await JobAlertModel.countDocuments({ email: seeker.email })).toBe(0);
    expect(await EmailPreferenceModel.countDocuments({ email: seeker.email })).toBe(0);

    // The employer keeps the application's history, with nothing that names the person.
    const employer = await employerSession(applied.employer);
    const list = await employer.get<{ items: EmployerApplication[] }>(`/api/employers/${applied.employer.id}/applications`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    const [shown] = list.body.items;
    expect(shown).toMatchObject({ id: applied.applicationId, applicantName: deletedApplicantName, status: 'reviewed' });
    const shownText = JSON.stringify(shown);
    expect(shownText).not.toContain(seeker.email);
    expect(shownText).not.toContain('Jordan');
    expect(shownText).not.toContain('510-555-0100');
    expect(shown.resume ?? null).toBeNull();
    expect(shown.supportingDocuments ?? []).toEqual([]);
    expect((await employer.get(`/api/applications/${applied.applicationId}/files/${String(applied.resume.fileId)}`)).status).toBe(404);
    const notifications = await EmployerNotificationModel.find({ applicationId: applied.applicationId }).lean();
    expect(notifications.map((notification) => notification.message).join(' ')).not.toContain('Jordan');
  });

  it('answers 20 parallel deletions without an error, and the account and its files are gone', async () => {
    const seeker = await createJobSeeker();
    const applied = await applicationFrom({ userId: seeker.id, email: seeker.email, name: 'Jordan Ellis' });
    const { client } = await signIn(publicApi, '/api/job-seekers/login', seeker.email);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => deleteAccount(client, '/api/job-seekers/account', testPassword).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(1);
    // Each deletion checks the password as a sign-in does, counted by the login throttle: in a
    // burst from one address (other suites sign in from it meanwhile) some may be told to wait (429).
    expect(statuses.every((status) => [204, 401, 404, 429].includes(status))).toBe(true);
    expect(await UserModel.exists({ _id: seeker.id })).toBeNull();
    expect(await fileExists(applied.resume.fileId)).toBe(false);
    expect(await ApplicationModel.findById(applied.applicationId).lean()).toMatchObject({ applicantName: deletedApplicantName });
  });
});

describe('a veteran deletes their account', () => {
  it('signs out everywhere, loses files and profile, and the employer sees "Deleted applicant"', async () => {
    const veteran = await createVeteranRecord();
    const applied = await applicationFrom({ veteranId: veteran.id, email: veteran.email, name: 'Marcus Hale' });
    const { client } = await signIn(veteranApi, '/api/veterans/login', veteran.email);
    expect((await deleteAccount(client, `/api/veterans/${veteran.id}`, 'wrong password 123')).status).toBe(400);
    expect(await VeteranProfileModel.exists({ _id: veteran.id })).not.toBeNull();

    expect((await deleteAccount(client, `/api/veterans/${veteran.id}`, testPassword)).status).toBe(204);
    expect((await signIn(veteranApi, '/api/veterans/login', veteran.email)).status).toBe(401);
    expect(await VeteranProfileModel.exists({ _id: veteran.id })).toBeNull();
    expect(await fileExists(applied.resume.fileId)).toBe(false);
    const application = await ApplicationModel.findById(applied.applicationId).select('+resumeText').lean();
    expect(application).toMatchObject({ applicantName: deletedApplicantName, status: 'reviewed' });
    expect(application?.veteranId).toBeUndefined();
    expect(application?.resumeText).toBeUndefined();
    expect(application?.coverLetter).toBeUndefined();
  });
});

describe('an employer deletes its account', () => {
  it('is refused while a subscription renews, then closes its jobs, keeps its payments and can no longer sign in', async () => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer);
    await PaymentModel.create({
      employerId: employer.id,
      stripePaymentIntentId: `pi_${new Types.ObjectId()}`,
      amount: 9900,
      type: 'job_post',
      status: 'succeeded',
    });
    await EmployerModel.updateOne(
      { _id: employer.id },
      { $set: { stripeSubscriptionId: 'sub_test', subscriptionStatus: 'active', subscriptionPlan: 'pro' } },
    );
    const client = await employerSession(employer);

    expect((await deleteAccount(client, `/api/employers/${employer.id}`, 'wrong password 123')).status).toBe(400);
    const blocked = await deleteAccount(client, `/api/employers/${employer.id}`, testPassword);
    expect(blocked.status).toBe(409);
    expect(await EmployerModel.exists({ _id: employer.id })).not.toBeNull();
    expect((await JobModel.findById(job.id).lean())?.status).toBe('active');

    // Cancelled at the period's end: nothing renews, so the account may go.
    await EmployerModel.updateOne({ _id: employer.id }, { $set: { cancelAtPeriodEnd: true } });
    const other = await createEmployerRecord();
    expect((await deleteAccount(client, `/api/employers/${other.id}`, testPassword)).status).toBe(403);
    expect((await deleteAccount(client, `/api/employers/${employer.id}`, testPassword)).status).toBe(204);

    expect((await signIn(employerApi, '/api/employers/login', employer.email)).status).toBe(401);
    expect(await EmployerModel.exists({ _id: employer.id })).toBeNull();
    expect((await JobModel.findById(job.id).lean())?.status).toBe('closed');
    expect(await PaymentModel.countDocuments({ employerId: employer.id })).toBe(1);
    expect((await new TestClient(() => publicApi.url).get(`/api/jobs/${job.id}`)).status).not.toBe(200);
  });
});
