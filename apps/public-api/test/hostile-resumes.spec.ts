import { ApplicationModel, countStoredFiles, readStoredFile } from '@jobboard/db';
import { documentLimits } from '@jobboard/domain';
import { createEmployerRecord, createJobRecord, minimalPdf, TestClient, useTestDatabase, useTestService, signUpThroughApi } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { resumeTextExtractionLoad, runDueApplicationTasks } from '@jobboard/applications';
import { docxBomb, pdfBomb } from './bomb-documents';
import { aJobSeekerSignup } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi, { RESUME_EXTRACTION_CONCURRENCY: 2 });

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const answers = ['No, never', 'Yes, I own a car', 'I understand'];

let applicant: { client: TestClient; email: string };
let bombs: { docx: Buffer; lyingDocx: Buffer; pdf: Buffer; longPdf: Buffer };

beforeAll(async () => {
  const client = new TestClient(() => api.url);
  const signup = aJobSeekerSignup();
  await signUpThroughApi(client, 'jobseeker', signup);
  applicant = { client, email: signup.email };
  const [docx, lyingDocx, pdf, longPdf] = await Promise.all([
    docxBomb(),
    docxBomb({ lyingAboutSize: true }),
    pdfBomb(),
    // Under the stream limit, so it is read: by pages and up to the text limit.
    pdfBomb({ megabytes: 10 }),
  ]);
  bombs = { docx, lyingDocx, pdf, longPdf };
}, 60_000);

/**
 * A signed-in job seeker applies with the account's own email, so the application is recorded at
 * once; the resume is read afterwards by the queued scoring task (`score: false` leaves it queued).
 */
const apply = async (resume: { name: string; bytes: Buffer }, { score = true } = {}) => {
  const employer = await createEmployerRecord();
  const job = await createJobRecord(employer, { screeningQuestions: [] });
  const body = new FormData();
  body.append('applicantName', 'Rosa Delgado');
  body.append('applicantEmail', applicant.email);
  body.append('screeningResponses', JSON.stringify(answers));
  body.append('resume', new Blob([new Uint8Array(resume.bytes)]), resume.name);
  const started = performance.now();
  const response = await fetch(`${api.url}/api/jobs/${job.id}/apply`, {
    method: 'POST',
    body,
    headers: { cookie: applicant.client.cookieHeader },
  });
  const answer = (await response.json()) as { id: string };
  const ms = performance.now() - started;
  if (score) await runDueApplicationTasks();
  const stored = await ApplicationModel.findById(answer.id).select('+resumeText').lean();
  return { status: response.status, ms, stored };
};

/** The most this process's resident memory grew above where it was while `work` ran. */
const residentGrowthDuring = async <T>(work: () => Promise<T>) => {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  try {
    const result = await work();
    return { result, growthMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
};

describe('hostile resumes (POST /api/jobs/:id/apply)', () => {
  it('keeps a Word document whose text inflates to 165 MB without reading it, answering at once and staying small', async () => {
    const { result, growthMb } = await residentGrowthDuring(() => apply({ name: 'cv.docx', bytes: bombs.docx }));

    expect(result.status).toBe(201);
    expect(result.stored?.resume).toMatchObject({ name: 'cv.docx', contentType: docxType, size: bombs.docx.length });
    expect((await readStoredFile(result.stored!.resume!.fileId)).equals(bombs.docx)).toBe(true);
    expect(result.stored?.resumeText).toBeUndefined();
    // Refused from its declared sizes, before any worker starts: well under the extraction time limit.
    expect(result.ms).toBeLessThan(documentLimits.extractionTimeoutMs / 2);
    expect(growthMb).toBeLessThan(100);
  });

  it('stops inflating a Word document whose archive lies about its size, at the size it declared', async () => {
    const { result, growthMb } = await residentGrowthDuring(() => apply({ name: 'cv.docx', bytes: bombs.lyingDocx }));

    expect(result.status).toBe(201);
    expect(result.stored?.resumeText).toBeUndefined();
    expect(result.ms).toBeLessThan(documentLimits.extractionTimeoutMs / 2);
    expect(growthMb).toBeLessThan(100);
  });

  it('keeps a PDF whose page inflates to 40 MB of text operators without reading it', async () => {
    const { result, growthMb } = await residentGrowthDuring(() => apply({ name: 'cv.pdf', bytes: bombs.pdf }));

    expect(result.status).toBe(201);
    expect(result.stored?.resume).toMatchObject({ name: 'cv.pdf', contentType: 'application/pdf', size: bombs.pdf.length });
    expect(result.stored?.resumeText).toBeUndefined();
    expect(result.ms).toBeLessThan(documentLimits.extractionTimeoutMs / 2);
    expect(growthMb).toBeLessThan(150);
  });

  it('reads a PDF with 10 MB of text operators only up to the text limit', async () => {
    const { result, growthMb } = await residentGrowthDuring(() => apply({ name: 'cv.pdf', bytes: bombs.longPdf }));

    expect(result.status).toBe(201);
    expect(result.stored?.resumeText?.startsWith('Forklift certified warehouse lead')).toBe(true);
    expect(result.stored?.resumeText?.length).toBeGreaterThan(documentLimits.maxExtractedTextLength / 2);
    expect(result.stored?.resumeText?.length).toBeLessThanOrEqual(documentLimits.maxExtractedTextLength);
    expect(result.ms).toBeLessThan(documentLimits.extractionTimeoutMs);
    expect(growthMb).toBeLessThan(250);
  });

  it('runs at most two extractions at once: six long PDFs scored together wait their turn, and all are read', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => apply({ name: 'cv.pdf', bytes: bombs.longPdf }, { score: false })));
    let mostRunning = 0;
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      const load = resumeTextExtractionLoad();
      mostRunning = Math.max(mostRunning, load.running);
      mostWaiting = Math.max(mostWaiting, load.waiting);
    }, 5);

    // More tasks at once than the process's extraction slots: the extraction queue holds the line.
    expect(await runDueApplicationTasks({ concurrency: 6 })).toBe(6);
    clearInterval(sampler);

    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(mostRunning).toBe(2);
    expect(mostWaiting).toBeGreaterThanOrEqual(1);
    const stored = await ApplicationModel.find({ _id: { $in: results.map((result) => result.stored?._id) } }).select('+resumeText').lean();
    expect(stored).toHaveLength(6);
    for (const application of stored) expect(application.resumeText?.length).toBeGreaterThan(documentLimits.maxExtractedTextLength / 2);
    expect(resumeTextExtractionLoad()).toEqual({ running: 0, waiting: 0 });
  }, 90_000);

  it('keeps answering after the bombs, and still reads an ordinary resume', async () => {
    const ready = await fetch(`${api.url}/readyz`);
    const ordinary = await apply({ name: 'cv.pdf', bytes: minimalPdf('Licensed electrician, ten years on site') });

    expect(ready.status).toBe(200);
    expect(ordinary.status).toBe(201);
    expect(ordinary.stored?.resumeText).toBe('Licensed electrician, ten years on site');
    expect(await countStoredFiles()).toMatchObject({ files: 11 });
  });
});
