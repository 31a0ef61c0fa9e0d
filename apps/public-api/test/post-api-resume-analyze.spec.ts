import { analysisMessages } from '@jobboard/contracts';
import { strongResumeText, weakResumeText } from '@jobboard/document-analysis';
import { useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { docxOfText, imageOnlyPdf, textPdfOfLines, wordDocument97 } from './analysis-documents';
import { uploadForAnalysis } from './analysis-uploads';
import { docxBomb, pdfBomb } from './bomb-documents';

useTestDatabase();
const api = useTestService(createPublicApi, { RESUME_EXTRACTION_CONCURRENCY: 2 });
type Upload = Parameters<typeof uploadForAnalysis>;
const upload = (path: Upload[1], file: Upload[2], fields?: Upload[3], cookie?: Upload[4]) => uploadForAnalysis(api.url, path, file, fields, cookie);

describe('POST /api/resume/analyze', () => {
  it('when a guest analyzes a strong PDF resume, then it answers a score, feedback and a report link in well under a second', async () => {
    const started = performance.now();
    const answer = await upload('/api/resume/analyze', { name: 'maria.pdf', bytes: textPdfOfLines(strongResumeText) });
    expect(answer.status).toBe(201);
    expect(answer.body.score).toBeGreaterThanOrEqual(80);
    expect(answer.body.feedback).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'positive' })]));
    expect(answer.body.reportUrl).toMatch(/^\/api\/document-analyses\/[0-9a-f]{24}\/report\.pdf\?key=/);
    expect(performance.now() - started).toBeLessThan(3000);

    const report = await fetch(`${api.url}${answer.body.reportUrl}`);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await report.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // Without the key the guest's report does not exist for anyone else.
    expect((await fetch(`${api.url}/api/document-analyses/${answer.body.id}/report.pdf`)).status).toBe(404);
  });

  it('when the resume is weak, then it scores below a strong one', async () => {
    const strong = await upload('/api/resume/analyze', { name: 'strong.docx', bytes: docxOfText(strongResumeText) });
    const weak = await upload('/api/resume/analyze', { name: 'weak.docx', bytes: docxOfText(weakResumeText) });
    expect(strong.status).toBe(201);
    expect(weak.status).toBe(201);
    expect(weak.body.score).toBeLessThan(strong.body.score ?? 0);
  });

  it('reads an old Word (.doc) resume as well', async () => {
    const answer = await upload('/api/resume/analyze', { name: 'maria.doc', bytes: wordDocument97(strongResumeText) });
    expect(answer.status).toBe(201);
    expect(answer.body.score).toBeGreaterThanOrEqual(80);
  });

  it('when the file is a scanned image with no text, then it answers 422 "could not read" and stores no score', async () => {
    const answer = await upload('/api/resume/analyze', { name: 'scan.pdf', bytes: imageOnlyPdf() });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/^We could not read this file reliably/);
    expect(answer.body.message).toMatch(/text-based PDF/);
  });

  it('refuses with the spec\'s messages: too large, wrong type, not what it claims, no file', async () => {
    const big = await upload('/api/resume/analyze', { name: 'big.pdf', bytes: Buffer.concat([textPdfOfLines(strongResumeText), Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(analysisMessages.resume.tooLarge.message);
    const text = await upload('/api/resume/analyze', { name: 'resume.txt', bytes: Buffer.from(strongResumeText) });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(analysisMessages.resume.invalidType.message);
    const renamed = await upload('/api/resume/analyze', { name: 'resume.pdf', bytes: Buffer.from(strongResumeText) });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe(analysisMessages.resume.invalidType.message);
    const none = await upload('/api/resume/analyze', undefined);
    expect(none.status).toBe(400);
  });

  it('when a zip-bomb DOCX or a never-ending PDF arrives, then it answers 422 quickly and the service keeps answering', async () => {
    const [docx, pdf] = await Promise.all([docxBomb({ megabytes: 40 }), pdfBomb()]);
    const bomb = await upload('/api/resume/analyze', { name: 'bomb.docx', bytes: docx });
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toMatch(/We could not read this file reliably/);
    const endless = await upload('/api/resume/analyze', { name: 'endless.pdf', bytes: pdf });
    expect(endless.status).toBe(422);
    expect(endless.body.message).toMatch(/We could not read this file reliably/);
    expect((await upload('/api/resume/analyze', { name: 'ok.pdf', bytes: textPdfOfLines(strongResumeText) })).status).toBe(201);
  }, 60_000);
});
