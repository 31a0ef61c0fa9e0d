import type { AnalysisKind } from '@jobboard/contracts';
import type { RouteHandlers, SessionClaims } from '@jobboard/server-kit';
import type { Request } from 'express';
import type { AnalysisOwner } from '@jobboard/analysis-store';
import { analysisReportPdf } from '../domain/document-analysis/analysis-report-pdf';
import { analysisForReport, analyzeUpload, listAnalysesOf } from '../domain/document-analysis/analyze-upload';
import { documentAnalysisFormOf, memoryFileSink, resumeAnalysisFormOf } from './analysis-form';
import type { PublicApiContext } from './public-api-context';

/** The resume tools of /resume: both tabs' analyses, the history of a signed-in person and the PDF report. */
/** The signed-in job seeker or veteran an analysis belongs to; a guest's has none. */
const ownerOf = (session: SessionClaims | undefined): AnalysisOwner | undefined => {
  if (session?.role === 'jobseeker') return { userId: session.subjectId };
  if (session?.role === 'veteran') return { veteranId: session.subjectId };
  return undefined;
};

/** The resume tools of /resume: both tabs' analyses, the history of a signed-in person and the PDF report. */
export const documentAnalysisRoutes = ({ analysisRateLimit }: PublicApiContext) => {
  /** One tab's analysis: the upload read by the tab's form, analysed and stored. */
  const analysisOf = (kind: AnalysisKind, formOf: typeof resumeAnalysisFormOf) => ({
    before: [analysisRateLimit],
    handle: ({ req, session }: { req: Request; session: SessionClaims | undefined }) =>
      analyzeUpload({ kind, owner: ownerOf(session) ?? {}, readForm: formOf(req), sink: memoryFileSink() }),
  });
  return {
    'POST /api/resume/analyze': analysisOf('resume', resumeAnalysisFormOf),
    'POST /api/analyze-document': analysisOf('document', documentAnalysisFormOf),
    'GET /api/document-analyses': ({ session }) =>
      listAnalysesOf(session.role === 'jobseeker' ? { userId: session.subjectId } : { veteranId: session.subjectId }),
    'GET /api/document-analyses/:id/report.pdf': async ({ params, query, session, res }) => {
      const analysis = await analysisForReport(params.id, ownerOf(session), query.key);
      const { fileName, bytes } = await analysisReportPdf(analysis);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(Buffer.from(bytes));
    },
  } satisfies Partial<RouteHandlers<'public-api'>>;
};
