import type {
  AdminApplicationPage,
  AdminAuditPage,
  AdminEmployerPage,
  AdminJobPage,
  AdminSummary,
  AdminUser,
  AdminVeteranPage,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send, withQuery } from '../api-call';
import { ApiError, getJson, getTyped } from '../fetcher';
import { sessionKey, signedOut } from './account-session';

// What the admin dashboard's first view uses: its reads, typed, not parsed (see getTyped), and
// signing out. Parsing would bring zod and every admin schema into that first view. The service
// builds these answers through the same contracts, and the API fuzzing checks them against the
// published schemas. The admin's actions (admin.ts) parse their answers.

export const adminUserKey = apiPath('GET /api/admin/user');

/** The admin session check is cached for 5 minutes and never retried: a refusal means "sign in", not "try again". */
const adminUserCacheMs = 5 * 60 * 1000;

/** GET /api/admin/user: the signed-in admin, or null without a session. */
export const useAdminUser = () =>
  useSWR(adminUserKey, async (url: string) => (await getJson(url, { on401: 'returnNull' })) as AdminUser | null, {
    dedupingInterval: adminUserCacheMs,
  });

/** POST /api/admin/logout, then forgets every cached answer so no admin data outlives the session. */
export const useLogOutAdmin = () => {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await send('POST /api/admin/logout');
    await mutate(() => true, undefined, { revalidate: false });
    // Known now without asking: there is no session (the 5-minute cache must not say otherwise).
    await mutate(adminUserKey, null, { revalidate: false });
    await mutate(sessionKey, signedOut, { revalidate: false });
  }, [mutate]);
};

/** The dashboard's lists, by tab: their call. */
export const adminListPaths = {
  jobs: apiPath('GET /api/admin/jobs'),
  applications: apiPath('GET /api/applications'),
  employers: apiPath('GET /api/employers'),
  veterans: apiPath('GET /api/veterans'),
  audit: apiPath('GET /api/admin/audit'),
} as const;
export type AdminListName = keyof typeof adminListPaths;

/** The answer of each list. */
interface AdminListPages {
  jobs: AdminJobPage;
  applications: AdminApplicationPage;
  employers: AdminEmployerPage;
  veterans: AdminVeteranPage;
  audit: AdminAuditPage;
}

/** One row of a list. */
export type AdminListRow<L extends AdminListName> = AdminListPages[L]['items'][number];

/** The query of a list: the search box, a filter, the sort and the page ("" and 1 are left out). */
export type AdminListQuery = Partial<Record<'q' | 'status' | 'verification' | 'branch' | 'action' | 'sort', string>> & { page?: number };

const queryString = (query: AdminListQuery) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) continue;
    params.set(name, String(value));
  }
  return params.toString();
};

/**
 * A read of the admin dashboard. A 401 means the session ended (signed out elsewhere, idle too
 * long, deactivated): the session check then says "signed out" at once, and the gate sends the
 * admin to /admin-login.
 */
const useAdminRead = <T>() => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (url: string) => {
      try {
        return await getTyped<T>(url);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) await mutate(adminUserKey, null, { revalidate: false });
        throw error;
      }
    },
    [mutate],
  );
};

/** One page of an admin list; asked only once `enabled` (the admin session is known). */
export const useAdminList = <L extends AdminListName>(list: L, query: AdminListQuery, enabled = true) => {
  const read = useAdminRead<AdminListPages[L]>();
  return useSWR(enabled ? withQuery(adminListPaths[list], queryString(query)) : null, read, { keepPreviousData: true });
};

export const adminSummaryKey = apiPath('GET /api/admin/summary');

/** GET /api/admin/summary: the dashboard's cards. */
export const useAdminSummary = (enabled = true) => {
  const read = useAdminRead<AdminSummary>();
  return useSWR(enabled ? adminSummaryKey : null, read);
};
