import { adminUserSchema, type AdminLoginBody } from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { getJson } from '../fetcher';

const adminUserKey = apiPath('GET /api/admin/user');

/** The admin session check is cached for 5 minutes and never retried: a refusal means "sign in", not "try again". */
const adminUserCacheMs = 5 * 60 * 1000;

/** GET /api/admin/user: the signed-in admin, or null without a session. */
export const useAdminUser = () =>
  useSWR(
    adminUserKey,
    async (url: string) => {
      const body = await getJson(url, { on401: 'returnNull' });
      return body === null ? null : adminUserSchema.parse(body);
    },
    { dedupingInterval: adminUserCacheMs },
  );

/** POST /api/admin/login; the session check then reads this answer instead of an older "signed out". */
export const useLogInAdmin = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (credentials: AdminLoginBody) => {
      const admin = adminUserSchema.parse(await send('POST /api/admin/login', { body: credentials }));
      await mutate(adminUserKey, admin, { revalidate: false });
      return admin;
    },
    [mutate],
  );
};

/** POST /api/admin/logout, then forgets every cached answer so no admin data outlives the session. */
export const useLogOutAdmin = () => {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await send('POST /api/admin/logout');
    await mutate(() => true, undefined, { revalidate: false });
    // Known now without asking: there is no session (the 5-minute cache must not say otherwise).
    await mutate(adminUserKey, null, { revalidate: false });
  }, [mutate]);
};
