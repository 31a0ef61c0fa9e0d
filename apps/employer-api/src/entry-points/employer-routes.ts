import { deleteOwnAccount, emailAndPasswordHandlers, sendAccountDataExport } from '@jobboard/accounts';
import { endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import {
  getEmployer,
  getSignedInEmployer,
  logInEmployer,
  registerEmployer,
  updateEmployerCredentials,
  updateEmployerProfile,
} from '../domain/employers/employer-accounts';
import { getEmployerStats } from '../domain/employers/employer-stats';

/** The employer's account: registration, sign-in, the profile and the dashboard's figures. */
export const employerRoutes = (context: ServiceContext) => {
  const { sessions, loginThrottle, accountMail, accountRequestRateLimits } = context;
  const account = emailAndPasswordHandlers('employer', context);
  return {
    // No session: the same answer for a taken address; the page signs in next with the same password.
    'POST /api/employers': { before: [accountRequestRateLimits.signUp], handle: ({ body }) => registerEmployer(body, accountMail) },

    'POST /api/employers/verify-email': account.verifyEmail,
    'POST /api/employers/verify-email/resend': account.resendVerification,
    'POST /api/employers/password-reset': account.requestPasswordReset,
    'POST /api/employers/password-reset/complete': account.completePasswordReset,

    'POST /api/employers/login': async ({ body, req, res }) => {
      const employer = await logInEmployer(body, req.ip ?? 'unknown', loginThrottle);
      await startSession(res, sessions, { subjectId: employer.id, role: 'employer' });
      return employer;
    },

    'POST /api/employers/logout': async ({ req, res }) => {
      await endSession(req, res, sessions);
    },

    'GET /api/employers/:id/data-export': ({ params, res }) => sendAccountDataExport(res, 'employer', params.id),

    // Re-authenticated by the password (counted by the login throttle); refused while a subscription renews.
    'DELETE /api/employers/:id': async ({ params, body, req, res }) => {
      await deleteOwnAccount('employer', params.id, body.currentPassword, { clientIp: req.ip ?? 'unknown', throttle: loginThrottle });
      await endSession(req, res, sessions);
    },

    'GET /api/employers/session': async ({ session }) => (session ? getSignedInEmployer(session.subjectId) : null),

    'GET /api/employers/:id': ({ params }) => getEmployer(params.id),

    'PUT /api/employers/:id': ({ params, body }) => updateEmployerProfile(params.id, body),

    'PUT /api/employers/:id/credentials': ({ params, body, req, session }) =>
      updateEmployerCredentials(params.id, body, {
        clientIp: req.ip ?? 'unknown',
        sessionId: session.sessionId,
        throttle: loginThrottle,
        mail: accountMail,
      }),

    'GET /api/employers/:id/stats': ({ params }) => getEmployerStats(params.id),
  } satisfies Partial<RouteHandlers<'employer-api'>>;
};
