import type { AnalysisKind, AnalysisReport } from '@jobboard/contracts';

export type AnalysisPhase = 'uploading' | 'analysing';

export interface UploadProgress {
  phase: AnalysisPhase;
  /** Share of the file sent, 0..100 (real, from the upload's progress events). */
  uploaded: number;
}

/**
 * Sends the file with XMLHttpRequest: fetch cannot report upload progress, and the analyzing
 * state shows the real share sent, then the server's extract-and-analyse step.
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
    request.open('POST', kind === 'resume' ? '/api/resume/analyze' : '/api/analyze-document');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'uploading', uploaded: Math.round((100 * event.loaded) / event.total) });
    };
    request.upload.onload = () => onProgress({ phase: 'analysing', uploaded: 100 });
    request.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(parsed as AnalysisReport);
      const message = (parsed as { message?: string } | undefined)?.message;
      reject(new Error(message ?? `${request.status}: ${request.statusText}`));
    };
    request.onerror = () => reject(new Error('The analysis could not reach the server. Please check your connection and try again.'));
    request.send(body);
  });
