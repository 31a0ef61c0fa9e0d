import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { analysisMessages, type AnalysisHistory, type AnalysisKind, type AnalysisReport, type DocumentType } from '@jobboard/contracts';
import { analyzeDocument, type LayoutSignals } from '@jobboard/document-analysis';
import { documentLimits, fileExtension } from '@jobboard/domain';
import { AppError, type FileSink, type ReceivedForm } from '@jobboard/server-kit';
import { type AnalysisOwner, analysisRepository, type StoredAnalysis } from '@jobboard/analysis-store';
import { jobRepository } from '@jobboard/job-search';
import { extractDocumentForAnalysis, ExtractionRefused } from '@jobboard/applications';

type AnalysisForm = ReceivedForm<'file', { jobId?: string; documentType?: DocumentType }>;

interface Upload {
  kind: AnalysisKind;
  owner: AnalysisOwner;
  /** Reads the form, its file into the sink given. */
  readForm: (sink: FileSink) => Promise<AnalysisForm>;
  sink: { sink: FileSink; bytesOf: (fileId: string) => Buffer | undefined };
}

const unreadable = (detail: string) =>
  new AppError(422, 'validation_failed', `${analysisMessages.unreadable}: ${detail}`, { title: analysisMessages.unreadable });

/** How many analyses the history shows, and how many of them the trend follows. */
const historyLength = 20;
const trendLength = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The words a person can act on for why the extraction stopped. */
const extractionProblem = (error: unknown): AppError => {
  if (error instanceof ExtractionRefused && /waited too long/.test(error.message)) {
    return new AppError(503, 'service_unavailable', 'Many documents are being analyzed right now. Please try again in a few seconds.', {
      headers: { 'Retry-After': '5' },
    });
  }
  if (error instanceof ExtractionRefused) {
    return unreadable(
      /timed out/.test(error.message)
        ? 'reading it took too long (it may be damaged or built to never end). Save it again as a plain PDF or DOCX and try again.'
        : 'it holds far more than any real document once unpacked, so it was not read. Save it again as a plain PDF or DOCX and try again.',
    );
  }
  return unreadable('the file is damaged or not a real document of its type. Save it again from your editor and try again.');
};

/** The text and layout of the uploaded file: plain text decoded here, everything else in the extraction worker. */
const readDocument = async (bytes: Buffer, fileName: string, contentType: string): Promise<{ text: string; layout: LayoutSignals }> => {
  const extension = fileExtension(fileName);
  if (extension === '.txt') {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(0, documentLimits.maxExtractedTextLength * 4)).slice(0, documentLimits.maxExtractedTextLength), layout: { format: 'txt' } };
  }
  const extracted = await extractDocumentForAnalysis(bytes, contentType).catch((error: unknown) => {
    throw extractionProblem(error);
  });
  const format = extension === '.pdf' ? 'pdf' : extension === '.docx' ? 'docx' : 'doc';
  const images =
    format === 'pdf'
      ? (bytes.toString('latin1').match(/\/Subtype\s*\/Image\b/g) ?? []).length
      : format === 'docx'
        ? (bytes.toString('latin1').match(/word\/media\//g) ?? []).length > 0
          ? 1
          : 0
        : 0;
  return { text: extracted.text, layout: { format, images, ...extracted.layout } };
};

/**
 * POST /api/resume/analyze and POST /api/analyze-document: the file is read (checked by content
 * like an application's), its text extracted in the worker, judged by the analysis engine, and
 * the result (never the file) stored for its owner. A guest gets a key for the report instead.
 */
export const analyzeUpload = async ({ kind, owner, readForm, sink }: Upload): Promise<AnalysisReport> => {
  const form = await readForm(sink.sink);
  const [file] = form.files.file;
  const bytes = file && sink.bytesOf(file.fileId);
  if (!file || !bytes) throw AppError.badRequest(analysisMessages.noFile, analysisMessages[kind].failed.title);
  const documentType: DocumentType = kind === 'resume' ? 'resume' : (form.fields.documentType ?? 'resume');

  const job = form.fields.jobId ? await jobRepository.findActive(form.fields.jobId) : undefined;
  if (form.fields.jobId && !job) throw AppError.notFound('Job not found');

  const started = performance.now();
  const { text, layout } = await readDocument(bytes, file.name, file.contentType);
  const extracted = performance.now();
  const outcome = analyzeDocument({
    text,
    documentType,
    layout,
    job: job ? { title: job.title, experience: job.experience, requirements: job.requirements ?? [], description: job.description } : undefined,
  });
  const analysed = performance.now();
  if (!outcome.readable) throw unreadable(`${outcome.parseQuality.problems.join(' ')} ${outcome.advice}`);

  const report = { ...outcome, match: outcome.match && job ? { ...outcome.match, jobId: job.id } : undefined };
  const key = owner.userId || owner.veteranId ? undefined : randomBytes(24).toString('base64url');
  const saved = await analysisRepository.create({ kind, fileName: file.name, report, accessKeyHash: key && sha256(key), ...owner });
  return {
    id: saved.id,
    kind,
    fileName: file.name,
    documentType,
    score: report.score,
    label: report.label,
    colour: report.colour,
    verdict: report.verdict,
    subScores: report.subScores,
    words: report.words,
    sections: report.sections,
    analysis: {
      keywordAnalysis: report.keywords,
      formatting: report.formatting,
      content: { score: report.subScores.content },
      strengths: report.strengths,
      weaknesses: report.weaknesses,
    },
    suggestions: report.suggestions,
    feedback: report.feedback,
    findings: report.findings,
    match: report.match,
    reportUrl: `/api/document-analyses/${saved.id}/report.pdf${key ? `?key=${key}` : ''}`,
    timings: { extractMs: Math.round(extracted - started), analyseMs: Math.round(analysed - extracted) },
    createdAt: saved.createdAt.toISOString(),
  };
};

/** GET /api/document-analyses: the owner's history and how the score moved over the last ones. */
export const listAnalysesOf = async (owner: AnalysisOwner): Promise<AnalysisHistory> => {
  const items = await analysisRepository.listOf(owner, historyLength);
  const scores = items.slice(0, trendLength).map((item) => item.score).reverse();
  return {
    items: items.map(({ match, createdAt, ...item }) => ({
      ...item,
      ...(match ? { jobTitle: match.jobTitle, matchScore: match.score } : {}),
      createdAt: createdAt.toISOString(),
    })),
    trend: { scores, change: scores.length < 2 ? 0 : scores[scores.length - 1] - scores[0] },
  };
};

/**
 * One stored analysis for its report: a signed-in owner's only to that owner (401 without a
 * session, 403 for another); a guest's to whoever holds its key (404 otherwise, as if it did not exist).
 */
export const analysisForReport = async (id: string, asker: AnalysisOwner | undefined, key: string | undefined): Promise<StoredAnalysis> => {
  const analysis = await analysisRepository.findById(id);
  if (!analysis || !analysis.report) throw AppError.notFound('Analysis not found');
  if (analysis.userId || analysis.veteranId) {
    if (!asker) throw AppError.unauthenticated();
    const owns = (analysis.userId && analysis.userId === asker.userId) || (analysis.veteranId && analysis.veteranId === asker.veteranId);
    if (!owns) throw AppError.forbidden();
    return analysis;
  }
  const expected = Buffer.from(analysis.accessKeyHash ?? '', 'hex');
  const given = Buffer.from(sha256(key ?? ''), 'hex');
  if (!key || expected.length !== given.length || !timingSafeEqual(expected, given)) throw AppError.notFound('Analysis not found');
  return analysis;
};
