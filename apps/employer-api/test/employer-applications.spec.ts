import { EmployerNotificationModel, ApplicationModel } from '@jobboard/db';
import {
  createApplicationRecord,
  createEmployerRecord,
  createJobRecord,
  createVeteranRecord,
  minimalPdf,
  signInAs,
  storeApplicationFile,
  TestClient,
  useTestDatabase,
  useTestService,
  type JsonObject,
} from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createEmployerApi } from '../src/app';

useTestDatabase();
const employerApi = useTestService(createEmployerApi);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const anEmployerWithAJob = async () => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer);
  const client = new TestClient(() => employerApi.url);
  await signInAs(client, { subjectId: employer.id, role: 'employer' });
  return { employer, job, client };
};

type Page = { items: JsonObject[]; total: number; page: number; pageSize: number };

describe('GET /api/employers/:id/applications', () => {
  it('lists every application to the employer\'s jobs, newest first, with the cover letter cut to 100 characters', async () => {
    const { employer, job, client } = await anEmployerWithAJob();
    const letter = 'I have led receiving docks for six years. '.repeat(5);
    const older = await createApplicationRecord(job.id, { appliedAt: minutesAgo(30), coverLetter: letter });
    const newer = await createApplicationRecord(job.id, { appliedAt: minutesAgo(5), coverLetter: 'Short note.' });
    await createApplicationRecord((await createJobRecord(await createEmployerRecord())).id);

    const response = await client.get<Page>(`/api/employers/${employer.id}/applications`);

    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    expect(response.body.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(response.body.items[1]).toMatchObject({ coverLetter: letter.slice(0, 100), coverLetterTruncated: true, jobStatus: 'active' });
    expect(response.body.items[0]).toMatchObject({ coverLetter: 'Short note.', coverLetterTruncated: false });
    expect(response.body.items[0]).not.toHaveProperty('resumeText');
  });

  it('filters by job and status, and pages by 20', async () => {
    const { employer, job, client } = await anEmployerWithAJob();
    const otherJob = await createJobRecord(employer, { title: 'Dock Lead' });
    for (let index = 0; index < 21; index += 1) await createApplicationRecord(job.id, { appliedAt: minutesAgo(index) });
    await createApplicationRecord(otherJob.id, { status: 'shortlisted' });

    const firstPage = await client.get<Page>(`/api/employers/${employer.id}/applications?jobId=${job.id}`);
    const secondPage = await client.get<Page>(`/api/employers/${employer.id}/applications?jobId=${job.id}&page=2`);
    const shortlisted = await client.get<Page>(`/api/employers/${employer.id}/applications?status=shortlisted`);

    expect(firstPage.body).toMatchObject({ total: 21, pageSize: 20 });
    expect(firstPage.body.items).toHaveLength(20);
    expect(secondPage.body.items).toHaveLength(1);
    expect(shortlisted.body.items.map((item) => item.jobTitle)).toEqual(['Dock Lead']);
  });

  it('refuses a filter that is not a status or an id', async () => {
    const { employer, client } = await anEmployerWithAJob();

    expect((await client.get(`/api/employers/${employer.id}/applications?status=lost`)).status).toBe(400);
    expect((await client.get(`/api/employers/${employer.id}/applications?jobId=abc`)).status).toBe(400);
  });
});

describe('GET /api/employers/:id/applications/ranked', () => {
  it('sorts by displayed score (qualification score plus veteran bonus), ties to the earlier application', async () => {
    const { employer, job, client } = await anEmployerWithAJob();
    const veteran = await createVeteranRecord();
    const strong = await createApplicationRecord(job.id, { qualificationScore: 88, rankScore: 88, appliedAt: minutesAgo(1) });
    const veteranApplicant = await createApplicationRecord(job.id, {
      qualificationScore: 80,
      veteranBonus: 10,
      rankScore: 90,
      veteranId: veteran.id,
      appliedAt: minutesAgo(2),
    });
    const tieLater = await createApplicationRecord(job.id, { qualificationScore: 70, rankScore: 70, appliedAt: minutesAgo(3) });
    const tieEarlier = await createApplicationRecord(job.id, { qualificationScore: 70, rankScore: 70, appliedAt: minutesAgo(9) });
    const unscored = await createApplicationRecord(job.id, { qualificationScore: undefined, rankScore: 0 });

    const response = await client.get<Page>(`/api/employers/${employer.id}/applications/ranked`);

    expect(response.body.items.map((item) => item.id)).toEqual([veteranApplicant.id, strong.id, tieEarlier.id, tieLater.id, unscored.id]);
    expect(response.body.items[0]).toMatchObject({ qualificationScore: 80, veteranBonus: 10, displayedScore: 90, isVeteran: true });
    expect(response.body.items[4]).toMatchObject({ displayedScore: 0 });
    expect(response.body.items[4]).not.toHaveProperty('qualificationScore');
  });
});

describe('GET /api/applications/:id', () => {
  it('answers the whole application with its questions and answers, and marks it reviewed the first time only', async () => {
    const { job, client } = await anEmployerWithAJob();
    const letter = 'x'.repeat(300);
    const application = await createApplicationRecord(job.id, { coverLetter: letter });

    const first = await client.get(`/api/applications/${application.id}`);
    const second = await client.get(`/api/applications/${application.id}`);

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ coverLetter: letter, coverLetterTruncated: false });
    expect(first.body.screening).toEqual([
      { question: 'Have you ever worked with this company before?', answer: 'No, never' },
      { question: 'Do you have reliable transportation?', answer: 'Yes, I own a car' },
      expect.objectContaining({ answer: 'I understand' }),
    ]);
    expect(typeof first.body.reviewedAt).toBe('string');
    expect(second.body.reviewedAt).toBe(first.body.reviewedAt);
  });
});

describe('PUT /api/applications/:id/status', () => {
  it('sets any status with notes for the candidate, and keeps a rejection reason only with a rejection', async () => {
    const { job, client } = await anEmployerWithAJob();
    const application = await createApplicationRecord(job.id);

    const rejected = await client.put(`/api/applications/${application.id}/status`, {
      status: 'rejected',
      notes: 'Thank you for your time.',
      rejectionReason: 'We need a Class A licence for this route.',
    });
    const hired = await client.put(`/api/applications/${application.id}/status`, { status: 'hired', rejectionReason: 'ignored' });

    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', notes: 'Thank you for your time.', rejectionReason: expect.stringContaining('Class A') });
    expect(typeof rejected.body.reviewedAt).toBe('string');
    expect(hired.body).toMatchObject({ status: 'hired' });
    expect(hired.body).not.toHaveProperty('rejectionReason');
    expect(hired.body).not.toHaveProperty('notes');
  });

  it.each([
    ['a status only the system sets', { status: 'interviewing' }],
    ['an unknown status', { status: 'lost' }],
    ['no status', {}],
    ['notes over 5,000 characters', { status: 'reviewed', notes: 'n'.repeat(5001) }],
  ])('refuses %s without changing the application', async (_case, body) => {
      const { job, client } = await anEmployerWithAJob();
      const application = await createApplicationRecord(job.id);

      const response = await client.put(`/api/applications/${application.id}/status`, body);

      expect(response.status).toBe(400);
      expect((await ApplicationModel.findById(application.id).lean())?.status).toBe('pending');
  });
});

describe('PUT /api/applications/:id/pipeline', () => {
  it('saves the stage, rating, private notes and next follow-up; null clears the date', async () => {
    const { job, client } = await anEmployerWithAJob();
    const application = await createApplicationRecord(job.id);
    const path = `/api/applications/${application.id}/pipeline`;

    const managed = await client.put(path, {
      pipelineStage: 'interview',
      employerRating: 4,
      employerNotes: 'Strong on safety.',
      nextFollowUpDate: '2030-02-03',
    });
    const cleared = await client.put(path, { pipelineStage: 'offer', employerRating: 0, nextFollowUpDate: null });

    expect(managed.status).toBe(200);
    expect(managed.body).toMatchObject({
      pipelineStage: 'interview',
      employerRating: 4,
      employerNotes: 'Strong on safety.',
      nextFollowUpDate: '2030-02-03T00:00:00.000Z',
    });
    expect(typeof managed.body.lastContactDate).toBe('string');
    expect(cleared.body).toMatchObject({ pipelineStage: 'offer', employerRating: 0 });
    expect(cleared.body).not.toHaveProperty('nextFollowUpDate');
    expect(cleared.body).not.toHaveProperty('employerNotes');
  });

  it.each([6, -1, 2.5])('refuses a rating of %p (0 to 5, whole)', async (employerRating) => {
    const { job, client } = await anEmployerWithAJob();
    const application = await createApplicationRecord(job.id);

    const response = await client.put(`/api/applications/${application.id}/pipeline`, { pipelineStage: 'screening', employerRating });

    expect(response.status).toBe(400);
  });
});

describe('GET /api/applications/:id/files/:fileId', () => {
  it('streams the resume to its employer as an attachment that is never sniffed or cached', async () => {
    const { job, client } = await anEmployerWithAJob();
    const application = await createApplicationRecord(job.id);

    const response = await client.get(`/api/applications/${application.id}/files/${application.resume.fileId}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="resume.pdf"; filename*=UTF-8''resume.pdf`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.text.startsWith('%PDF-1.4')).toBe(true);
  });

  it('serves a supporting document, and the applicant their own files, but no file of another application', async () => {
    const { job, client } = await anEmployerWithAJob();
    const seekerId = new Types.ObjectId().toHexString();
    const photo = await storeApplicationFile('certificate.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'image/png');
    const application = await createApplicationRecord(job.id, { userId: seekerId, supportingDocuments: [photo] });
    const another = await createApplicationRecord(job.id);
    const applicant = new TestClient(() => employerApi.url);
    await signInAs(applicant, { subjectId: seekerId, role: 'jobseeker' });

    expect((await client.get(`/api/applications/${application.id}/files/${photo.fileId}`)).headers.get('content-type')).toBe('image/png');
    expect((await applicant.get(`/api/applications/${application.id}/files/${application.resume.fileId}`)).status).toBe(200);
    expect((await applicant.get(`/api/applications/${another.id}/files/${another.resume.fileId}`)).status).toBe(404);
    expect((await client.get(`/api/applications/${application.id}/files/${another.resume.fileId}`)).status).toBe(404);
  });

  it('names a file with characters outside ASCII safely', async () => {
    const { job, client } = await anEmployerWithAJob();
    const resume = await storeApplicationFile('résumé "final".pdf', minimalPdf('Resume'));
    const application = await createApplicationRecord(job.id, { resume });

    const response = await client.get(`/api/applications/${application.id}/files/${resume.fileId}`);

    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});

describe('notifications', () => {
  it('lists the employer\'s own, newest first with the unread count, and marks one or all read', async () => {
    const { employer, client } = await anEmployerWithAJob();
    const other = await createEmployerRecord();
    const older = await EmployerNotificationModel.create({ employerId: employer.id, type: 'new_application', message: 'Older', createdAt: minutesAgo(10) });
    await EmployerNotificationModel.create({ employerId: employer.id, type: 'follow_up', message: 'Newer', createdAt: minutesAgo(1) });
    const othersNote = await EmployerNotificationModel.create({ employerId: other.id, type: 'system', message: 'Not yours' });
    const path = `/api/employers/${employer.id}/notifications`;

    const listed = await client.get<{ items: JsonObject[]; unread: number }>(path);
    expect(listed.body.unread).toBe(2);
    expect(listed.body.items.map((item) => item.message)).toEqual(['Newer', 'Older']);

    expect((await client.put(`${path}/${older._id}/read`)).status).toBe(204);
    expect((await client.get(path)).body.unread).toBe(1);
    expect((await client.put(`${path}/${othersNote._id}/read`)).status).toBe(404);
    expect((await EmployerNotificationModel.findById(othersNote._id).lean())?.isRead).toBe(false);

    expect((await client.put(`${path}/read-all`)).status).toBe(204);
    expect((await client.get(path)).body.unread).toBe(0);
    expect((await client.get(`/api/employers/${employer.id}/stats`)).body.unreadNotifications).toBe(0);
  });
});

describe('GET /api/employers/:id/stats', () => {
  it('counts active jobs, applications, views and unread notifications on the server', async () => {
    const { employer, job, client } = await anEmployerWithAJob();
    await createJobRecord(employer, { status: 'closed', viewCount: 7 });
    await createJobRecord(employer, { viewCount: 5 });
    await createApplicationRecord(job.id);
    await EmployerNotificationModel.create({ employerId: employer.id, type: 'system', message: 'Hi' });

    const response = await client.get(`/api/employers/${employer.id}/stats`);

    expect(response.body).toMatchObject({
      activeJobs: 2,
      totalApplications: 1,
      totalViews: 12,
      unreadNotifications: 1,
      posting: { canPost: false, source: 'none' },
    });
  });
});
