import { accountSecurityMessages } from '@jobboard/contracts';
import type { BaseServiceConfig } from './config';
import { createGuards } from './guards';
import { createLoginThrottle } from './login-throttle';
import { createRequestRateLimit } from './request-rate-limit';
import type { SessionSettings } from './sessions';

/**
 * Sign-ups and password-reset requests one client network may make per hour (each counted
 * apart): each may email an address anyone typed. A refused one gets the same 429 whatever the address.
 */
const accountRequestRateLimit = (scope: string, maxRequests: number) =>
  createRequestRateLimit({ scope, maxRequests, windowMs: 60 * 60_000, message: accountSecurityMessages.tooManyAccountRequests });

/**
 * What every service's entry points share: session settings, guards, the login throttle, the
 * limits of the account requests that send email, and where emailed links point.
 */
export const createServiceContext = (config: BaseServiceConfig) => {
  const sessions: SessionSettings = { secret: config.SESSION_SECRET, secure: config.NODE_ENV === 'production' };
  return {
    accountRequestRateLimits: {
      signUp: accountRequestRateLimit('sign-up', config.ACCOUNT_REQUEST_RATE_LIMIT_PER_ADDRESS),
      passwordReset: accountRequestRateLimit('password-reset', config.ACCOUNT_REQUEST_RATE_LIMIT_PER_ADDRESS),
    },
    // The site's address for emailed links, and the secret that signs their email-preference links.
    accountMail: { siteUrl: config.SITE_URL, secret: config.SESSION_SECRET },
    sessions,
    guards: createGuards(sessions),
    loginThrottle: createLoginThrottle({
      freeAttemptsPerAccountAndAddress: config.LOGIN_FREE_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS,
      maxAttemptsPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxAttemptsPerAddress: config.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    }),
  };
};
export type ServiceContext = ReturnType<typeof createServiceContext>;
