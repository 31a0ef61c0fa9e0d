import { readSession, type RouteHandlers } from '@jobboard/server-kit';
import type { Request } from 'express';
import type { AnalysisOwner } from '@jobboard/analysis-store';
import { analysisReportPdf } from '../domain/document-analysis/analysis-report-pdf';
import { analysisForReport, analyzeUpload, listAnalysesOf } from '../domain/document-analysis/analyze-upload';
import { documentAnalysisFormOf, memoryFileSink, resumeAnalysisFormOf } from './analysis-form';
import type { PublicApiContext } from './public-api-context';

/** The resume tools of /resume: both tabs' analyses, the history of a signed-in person and the PDF report. */
export const documentAnalysisRoutes = ({ sessions, analysisRateLimit }: PublicApiContext) => {
  const ownerOf = async (req: Request): Promise<AnalysisOwner | undefined> => {
    const session = await readSession(req, sessions);
    if (session?.role === 'jobseeker') return { userId: session.subjectId };
    if (session?.role === 'veteran') return { veteranId: session.subjectId };
    return undefined;
  };
  return {
    'POST /api/resume/analyze': {
      before: [analysisRateLimit],
      handle: async ({ req, res }) => {
        const report = await analyzeUpload({
          kind: 'resume',
          owner: (await ownerOf(req)) ?? {},
          readForm: resumeAnalysisFormOf(req),
          sink: memoryFileSink(),
        });
        res.status(201);
        return report;
      },
    },
    'POST /api/analyze-document': {
      before: [analysisRateLimit],
      handle: async ({ req, res }) => {
        const report = await analyzeUpload({
          kind: 'document',
          owner: (await ownerOf(req)) ?? {},
          readForm: documentAnalysisFormOf(req),
          sink: memoryFileSink(),
        });
        res.status(201);
        return report;
      },
    },
    'GET /api/document-analyses': ({ session }) =>
      listAnalysesOf(session.role === 'jobseeker' ? { userId: session.subjectId } : { veteranId: session.subjectId }),
    'GET /api/document-analyses/:id/report.pdf': async ({ params, query, req, res }) => {
      const analysis = await analysisForReport(params.id, await ownerOf(req), query.key);
      const { fileName, bytes } = await analysisReportPdf(analysis);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(Buffer.from(bytes));
    },
  } satisfies Partial<RouteHandlers<'public-api'>>;
};
