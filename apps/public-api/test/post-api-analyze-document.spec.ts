import { coverLetterText, strongResumeText, twoColumnRows } from '@jobboard/document-analysis';
import { createEmployerRecord, createJobRecord, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { docxOfText, textPdfOfLines, twoColumnPdf } from './analysis-documents';
import { uploadForAnalysis } from './analysis-uploads';

useTestDatabase();
const api = useTestService(createPublicApi, { RESUME_EXTRACTION_CONCURRENCY: 2 });
type Upload = Parameters<typeof uploadForAnalysis>;
const upload = (path: Upload[1], file: Upload[2], fields?: Upload[3], cookie?: Upload[4]) => uploadForAnalysis(api.url, path, file, fields, cookie);

describe('POST /api/analyze-document', () => {
  it('analyzes a cover letter as a letter, a TXT file included, with sub-scores and suggestions', async () => {
    const answer = await upload('/api/analyze-document', { name: 'letter.txt', bytes: Buffer.from(coverLetterText) }, { documentType: 'cover_letter' });
    expect(answer.status).toBe(201);
    expect(answer.body.documentType).toBe('cover_letter');
    expect(answer.body.analysis).toEqual(expect.objectContaining({ keywordAnalysis: expect.any(Object), formatting: expect.any(Object), content: expect.any(Object) }));
    expect(Array.isArray(answer.body.suggestions)).toBe(true);
  });

  it('marks a two-column PDF and a DOCX with tables as tracking-system risks', async () => {
    const columns = await upload('/api/analyze-document', { name: 'columns.pdf', bytes: twoColumnPdf(twoColumnRows()) }, { documentType: 'resume' });
    expect(columns.status).toBe(201);
    expect(JSON.stringify(columns.body.findings)).toMatch(/Two-column layout/);
    const tables = await upload(
      '/api/analyze-document',
      { name: 'tables.docx', bytes: docxOfText(strongResumeText, { tableRows: [['Skill', 'Years'], ['Forklift', '10']] }) },
      { documentType: 'resume' },
    );
    expect(tables.status).toBe(201);
    expect(JSON.stringify(tables.body.findings)).toMatch(/1 table/);
  });

  it('matches a resume against a chosen job, requirement by requirement', async () => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer, {
      title: 'Warehouse Operations Manager',
      experience: 'senior',
      requirements: ['Forklift certification', 'Bilingual in Spanish'],
    });
    const answer = await upload('/api/analyze-document', { name: 'maria.pdf', bytes: textPdfOfLines(strongResumeText) }, { documentType: 'resume', jobId: job.id });
    expect(answer.status).toBe(201);
    const match = answer.body.match as { jobId: string; requirementsMet: { requirement: string }[]; requirementsMissing: string[] };
    expect(match.jobId).toBe(job.id);
    expect(match.requirementsMet.map((met) => met.requirement)).toEqual(['Forklift certification']);
    expect(match.requirementsMissing).toEqual(['Bilingual in Spanish']);
    const missing = await upload('/api/analyze-document', { name: 'maria.pdf', bytes: textPdfOfLines(strongResumeText) }, { jobId: '0123456789abcdef01234567' });
    expect(missing.status).toBe(404);
  });

  it('refuses with the analyzer\'s messages', async () => {
    const big = await upload('/api/analyze-document', { name: 'big.txt', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61) });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('File too large. Maximum size is 10MB.');
    const image = await upload('/api/analyze-document', { name: 'photo.png', bytes: Buffer.from('x') });
    expect(image.body.message).toBe('Invalid file type. Please upload: .pdf, .doc, .docx, .txt');
    const binary = await upload('/api/analyze-document', { name: 'notes.txt', bytes: Buffer.alloc(5000, 0) });
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe('Invalid file. Please try again.');
  });
});
