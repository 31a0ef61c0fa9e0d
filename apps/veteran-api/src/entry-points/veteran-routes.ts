import { deleteOwnAccount, emailAndPasswordHandlers, sendAccountDataExport } from '@jobboard/accounts';
import { endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import {
  getSignedInVeteran,
  getVeteran,
  logInVeteran,
  registerVeteran,
  updateVeteranCredentials,
  updateVeteranProfile,
} from '../domain/veterans/veteran-accounts';
import { recommendedJobs, veteranApplications, veteranStats } from '../domain/veterans/veteran-dashboard';

/**
 * The veteran's account and dashboard. Who may call each is declared with the call (the routing
 * table): every route under /api/veterans/:id is its owner's (the profile itself also an
 * admin's), so another veteran, another role or a visitor gets 403/401 whether or not the id exists.
 */
export const veteranRoutes = (context: ServiceContext) => {
  const { sessions, loginThrottle, accountMail, accountRequestRateLimits } = context;
  const account = emailAndPasswordHandlers('veteran', context);
  return {
    // No session: the same answer for a taken address; the page signs in next with the same password.
    'POST /api/veterans': { before: [accountRequestRateLimits.signUp], handle: ({ body }) => registerVeteran(body, accountMail) },

    'POST /api/veterans/verify-email': account.verifyEmail,
    'POST /api/veterans/verify-email/resend': account.resendVerification,
    'POST /api/veterans/password-reset': account.requestPasswordReset,
    'POST /api/veterans/password-reset/complete': account.completePasswordReset,

    'POST /api/veterans/login': async ({ body, req, res }) => {
      const veteran = await logInVeteran(body, req.ip ?? 'unknown', loginThrottle);
      await startSession(res, sessions, { subjectId: veteran.id, role: 'veteran' });
      return veteran;
    },

    'POST /api/veterans/logout': ({ req, res }) => endSession(req, res, sessions),

    // Every page's header asks; "not signed in" is an answer, not an error.
    'GET /api/veterans/session': async ({ session }) => (session ? getSignedInVeteran(session.subjectId) : null),

    'GET /api/veterans/:id': ({ params }) => getVeteran(params.id),

    'PUT /api/veterans/:id': ({ params, body }) => updateVeteranProfile(params.id, body),

    'PUT /api/veterans/:id/credentials': ({ params, body, req, session }) =>
      updateVeteranCredentials(params.id, body, {
        clientIp: req.ip ?? 'unknown',
        sessionId: session.sessionId,
        throttle: loginThrottle,
        mail: accountMail,
      }),

    'GET /api/veterans/:id/data-export': ({ params, res }) => sendAccountDataExport(res, 'veteran', params.id),

    // Re-authenticated by the password (counted by the login throttle); the cookie is cleared too.
    'DELETE /api/veterans/:id': async ({ params, body, req, res }) => {
      await deleteOwnAccount('veteran', params.id, body.currentPassword, { clientIp: req.ip ?? 'unknown', throttle: loginThrottle });
      await endSession(req, res, sessions);
    },

    'GET /api/veterans/:id/stats': ({ params }) => veteranStats(params.id),

    'GET /api/veterans/:id/applications': ({ params }) => veteranApplications(params.id),

    'GET /api/veterans/:id/recommended-jobs': ({ params }) => recommendedJobs(params.id),
  } satisfies Partial<RouteHandlers<'veteran-api'>>;
};
