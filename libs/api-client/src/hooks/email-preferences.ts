import { emailPreferencesSchema, type EmailPreferences } from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send, withQuery } from '../api-call';
import { getJson } from '../fetcher';

const preferencesKey = (token: string) => withQuery(apiPath('GET /api/email-preferences'), new URLSearchParams({ token }).toString());

/** GET /api/email-preferences: the address of the emailed link and its choice (none asked without a token). */
export const useEmailPreferences = (token: string) =>
  useSWR(token ? preferencesKey(token) : null, async (url: string) => emailPreferencesSchema.parse(await getJson(url)), {
    shouldRetryOnError: false,
  });

/** PUT /api/email-preferences; the page then shows the answer. */
export const useSaveEmailPreferences = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (token: string, nonEssentialEmail: boolean): Promise<EmailPreferences> => {
      const saved = emailPreferencesSchema.parse(await send('PUT /api/email-preferences', { body: { token, nonEssentialEmail } }));
      await mutate(preferencesKey(token), saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
};
