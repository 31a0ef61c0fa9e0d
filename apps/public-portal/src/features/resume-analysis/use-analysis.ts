import type { AnalysisKind, AnalysisReport } from '@jobboard/contracts';
import { useCallback, useState } from 'react';
import { ApiError, uploadForAnalysis, type UploadProgress } from '@jobboard/api-client';

/** The analysis flow: idle, analyzing, complete or failed. */
export type AnalysisState =
  | { status: 'idle' }
  | { status: 'analyzing'; progress: UploadProgress }
  | { status: 'complete'; report: AnalysisReport }
  | { status: 'failed'; message: string };

export const useAnalysis = (kind: AnalysisKind) => {
  const [state, setState] = useState<AnalysisState>({ status: 'idle' });
  const analyze = useCallback(
    async (file: File, fields: Record<string, string>) => {
      setState({ status: 'analyzing', progress: { phase: 'uploading', uploaded: 0 } });
      try {
        const report = await uploadForAnalysis(kind, file, fields, (progress) => setState({ status: 'analyzing', progress }));
        setState({ status: 'complete', report });
        return report;
      } catch (error) {
        // The server's words for a refusal it explains (too large, wrong type), else what went wrong.
        const message = (error instanceof ApiError && error.serverMessage) || (error instanceof Error ? error.message : String(error));
        setState({ status: 'failed', message });
        throw error;
      }
    },
    [kind],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, analyze, reset };
};
