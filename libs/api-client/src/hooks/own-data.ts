import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { sessionKey, signedOut } from './account-session';

/** Where each account downloads its data (a ZIP): a plain link, the session cookie goes with it. */
export const dataExportUrl = {
  jobseeker: () => apiPath('GET /api/job-seekers/data-export'),
  employer: (id: string) => apiPath('GET /api/employers/:id/data-export', { id }),
  veteran: (id: string) => apiPath('GET /api/veterans/:id/data-export', { id }),
};

/** After a deletion nothing of the account may stay on screen: every cached answer is forgotten, the session is none. */
const useForgetEverything = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async () => {
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(sessionKey, signedOut, { revalidate: false });
    },
    [mutate],
  );
};

/** DELETE /api/job-seekers/account with the current password; then signed out here too. */
export const useDeleteJobSeekerAccount = () => {
  const forget = useForgetEverything();
  return useCallback(
    async (currentPassword: string) => {
      await send('DELETE /api/job-seekers/account', { body: { currentPassword } });
      await forget();
    },
    [forget],
  );
};

/** DELETE /api/employers/:id with the current password; then signed out here too. */
export const useDeleteEmployerAccount = (employerId: string) => {
  const forget = useForgetEverything();
  return useCallback(
    async (currentPassword: string) => {
      await send('DELETE /api/employers/:id', { params: { id: employerId }, body: { currentPassword } });
      await forget();
    },
    [forget, employerId],
  );
};

/** DELETE /api/veterans/:id with the current password; then signed out here too. */
export const useDeleteVeteranAccount = (veteranId: string) => {
  const forget = useForgetEverything();
  return useCallback(
    async (currentPassword: string) => {
      await send('DELETE /api/veterans/:id', { params: { id: veteranId }, body: { currentPassword } });
      await forget();
    },
    [forget, veteranId],
  );
};
