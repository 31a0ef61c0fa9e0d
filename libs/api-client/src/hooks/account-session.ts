import type { AccountRole, Employer, User, VeteranProfile } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath } from '../api-call';
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
