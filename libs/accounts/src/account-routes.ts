import type { AccountRole, EmailLinkToken, PasswordReset, PasswordResetRequest } from '@jobboard/contracts';
import type { ServiceContext, SessionClaims } from '@jobboard/server-kit';
import { completePasswordReset, requestPasswordReset, resendVerificationEmail, verifyAccountEmail } from './account-security';

/**
 * The handlers of the calls every kind of account has around its address and password (confirm
 * the address, ask for the link again, ask for a reset, reset), bound to one kind: each service
 * lists them under its own path prefix, so the wiring (rate limits, mail settings) is written once.
 */
export const emailAndPasswordHandlers = (role: AccountRole, { loginThrottle, accountMail, accountRequestRateLimits }: ServiceContext) => ({
  verifyEmail: ({ body }: { body: EmailLinkToken }) => verifyAccountEmail(role, body.token),
  resendVerification: ({ session }: { session: SessionClaims }) => resendVerificationEmail(role, session.subjectId, accountMail),
  requestPasswordReset: {
    before: [accountRequestRateLimits.passwordReset],
    handle: ({ body }: { body: PasswordResetRequest }) => requestPasswordReset(role, body.email, accountMail),
  },
  completePasswordReset: ({ body }: { body: PasswordReset }) => completePasswordReset(role, body, { throttle: loginThrottle, mail: accountMail }),
});
