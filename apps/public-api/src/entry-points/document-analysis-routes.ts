import { analysisReportQuerySchema, idParamsSchema } from '@jobboard/contracts';
import { endpoint, readSession, type RouteHandlers } from '@jobboard/server-kit';
import type { Request } from 'express';
import type { AnalysisOwner } from '../data-access/analysis-repository';
import { analysisReportPdf } from '../domain/document-analysis/analysis-report-pdf';
import { analysisForReport, analyzeUpload, listAnalysesOf } from '../domain/document-analysis/analyze-upload';
import { documentAnalysisFormOf, memoryFileSink, resumeAnalysisFormOf } from './analysis-form';
import type { PublicApiContext } from './public-api-context';

type DocumentAnalysisRouteKey =
  | 'POST /api/resume/analyze'
  | 'POST /api/analyze-document'
  | 'GET /api/document-analyses'
  | 'GET /api/document-analyses/:id/report.pdf';

/** The resume tools of /resume: both tabs' analyses, the history of a signed-in person and the PDF report. */
export const documentAnalysisRoutes = ({ sessions, guards, analysisRateLimit }: PublicApiContext): Pick<RouteHandlers<'public-api'>, DocumentAnalysisRouteKey> => {
  const ownerOf = async (req: Request): Promise<AnalysisOwner | undefined> => {
    const session = await readSession(req, sessions);
    if (session?.role === 'jobseeker') return { userId: session.subjectId };
    if (session?.role === 'veteran') return { veteranId: session.subjectId };
    return undefined;
  };
  return {
    'POST /api/resume/analyze': [analysisRateLimit, ...endpoint({}, async ({ req, res }) => {
      const report = await analyzeUpload({ kind: 'resume', owner: (await ownerOf(req)) ?? {}, readForm: resumeAnalysisFormOf(req), sink: memoryFileSink() });
      res.status(201);
      return report;
    })],
    'POST /api/analyze-document': [analysisRateLimit, ...endpoint({}, async ({ req, res }) => {
      const report = await analyzeUpload({ kind: 'document', owner: (await ownerOf(req)) ?? {}, readForm: documentAnalysisFormOf(req), sink: memoryFileSink() });
      res.status(201);
      return report;
    })],
    'GET /api/document-analyses': [
      guards.requireRole('jobseeker', 'veteran'),
      ...endpoint({}, ({ req }) =>
        listAnalysesOf(req.session!.role === 'jobseeker' ? { userId: req.session!.subjectId } : { veteranId: req.session!.subjectId }),
      ),
    ],
    'GET /api/document-analyses/:id/report.pdf': endpoint({ params: idParamsSchema, query: analysisReportQuerySchema }, async ({ params, query, req, res }) => {
      const analysis = await analysisForReport(params.id, await ownerOf(req), query.key);
      const { fileName, bytes } = await analysisReportPdf(analysis);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(Buffer.from(bytes));
    }),
  };
};
