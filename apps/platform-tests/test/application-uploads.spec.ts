import { applicationUploadLimits, type ErrorBody } from '@jobboard/contracts';
import { ApplicationModel, countStoredFiles, readStoredFile } from '@jobboard/db';
import { contentMismatchMessage, fileTooLargeMessage } from '@jobboard/domain';
import {
  createEmployerRecord,
  createJobRecord,
  minimalPdf,
  signInAs,
  TestClient,
  testPassword,
  uniqueEmail,
  useTestDatabase,
  useTestService,
  zipArchive,
  signUpThroughApi,
} from '@jobboard/test-kit';
// Uploaded at public-api, downloaded by the employer at employer-api.
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);
const employerApi = useTestService(createEmployerApi);

/** A real PDF grown to exactly `size` bytes by a comment before its cross-reference table (offsets kept right). */
const pdfOfSize = (size: number) => {
  const pdf = minimalPdf('Forklift certified warehouse lead').toString('latin1');
  const xref = pdf.indexOf('xref\n');
  const grown = (padding: number) => {
    const comment = `%${'x'.repeat(padding)}\n`;
    return pdf.slice(0, xref) + comment + pdf.slice(xref).replace(/startxref\n\d+/, `startxref\n${xref + comment.length}`);
  };
  // The moved table's offset may take more digits: shorten the comment by as many.
  let padding = size - pdf.length - 2;
  while (grown(padding).length > size) padding -= 1;
  return Buffer.from(grown(padding), 'latin1');
};

/** A ZIP archive of stored entries with these names (their contents do not matter to the checks here). */
const zipOf = (names: string[]) => zipArchive(names.map((name) => ({ name, content: Buffer.from('<?xml version="1.0"?><x/>') })));

const answers = ['Yes, 3 years', 'No, never', 'Yes, I own a car', 'I understand'];

/**
 * A signed-in job seeker applies with their own address (so the application reaches the employer
 * at once) and this resume, as the browser's modal sends it: multipart, through real HTTP.
 */
const applyWithResume = async (jobId: string, resume: { name: string; bytes: Buffer }) => {
  const applicant = new TestClient(() => publicApi.url);
  const email = uniqueEmail('zoe');
  await signUpThroughApi(applicant, 'jobseeker', { firstName: 'Zoë', lastName: 'Núñez', email, password: testPassword });
  const body = new FormData();
  body.append('applicantName', 'Zoë Núñez');
  body.append('applicantEmail', email);
  body.append('screeningResponses', JSON.stringify(answers));
  body.append('resume', new Blob([new Uint8Array(resume.bytes)]), resume.name);
  const response = await fetch(`${publicApi.url}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    body,
    headers: { cookie: applicant.cookieHeader },
  });
  return { status: response.status, body: (await response.json()) as ErrorBody };
};

const openJob = async () => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer, { screeningQuestions: ['Can you lift 50 lbs?'] });
  return { employer, job };
};

const storedResumeOf = async (jobId: string) => (await ApplicationModel.findOne({ jobId }).lean())?.resume;

describe('POST /api/jobs/:id/apply: the uploaded files', () => {
  it('keeps a file name written in UTF-8 as sent, and the employer downloads it under that name', async () => {
    const { employer, job } = await openJob();
    const resume = minimalPdf('Licensed electrician');

    const response = await applyWithResume(job.id, { name: 'résumé Zoë (final).pdf', bytes: resume });

    expect(response.status).toBe(201);
    const stored = await storedResumeOf(job.id);
    expect(stored?.name).toBe('résumé Zoë (final).pdf');
    const owner = new TestClient(() => employerApi.url);
    await signInAs(owner, { subjectId: employer.id, role: 'employer' });
    const application = await ApplicationModel.findOne({ jobId: job.id }).lean();
    const download = await fetch(`${employerApi.url}/api/applications/${application!._id}/files/${stored!.fileId}`, {
      headers: { cookie: owner.cookieHeader },
    });
    expect(download.status).toBe(200);
    const disposition = download.headers.get('content-disposition') ?? '';
    expect(disposition).toBe(`attachment; filename="r_sum_ Zo_ (final).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20Zo%C3%AB%20%28final%29.pdf`);
    const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('résumé Zoë (final).pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(resume);
  });

  it('accepts a resume of exactly 5 MiB and refuses one byte more, as the browser does', async () => {
    const limit = applicationUploadLimits.maxFileBytes;
    const { job } = await openJob();
    const atTheLimit = pdfOfSize(limit);
    expect(atTheLimit.length).toBe(5 * 1024 * 1024);

    const accepted = await applyWithResume(job.id, { name: 'exactly-5mib.pdf', bytes: atTheLimit });
    expect(accepted.status).toBe(201);
    const stored = await storedResumeOf(job.id);
    expect(stored?.size).toBe(limit);
    // Compared whole, not byte by byte through the matcher (slow on megabytes).
    expect((await readStoredFile(stored!.fileId)).equals(atTheLimit)).toBe(true);

    const { job: another } = await openJob();
    const refused = await applyWithResume(another.id, { name: 'one-byte-more.pdf', bytes: pdfOfSize(limit + 1) });
    expect(refused).toMatchObject({ status: 400, body: { code: 'validation_failed', message: fileTooLargeMessage('one-byte-more.pdf') } });
    expect(await ApplicationModel.countDocuments({ jobId: another.id })).toBe(0);
  });

  describe('refuses a file that only starts like what its name claims, and stores nothing', () => {
    const compoundHeader = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0x41)]);
    const cases = [
      { name: 'cut-short.pdf', bytes: minimalPdf('Resume').subarray(0, 300), why: 'a PDF without its end' },
      { name: 'sheet.docx', bytes: zipOf(['[Content_Types].xml', 'xl/workbook.xml']), why: 'a spreadsheet named .docx' },
      { name: 'archive.docx', bytes: zipOf(['notes.txt', 'photo.xml']), why: 'a plain zip named .docx' },
      { name: 'old.doc', bytes: compoundHeader, why: 'a DOC signature on a broken header' },
      { name: 'cv.pdf', bytes: Buffer.from('%PDF\u0000MZ not a pdf at all %%EOF', 'latin1'), why: 'four right bytes and nothing else' },
    ];

    it.each(cases)('$why', async ({ name, bytes }) => {
      const { job } = await openJob();
      const before = await countStoredFiles();

      const response = await applyWithResume(job.id, { name, bytes });

      expect(response).toMatchObject({ status: 400, body: { code: 'validation_failed', message: contentMismatchMessage(name) } });
      expect(await ApplicationModel.countDocuments({ jobId: job.id })).toBe(0);
      expect(await countStoredFiles()).toEqual(before);
    });
  });

  it('accepts a real Word document and a real old Word header', async () => {
    const { job } = await openJob();
    const docx = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect((await applyWithResume(job.id, { name: 'cv.docx', bytes: docx })).status).toBe(201);

    const header = Buffer.alloc(1536);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
    header.writeUInt16LE(0x3e, 24);
    header.writeUInt16LE(3, 26);
    header.writeUInt16LE(0xfffe, 28);
    header.writeUInt16LE(9, 30);
    header.writeUInt16LE(6, 32);
    const { job: another } = await openJob();
    expect((await applyWithResume(another.id, { name: 'cv.doc', bytes: header })).status).toBe(201);
  });
});
