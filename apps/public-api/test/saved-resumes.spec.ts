import { runDueApplicationTasks } from '@jobboard/applications';
import { savedResumesLimit, savedResumesMessages, type ErrorBody, type SavedResumeList } from '@jobboard/contracts';
import { ApplicationModel, countStoredFiles, readStoredFile, SavedResumeModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import { contentMismatchMessage, fileTooLargeMessage } from '@jobboard/domain';
import {
  createEmployerRecord,
  createJobRecord,
  minimalDocx,
  minimalPdf,
  signInAs,
  signUpThroughApi,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';
import { aJobSeekerSignup } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);

const resumePdf = minimalPdf('Forklift certified warehouse lead');
const windowsExecutable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);
const answers = ['Yes, 3 years', 'No, never', 'Yes, I own a car', 'I understand'];

type Role = 'jobseeker' | 'veteran';

/** A signed-in job seeker or veteran with a confirmed address (so applications reach the employer at once). */
const aSignedIn = async (role: Role = 'jobseeker') => {
  const client = new TestClient(() => api.url);
  const id = new Types.ObjectId().toHexString();
  await signInAs(client, { subjectId: id, role });
  const account = role === 'jobseeker' ? await UserModel.findById(id).lean() : await VeteranProfileModel.findById(id).lean();
  return { client, id, email: account!.email };
};

/** Sends a resume as the profile's uploader does: multipart, through real HTTP. */
const upload = async <T = SavedResumeList>(as: TestClient, file: { name: string; bytes: Buffer }, resumeId?: string) => {
  const body = new FormData();
  body.append('resume', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${api.url}/api/saved-resumes${resumeId ? `/${resumeId}` : ''}`, {
    method: resumeId ? 'PUT' : 'POST',
    body,
    headers: { cookie: as.cookieHeader },
  });
  return { status: response.status, body: (await response.json()) as T };
};

const download = (as: TestClient | undefined, resumeId: string) =>
  fetch(`${api.url}/api/saved-resumes/${resumeId}/file`, { headers: as ? { cookie: as.cookieHeader } : {} });

const applyWithSaved = async (as: { client: TestClient; email: string }, jobId: string, fields: { savedResumeId?: string; resume?: Buffer }) => {
  const body = new FormData();
  body.append('applicantName', 'Dana Reyes');
  body.append('applicantEmail', as.email);
  body.append('screeningResponses', JSON.stringify(answers));
  if (fields.savedResumeId) body.append('savedResumeId', fields.savedResumeId);
  if (fields.resume) body.append('resume', new Blob([new Uint8Array(fields.resume)]), 'uploaded.pdf');
  const response = await fetch(`${api.url}/api/jobs/${jobId}/apply`, { method: 'POST', body, headers: { cookie: as.client.cookieHeader } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const openJob = async () => createJobRecord(await createEmployerRecord(), { screeningQuestions: ['Can you lift 50 lbs?'] });

beforeEach(async () => {
  await Promise.all([SavedResumeModel.deleteMany({}), ApplicationModel.deleteMany({})]);
  const db = ApplicationModel.db.db!;
  await Promise.all([db.collection('applicationFiles.files').deleteMany({}), db.collection('applicationFiles.chunks').deleteMany({})]);
});

describe('saved resumes', () => {
  it('keeps an uploaded resume, lists it, and gives its owner the same bytes back', async () => {
    const owner = await aSignedIn();

    const saved = await upload(owner.client, { name: 'dana.pdf', bytes: resumePdf });

    expect(saved.status).toBe(201);
    expect(saved.body.limit).toBe(savedResumesLimit);
    expect(saved.body.resumes).toEqual([expect.objectContaining({ name: 'dana.pdf', size: resumePdf.length, contentType: 'application/pdf' })]);
    expect(saved.body.preselectedId).toBe(saved.body.resumes[0].id);
    const listed = await owner.client.get<SavedResumeList>('/api/saved-resumes');
    expect(listed.body).toEqual(saved.body);
    const file = await download(owner.client, saved.body.resumes[0].id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(resumePdf)).toBe(true);
  });

  it('keeps a veteran resume as a stored file its owner can download', async () => {
    const veteran = await aSignedIn('veteran');
    const docx = minimalDocx('Logistics NCO, 8 years');

    const saved = await upload(veteran.client, { name: 'service-resume.docx', bytes: docx });

    expect(saved.status).toBe(201);
    const file = await download(veteran.client, saved.body.resumes[0].id);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(docx)).toBe(true);
  });

  it('replaces a resume: the new bytes are served and the old file is gone', async () => {
    const owner = await aSignedIn();
    const first = await upload(owner.client, { name: 'old.pdf', bytes: resumePdf });
    const id = first.body.resumes[0].id;
    const newer = minimalPdf('Warehouse supervisor, 10 years');

    const replaced = await upload(owner.client, { name: 'new.pdf', bytes: newer }, id);

    expect(replaced.status).toBe(200);
    expect(replaced.body.resumes).toEqual([expect.objectContaining({ id, name: 'new.pdf', size: newer.length })]);
    expect(Buffer.from(await (await download(owner.client, id)).arrayBuffer()).equals(newer)).toBe(true);
    expect((await countStoredFiles()).files).toBe(1);
  });

  it('deletes a resume with its file', async () => {
    const owner = await aSignedIn();
    const saved = await upload(owner.client, { name: 'dana.pdf', bytes: resumePdf });

    const deleted = await owner.client.delete<SavedResumeList>(`/api/saved-resumes/${saved.body.resumes[0].id}`);

    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ resumes: [], limit: savedResumesLimit, preselectedId: null });
    expect(await countStoredFiles()).toEqual({ files: 0, chunks: 0 });
    expect((await download(owner.client, saved.body.resumes[0].id)).status).toBe(404);
  });

  it("never shows, replaces or deletes another account's resume, and asks a guest to sign in", async () => {
    const owner = await aSignedIn();
    const saved = await upload(owner.client, { name: 'dana.pdf', bytes: resumePdf });
    const id = saved.body.resumes[0].id;
    const stranger = await aSignedIn('veteran');

    expect((await download(stranger.client, id)).status).toBe(404);
    expect((await upload<ErrorBody>(stranger.client, { name: 'x.pdf', bytes: resumePdf }, id)).status).toBe(404);
    expect((await stranger.client.delete(`/api/saved-resumes/${id}`)).status).toBe(404);
    expect((await stranger.client.get<SavedResumeList>('/api/saved-resumes')).body.resumes).toEqual([]);
    expect((await download(undefined, id)).status).toBe(401);
    // The owner's resume is untouched, and the stranger's refused upload left no file behind.
    expect(Buffer.from(await (await download(owner.client, id)).arrayBuffer()).equals(resumePdf)).toBe(true);
    expect((await countStoredFiles()).files).toBe(1);
  });

  it('refuses a renamed executable by its content, and stores nothing', async () => {
    const owner = await aSignedIn();

    const refused = await upload<ErrorBody>(owner.client, { name: 'resume.pdf', bytes: windowsExecutable });

    expect(refused).toMatchObject({ status: 400, body: { message: contentMismatchMessage('resume.pdf') } });
    expect(await SavedResumeModel.countDocuments()).toBe(0);
    expect(await countStoredFiles()).toEqual({ files: 0, chunks: 0 });
  });

  it('refuses a file over the size limit, and stores nothing', async () => {
    const owner = await aSignedIn();
    const tooLarge = Buffer.concat([resumePdf, Buffer.alloc(5 * 1024 * 1024)]);

    const refused = await upload<ErrorBody>(owner.client, { name: 'huge.pdf', bytes: tooLarge });

    expect(refused).toMatchObject({ status: 400, body: { message: fileTooLargeMessage('huge.pdf') } });
    expect(await SavedResumeModel.countDocuments()).toBe(0);
    expect(await countStoredFiles()).toEqual({ files: 0, chunks: 0 });
  });

  it(`keeps at most ${savedResumesLimit} resumes when 20 uploads race, and leaves no file of the refused ones`, async () => {
    const owner = await aSignedIn();

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        upload<ErrorBody>(owner.client, { name: `resume-${index}.pdf`, bytes: minimalPdf(`Resume ${index}`) }),
      ),
    );

    expect(answers.filter(({ status }) => status === 201)).toHaveLength(savedResumesLimit);
    const refused = answers.filter(({ status }) => status !== 201);
    expect(refused).toHaveLength(20 - savedResumesLimit);
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, body: { message: savedResumesMessages.tooMany } });
    expect(await SavedResumeModel.countDocuments({ ownerId: owner.id })).toBe(savedResumesLimit);
    expect((await countStoredFiles()).files).toBe(savedResumesLimit);
  });
});

describe('saved resumes and the account', () => {
  it('puts the saved resumes in the data download and removes them and their files with the account', async () => {
    const client = new TestClient(() => api.url);
    const signup = aJobSeekerSignup();
    await signUpThroughApi(client, 'jobseeker', signup);
    await upload(client, { name: 'dana.pdf', bytes: resumePdf });

    const exported = await fetch(`${api.url}/api/job-seekers/data-export`, { headers: { cookie: client.cookieHeader } });
    expect(exported.status).toBe(200);
    expect(Buffer.from(await exported.arrayBuffer()).includes(Buffer.from('files/saved-resumes/'))).toBe(true);

    const deleted = await client.send('DELETE', '/api/job-seekers/account', { currentPassword: signup.password });

    expect(deleted.status).toBe(204);
    expect(await SavedResumeModel.countDocuments()).toBe(0);
    expect(await countStoredFiles()).toEqual({ files: 0, chunks: 0 });
  });
});

describe('POST /api/jobs/:id/apply with a saved resume', () => {
  it("sends a copy of the saved resume's bytes, kept when the saved one is deleted, and preselects it next time", async () => {
    const owner = await aSignedIn();
    const other = minimalPdf('Another resume');
    await upload(owner.client, { name: 'chosen.pdf', bytes: resumePdf });
    const list = await upload(owner.client, { name: 'newest.pdf', bytes: other });
    const chosen = list.body.resumes.find(({ name }) => name === 'chosen.pdf')!;
    expect(list.body.preselectedId).not.toBe(chosen.id);
    const job = await openJob();

    const applied = await applyWithSaved(owner, job.id, { savedResumeId: chosen.id });

    expect(applied.status).toBe(201);
    await runDueApplicationTasks();
    const application = await ApplicationModel.findOne({ jobId: job.id }).select('+resumeText').lean();
    expect(application?.resume).toMatchObject({ name: 'chosen.pdf', size: resumePdf.length, contentType: 'application/pdf' });
    expect((await readStoredFile(application!.resume!.fileId)).equals(resumePdf)).toBe(true);
    expect(application?.resumeText).toContain('Forklift');
    expect((await owner.client.get<SavedResumeList>('/api/saved-resumes')).body.preselectedId).toBe(chosen.id);

    await owner.client.delete(`/api/saved-resumes/${chosen.id}`);
    expect((await readStoredFile(application!.resume!.fileId)).equals(resumePdf)).toBe(true);
  });

  it("refuses another account's saved resume, and stores nothing", async () => {
    const owner = await aSignedIn();
    const saved = await upload(owner.client, { name: 'dana.pdf', bytes: resumePdf });
    const stranger = await aSignedIn();
    const job = await openJob();

    const refused = await applyWithSaved(stranger, job.id, { savedResumeId: saved.body.resumes[0].id });

    expect(refused).toMatchObject({ status: 404, body: { message: savedResumesMessages.notFound } });
    expect(await ApplicationModel.countDocuments()).toBe(0);
    expect((await countStoredFiles()).files).toBe(1);
  });

  it('refuses a saved resume and an uploaded one at once', async () => {
    const owner = await aSignedIn();
    const saved = await upload(owner.client, { name: 'dana.pdf', bytes: resumePdf });
    const job = await openJob();

    const refused = await applyWithSaved(owner, job.id, { savedResumeId: saved.body.resumes[0].id, resume: resumePdf });

    expect(refused).toMatchObject({ status: 400, body: { message: savedResumesMessages.pickOne } });
    expect(await ApplicationModel.countDocuments()).toBe(0);
    expect((await countStoredFiles()).files).toBe(1);
  });
});
