import type { VeteranProfile } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath } from '../api-call';
import { getTyped } from '../fetcher';

// A module of its own: every page reads the session (the header, the dashboard), while signing in
// and up (veterans.ts) parse their answers with the contracts' schemas and zod.

export const veteranSessionKey = apiPath('GET /api/veterans/session');

/** GET /api/veterans/session: the signed-in veteran, or null (a 200 answer) without a veteran session. Typed, not parsed (see getTyped). */
export const useVeteranSession = () => useSWR(veteranSessionKey, (url: string) => getTyped<VeteranProfile | null>(url));
