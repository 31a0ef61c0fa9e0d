import type {
  AccountActivation,
  AccountActivationResult,
  AdminEmployer,
  AdminJob,
  AdminUser,
  AdminJobClosing,
  AdminLoginBody,
  EmployerVerificationDecision,
  ModeratedAccountKind,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../api-call';
import { sessionKey, signedInAsAdmin } from './account-session';
import { adminListPaths, adminSummaryKey, adminUserKey } from './admin-dashboard';

// The admin's sign-in and actions: their answers are typed, not parsed, like the dashboard's reads
// (admin-dashboard.ts), so the dashboard's first view, which offers these actions, loads no zod.

/** POST /api/admin/login; the session check then reads this answer instead of an older "signed out". */
export const useLogInAdmin = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (credentials: AdminLoginBody) => {
      const admin = (await send('POST /api/admin/login', { body: credentials })) as AdminUser;
      await mutate(adminUserKey, admin, { revalidate: false });
      // The header reads who is signed in from the site's session: an admin, now.
      await mutate(sessionKey, signedInAsAdmin, { revalidate: false });
      return admin;
    },
    [mutate],
  );
};


/** After an admin action: the cards, every list and the audit trail may have moved. */
const useRefreshAdminData = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          typeof key === 'string' &&
          [adminSummaryKey, ...Object.values(adminListPaths)].some((path) => key === path || key.startsWith(`${path}?`)),
      ),
    [mutate],
  );
};

/** PUT /api/admin/employers/:id/verification */
export const useDecideEmployerVerification = () => {
  const refresh = useRefreshAdminData();
  return useCallback(
    async (employerId: string, decision: EmployerVerificationDecision) => {
      const employer = (await send('PUT /api/admin/employers/:id/verification', { params: { id: employerId }, body: decision })) as AdminEmployer;
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
      const job = (await send('PUT /api/admin/jobs/:id/close', { params: { id: jobId }, body: closing })) as AdminJob;
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
      const result = (await send(activationRoutes[kind], { params: { id: accountId }, body: change })) as AccountActivationResult;
      await refresh();
      return result;
    },
    [refresh],
  );
};
