import type { AccountRequestAccepted, AccountRole, Employer, User, VeteranProfile } from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR from 'swr';
import { apiPath, send } from '../api-call';
import { getTyped } from '../fetcher';

// A module of its own, importing no schema: the "confirm your address" notice is on first views
// (the dashboards, /jobs), so what it uses is typed, not parsed (see getTyped).

/** The account each kind's session answers. */
export interface AccountOf {
  jobseeker: User;
  employer: Employer;
  veteran: VeteranProfile;
}

/** Each kind's session read: the same keys as its own session hook, so they share one cache entry. */
export const accountSessionKeys: Record<AccountRole, string> = {
  jobseeker: apiPath('GET /api/job-seekers/session'),
  employer: apiPath('GET /api/employers/session'),
  veteran: apiPath('GET /api/veterans/session'),
};

/** The signed-in account of this kind, or null. Typed, not parsed (see getTyped). */
export const useAccountSession = <K extends AccountRole>(kind: K) =>
  useSWR(accountSessionKeys[kind], (url: string) => getTyped<AccountOf[K] | null>(url));

const resendCalls: Record<AccountRole, () => Promise<AccountRequestAccepted>> = {
  jobseeker: () => send('POST /api/job-seekers/verify-email/resend'),
  employer: () => send('POST /api/employers/verify-email/resend'),
  veteran: () => send('POST /api/veterans/verify-email/resend'),
};
/** POST .../verify-email/resend (signed in): the same answer whether or not a link went; 429 past the day's few. */
export const useResendVerification = (kind: AccountRole): (() => Promise<AccountRequestAccepted>) => useCallback(() => resendCalls[kind](), [kind]);
