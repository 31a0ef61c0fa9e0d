import {
  accountActivationResultSchema,
  adminApplicationPageSchema,
  adminAuditPageSchema,
  adminEmployerPageSchema,
  adminEmployerSchema,
  adminJobPageSchema,
  adminJobSchema,
  adminSummarySchema,
  adminUserSchema,
  adminVeteranPageSchema,
  type AccountActivation,
  type AdminJobClosing,
  type AdminLoginBody,
  type EmployerVerificationDecision,
  type ModeratedAccountKind,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { apiPath, send, withQuery } from '../api-call';
import { ApiError, getJson } from '../fetcher';

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

/** The dashboard's lists, by tab: their call and the contract of their page. */
const adminLists = {
  jobs: { path: apiPath('GET /api/admin/jobs'), schema: adminJobPageSchema },
  applications: { path: apiPath('GET /api/applications'), schema: adminApplicationPageSchema },
  employers: { path: apiPath('GET /api/employers'), schema: adminEmployerPageSchema },
  veterans: { path: apiPath('GET /api/veterans'), schema: adminVeteranPageSchema },
  audit: { path: apiPath('GET /api/admin/audit'), schema: adminAuditPageSchema },
} as const;
export type AdminListName = keyof typeof adminLists;
type AdminListPage<L extends AdminListName> = z.infer<(typeof adminLists)[L]['schema']>;

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
const useAdminRead = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (url: string) => {
      try {
        return await getJson(url);
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
  const { path, schema } = adminLists[list];
  const read = useAdminRead();
  return useSWR(enabled ? withQuery(path, queryString(query)) : null, async (url: string) => schema.parse(await read(url)) as AdminListPage<L>, {
    keepPreviousData: true,
  });
};

const summaryKey = apiPath('GET /api/admin/summary');

/** GET /api/admin/summary: the dashboard's cards. */
export const useAdminSummary = (enabled = true) => {
  const read = useAdminRead();
  return useSWR(enabled ? summaryKey : null, async (url: string) => adminSummarySchema.parse(await read(url)));
};

/** After an admin action: the cards, every list and the audit trail may have moved. */
const useRefreshAdminData = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          typeof key === 'string' &&
          [summaryKey, ...Object.values(adminLists).map((list) => list.path)].some((path) => key === path || key.startsWith(`${path}?`)),
      ),
    [mutate],
  );
};

/** PUT /api/admin/employers/:id/verification */
export const useDecideEmployerVerification = () => {
  const refresh = useRefreshAdminData();
  return useCallback(
    async (employerId: string, decision: EmployerVerificationDecision) => {
      const employer = adminEmployerSchema.parse(await send('PUT /api/admin/employers/:id/verification', { params: { id: employerId }, body: decision }));
      await refresh();
      return employer;
    },
    [refresh],
  );
};

/** PUT /api/admin/jobs/:id/close */
export const useCloseJobAsAdmin = () => {
  const refresh = useRefreshAdminData();
  return useCallback(
    async (jobId: string, closing: AdminJobClosing) => {
      const job = adminJobSchema.parse(await send('PUT /api/admin/jobs/:id/close', { params: { id: jobId }, body: closing }));
      await refresh();
      return job;
    },
    [refresh],
  );
};

const activationRoutes = {
  employer: 'PUT /api/admin/employers/:id/active',
  veteran: 'PUT /api/admin/veterans/:id/active',
  jobseeker: 'PUT /api/admin/job-seekers/:id/active',
} as const satisfies Record<ModeratedAccountKind, string>;

/** PUT /api/admin/{employers,veterans,job-seekers}/:id/active */
export const useSetAccountActive = () => {
  const refresh = useRefreshAdminData();
  return useCallback(
    async (kind: ModeratedAccountKind, accountId: string, change: AccountActivation) => {
      const result = accountActivationResultSchema.parse(await send(activationRoutes[kind], { params: { id: accountId }, body: change }));
      await refresh();
      return result;
    },
    [refresh],
  );
};
