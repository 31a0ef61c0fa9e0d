import { trackedApplicationListSchema, trackedApplicationSchema } from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { ApiError, getJson } from '../fetcher';

const myApplicationsKey = (userId: string) => apiPath('GET /api/users/:id/applications', { id: userId });

/** GET /api/users/:id/applications: the signed-in job seeker's applications, newest first (none asked without an id). */
export const useMyApplications = (userId: string | undefined) =>
  useSWR(userId ? myApplicationsKey(userId) : null, async (url: string) => trackedApplicationListSchema.parse(await getJson(url)));

/**
 * POST /api/applications/:id/follow-up for one of `userId`'s applications. The list is asked
 * again after a follow-up is sent, and after a 409 (the application changed meanwhile).
 */
export const useSendFollowUp = (userId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (applicationId: string, message: string) => {
      // Not awaited: the dialog closes at once while the list reloads.
      const refresh = () => void mutate(myApplicationsKey(userId));
      try {
        const followedUp = trackedApplicationSchema.parse(
          await send('POST /api/applications/:id/follow-up', { params: { id: applicationId }, body: { message } }),
        );
        refresh();
        return followedUp;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) refresh();
        throw error;
      }
    },
    [mutate, userId],
  );
};
