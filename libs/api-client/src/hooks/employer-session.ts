import { useAccountSession } from './account-session';

// A module of its own: every page reads the session (the header, the dashboard), while signing in
// and up (employers.ts) parse their answers with the contracts' schemas and zod.

/** The signed-in employer, or null without an employer session, from the one session read (GET /api/session). */
export const useEmployerSession = () => useAccountSession('employer');
