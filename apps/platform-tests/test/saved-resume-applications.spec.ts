import type { SavedResumeList } from '@jobboard/contracts';
import { ApplicationModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import {
  createEmployerRecord,
  createJobRecord,
  minimalDocx,
  minimalPdf,
  signInAs,
  TestClient,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { Types } from 'mongoose';
// Saved and applied with at public-api, downloaded by the employer at employer-api.
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);
const employerApi = useTestService(createEmployerApi);

const answers = ['Yes, 3 years', 'No, never', 'Yes, I own a car', 'I understand'];

const aSignedIn = async (role: 'jobseeker' | 'veteran') => {
  const client = new TestClient(() => publicApi.url);
  const id = new Types.ObjectId().toHexString();
  await signInAs(client, { subjectId: id, role });
  const account = role === 'jobseeker' ? await UserModel.findById(id).lean() : await VeteranProfileModel.findById(id).lean();
  return { client, email: account!.email };
};

const saveResume = async (client: TestClient, name: string, bytes: Buffer) => {
  const body = new FormData();
  body.append('resume', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${publicApi.url}/api/saved-resumes`, { method: 'POST', body, headers: { cookie: client.cookieHeader } });
  expect(response.status).toBe(201);
  return ((await response.json()) as SavedResumeList).resumes.find((resume) => resume.name === name)!;
};

const applyWithSavedResume = async ({ client, email }: { client: TestClient; email: string }, jobId: string, savedResumeId: string) => {
  const body = new FormData();
  body.append('applicantName', 'Sam Ortiz');
  body.append('applicantEmail', email);
  body.append('screeningResponses', JSON.stringify(answers));
  body.append('savedResumeId', savedResumeId);
  const response = await fetch(`${publicApi.url}/api/jobs/${jobId}/apply`, { method: 'POST', body, headers: { cookie: client.cookieHeader } });
  return response.status;
};

describe('applying with a saved resume', () => {
  it.each([
    { role: 'jobseeker' as const, name: 'sam.pdf', bytes: minimalPdf('Forklift certified warehouse lead'), contentType: 'application/pdf' },
    {
      role: 'veteran' as const,
      name: 'service.docx',
      bytes: minimalDocx('Logistics NCO, 8 years'),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ])('gives the employer the same checked file as an upload would ($role)', async ({ role, name, bytes, contentType }) => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer, { screeningQuestions: ['Can you lift 50 lbs?'] });
    const applicant = await aSignedIn(role);
    const saved = await saveResume(applicant.client, name, bytes);

    expect(await applyWithSavedResume(applicant, job.id, saved.id)).toBe(201);

    const application = await ApplicationModel.findOne({ jobId: job.id }).lean();
    const owner = new TestClient(() => employerApi.url);
    await signInAs(owner, { subjectId: employer.id, role: 'employer' });
    const download = await fetch(`${employerApi.url}/api/applications/${application!._id}/files/${application!.resume!.fileId}`, {
      headers: { cookie: owner.cookieHeader },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(contentType);
    expect(download.headers.get('content-disposition')).toContain(name);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
