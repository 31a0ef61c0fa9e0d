import { adminUserSchema, type AdminLoginBody } from '@jobboard/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, getJson } from '../fetcher';

export const adminUserKey = '/api/admin/user';

/** Spec 001 §7: the admin session check is cached for 5 minutes and never retried. */
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

/** POST /api/admin/login */
export const logInAdmin = async (credentials: AdminLoginBody) => adminUserSchema.parse(await apiRequest('POST', '/api/admin/login', credentials));

/** POST /api/admin/logout, then forgets every cached answer (spec 001 §4). */
export const useLogOutAdmin = () => {
  const { mutate } = useSWRConfig();
  return async () => {
    await apiRequest('POST', '/api/admin/logout');
    await mutate(() => true, undefined, { revalidate: false });
    // Known now without asking: there is no session (the 5-minute cache must not say otherwise).
    await mutate(adminUserKey, null, { revalidate: false });
  };
};
