import type { Employer } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiPath } from '../api-call';
import { getTyped } from '../fetcher';

// A module of its own: every page reads the session (the header, the dashboard), while signing in
// and up (employers.ts) parse their answers with the contracts' schemas and zod.

export const employerSessionKey = apiPath('GET /api/employers/session');

/** GET /api/employers/session: the signed-in employer, or null (a 200 answer) without an employer session. Typed, not parsed (see getTyped). */
export const useEmployerSession = () => useSWR(employerSessionKey, (url: string) => getTyped<Employer | null>(url));
