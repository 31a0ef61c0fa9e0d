import type { AnalysisKind, AnalysisReport } from '@jobboard/contracts';
import { useCallback, useState } from 'react';
import { uploadForAnalysis, type UploadProgress } from './upload-for-analysis';

/** The spec's analysis flow: idle, analyzing, complete or failed. */
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
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'failed', message });
        throw error;
      }
    },
    [kind],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, analyze, reset };
};
