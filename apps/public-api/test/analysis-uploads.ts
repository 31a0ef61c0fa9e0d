import { TestClient, signUpThroughApi } from '@jobboard/test-kit';
import { aJobSeekerSignup } from './job-seeker-builders';

/** The analysis calls as the page makes them: one multipart upload, optionally signed in. */
export interface AnalysisAnswer {
  status: number;
  body: Record<string, unknown> & { message?: string; score?: number; reportUrl?: string; id?: string };
}

export const uploadForAnalysis = async (
  baseUrl: string,
  path: '/api/resume/analyze' | '/api/analyze-document',
  file: { name: string; bytes: Buffer } | undefined,
  fields: Record<string, string> = {},
  cookie = '',
): Promise<AnalysisAnswer> => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append(path === '/api/resume/analyze' ? 'resume' : 'document', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', body, headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as AnalysisAnswer['body'] };
};

export const signedInJobSeeker = async (baseUrl: string) => {
  const client = new TestClient(() => baseUrl);
  await signUpThroughApi(client, 'jobseeker', aJobSeekerSignup());
  return client;
};
