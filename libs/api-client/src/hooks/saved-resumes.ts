import { savedResumeListSchema } from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { getJson } from '../fetcher';

const savedResumesKey = apiPath('GET /api/saved-resumes');

/** GET /api/saved-resumes: the signed-in job seeker's or veteran's saved resumes (asked only when signed in). */
export const useSavedResumes = (signedIn: boolean) =>
  useSWR(signedIn ? savedResumesKey : null, async (url: string) => savedResumeListSchema.parse(await getJson(url)));

/** Where the owner downloads a saved resume: a plain link, the session cookie goes with it. */
export const savedResumeFileUrl = (resumeId: string) => apiPath('GET /api/saved-resumes/:resumeId/file', { resumeId });

const resumeForm = (file: File) => {
  const form = new FormData();
  form.set('resume', file);
  return form;
};

/** Upload, replace and delete a saved resume; each answer is the new list, kept in the cache. Failures throw ApiError. */
export const useSavedResumeActions = () => {
  const { mutate } = useSWRConfig();
  const store = useCallback(
    async (answer: unknown) => {
      await mutate(savedResumesKey, savedResumeListSchema.parse(answer), { revalidate: false });
    },
    [mutate],
  );
  const upload = useCallback(async (file: File) => store(await send('POST /api/saved-resumes', { body: resumeForm(file) })), [store]);
  const replace = useCallback(
    async (resumeId: string, file: File) => store(await send('PUT /api/saved-resumes/:resumeId', { params: { resumeId }, body: resumeForm(file) })),
    [store],
  );
  const remove = useCallback(async (resumeId: string) => store(await send('DELETE /api/saved-resumes/:resumeId', { params: { resumeId } })), [store]);
  return { upload, replace, remove };
};
