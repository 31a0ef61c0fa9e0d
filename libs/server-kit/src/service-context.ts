import type { BaseServiceConfig } from './config';
import { createGuards } from './guards';
import { createLoginThrottle } from './login-throttle';
import type { SessionSettings } from './sessions';

/** What every service's entry points share: session settings, guards and the login throttle. */
export const createServiceContext = (config: BaseServiceConfig) => {
  const sessions: SessionSettings = { secret: config.SESSION_SECRET, secure: config.NODE_ENV === 'production' };
  return {
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
