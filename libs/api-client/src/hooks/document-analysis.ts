import { analysisHistorySchema, analysisReportSchema, type AnalysisKind, type AnalysisReport } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath } from '../api-call';
import { ApiError, getJson } from '../fetcher';

export type AnalysisPhase = 'uploading' | 'analysing';

export interface UploadProgress {
  phase: AnalysisPhase;
  /** Share of the file sent, 0..100 (real, from the upload's progress events). */
  uploaded: number;
}

/** The call each tool of /resume sends its file to. */
const analysisRoute = { resume: 'POST /api/resume/analyze', document: 'POST /api/analyze-document' } as const;

/**
 * POST /api/resume/analyze or /api/analyze-document (multipart), with XMLHttpRequest: fetch
 * cannot report upload progress, and the analyzing state shows the real share sent, then the
 * server's extract-and-analyse step. A refusal is an ApiError carrying the server's words.
 */
export const uploadForAnalysis = (
  kind: AnalysisKind,
  file: File,
  fields: Record<string, string>,
  onProgress: (progress: UploadProgress) => void,
): Promise<AnalysisReport> =>
  new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
    body.append(kind === 'resume' ? 'resume' : 'document', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', apiPath(analysisRoute[kind === 'resume' ? 'resume' : 'document']));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'uploading', uploaded: Math.round((100 * event.loaded) / event.total) });
    };
    request.upload.onload = () => onProgress({ phase: 'analysing', uploaded: 100 });
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) return reject(new ApiError(request.status, request.responseText, request.statusText));
      try {
        resolve(analysisReportSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new Error('The analysis could not reach the server. Please check your connection and try again.'));
    request.send(body);
  });

/** GET /api/document-analyses: the signed-in person's analyses and score trend (nothing asked for a guest). */
export const useAnalysisHistory = (signedIn: boolean, refreshKey: number) =>
  useSWR(signedIn ? [apiPath('GET /api/document-analyses'), refreshKey] : null, async ([url]: [string, number]) =>
    analysisHistorySchema.parse(await getJson(url)),
  );

/** The address that downloads an analysis's report as a PDF (a plain link). */
export const analysisReportUrl = (id: string) => apiPath('GET /api/document-analyses/:id/report.pdf', { id });
