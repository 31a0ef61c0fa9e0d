import type { AccountRole, Employer, SiteSession, User, VeteranProfile } from '@jobboard/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiPath } from '../api-call';
import { getTyped } from '../fetcher';

// A module of its own, importing no schema: the header and the dashboards read the session on
// every first view, so it is typed, not parsed (see getTyped).

/** The account each kind's session answers. */
export interface AccountOf {
  jobseeker: User;
  employer: Employer;
  veteran: VeteranProfile;
}

/** The one session read of the site: every role's hook selects from this one cache entry, so a page asks once. */
export const sessionKey = apiPath('GET /api/session');

/** The session's answer once an account of this kind has signed in (what GET /api/session would say). */
export const signedInAs = <K extends AccountRole>(role: K, account: AccountOf[K]) => ({ role, account }) as SiteSession;
/** The session's answer once an admin has signed in (an admin only by role). */
export const signedInAsAdmin: SiteSession = { role: 'admin' };
/** The session's answer once nobody is signed in. */
export const signedOut: SiteSession = { role: null };

/** The account of this kind in a session's answer, or null when the session is nobody's or another kind's. */
export const accountOf = <K extends AccountRole>(session: SiteSession, kind: K): AccountOf[K] | null =>
  session.role === kind && 'account' in session ? (session.account as AccountOf[K]) : null;

/** GET /api/session: who is signed in, whatever the role (role null for a visitor). Typed, not parsed (see getTyped). */
export const useSiteSession = (): SWRResponse<SiteSession> => useSWR(sessionKey, (url: string) => getTyped<SiteSession>(url));

/** One kind's view of the session read: its account, or null when nobody of that kind is signed in. */
export interface AccountSession<A> {
  data: A | null | undefined;
  error: unknown;
  isLoading: boolean;
  /** Reads the session again (a retry after a failed read). */
  mutate: () => Promise<unknown>;
}

/** The signed-in account of this kind, or null, selected from the one session read. */
export const useAccountSession = <K extends AccountRole>(kind: K): AccountSession<AccountOf[K]> => {
  const { data, error, isLoading, mutate } = useSiteSession();
  return { data: data === undefined ? undefined : accountOf(data, kind), error, isLoading, mutate: () => mutate() };
};
