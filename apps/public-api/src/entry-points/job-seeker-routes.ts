import { deleteOwnAccount, emailAndPasswordHandlers, sendAccountDataExport } from '@jobboard/accounts';
import { endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { getSignedInJobSeeker, logInJobSeeker, signUpJobSeeker } from '../domain/job-seekers/job-seeker-accounts';
import { claimRememberedApplications } from './applicant-cookie';

export const jobSeekerRoutes = (context: ServiceContext) => {
  const { sessions, loginThrottle, accountMail, accountRequestRateLimits } = context;
  const account = emailAndPasswordHandlers('jobseeker', context);
  return {
    // No session: the same answer for a taken address; the page signs in next with the same password.
    'POST /api/job-seekers/signup': { before: [accountRequestRateLimits.signUp], handle: ({ body }) => signUpJobSeeker(body, accountMail) },

    'POST /api/job-seekers/verify-email': account.verifyEmail,
    'POST /api/job-seekers/verify-email/resend': account.resendVerification,
    'POST /api/job-seekers/password-reset': account.requestPasswordReset,
    'POST /api/job-seekers/password-reset/complete': account.completePasswordReset,

    'POST /api/job-seekers/login': async ({ body, req, res }) => {
      const jobSeeker = await logInJobSeeker(body, req.ip ?? 'unknown', loginThrottle);
      await startSession(res, sessions, { subjectId: jobSeeker.id, role: 'jobseeker' });
      await claimRememberedApplications(req, res, sessions, jobSeeker);
      return jobSeeker;
    },

    'POST /api/job-seekers/logout': async ({ req, res }) => {
      await endSession(req, res, sessions);
    },

    'GET /api/job-seekers/data-export': ({ session, res }) => sendAccountDataExport(res, 'jobseeker', session.subjectId),

    // Re-authenticated by the password (counted by the login throttle); the cookie is cleared too.
    'DELETE /api/job-seekers/account': async ({ session, body, req, res }) => {
      await deleteOwnAccount('jobseeker', session.subjectId, body.currentPassword, { clientIp: req.ip ?? 'unknown', throttle: loginThrottle });
      await endSession(req, res, sessions);
    },

    'GET /api/job-seekers/session': async ({ session }) => (session ? getSignedInJobSeeker(session.subjectId) : null),
  } satisfies Partial<RouteHandlers<'public-api'>>;
};
