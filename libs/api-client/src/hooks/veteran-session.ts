import { useAccountSession } from './account-session';

// A module of its own: every page reads the session (the header, the dashboard), while signing in
// and up (veterans.ts) parse their answers with the contracts' schemas and zod.

/** The signed-in veteran, or null without a veteran session, from the one session read (GET /api/session). */
export const useVeteranSession = () => useAccountSession('veteran');
