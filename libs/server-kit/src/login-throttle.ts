import { messages } from '@jobboard/contracts';
import { LoginThrottleModel } from '@jobboard/db';
import { AppError } from './app-error';

export interface LoginThrottleSettings {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  windowMs: number;
}

export interface LoginAttempt {
  /** Which login this is (employer, admin...), so the same email in two portals counts apart. */
  scope: string;
  account: string;
  ip: string;
}

/**
 * Failed sign-ins are counted per account and per client address in the shared database,
 * so every instance of a service sees the same counts. Windows expire in code.
 */
export const createLoginThrottle = (settings: LoginThrottleSettings) => {
  const keysOf = ({ scope, account, ip }: LoginAttempt) => ({
    account: `${scope}:account:${account.toLowerCase()}`,
    ip: `${scope}:ip:${ip}`,
  });

  const failuresInWindow = async (key: string, now: number) => {
    const entry = await LoginThrottleModel.findById(key).lean();
    if (!entry || entry.windowStartedAt.getTime() + settings.windowMs <= now) return { failures: 0, retryAfterMs: 0 };
    return { failures: entry.failures, retryAfterMs: entry.windowStartedAt.getTime() + settings.windowMs - now };
  };

  const increment = async (key: string, now: number) => {
    const windowOpen = new Date(now - settings.windowMs);
    const counted = await LoginThrottleModel.updateOne(
      { _id: key, windowStartedAt: { $gt: windowOpen } },
      { $inc: { failures: 1 } },
    );
    if (counted.matchedCount === 0) {
      await LoginThrottleModel.updateOne(
        { _id: key },
        { $set: { failures: 1, windowStartedAt: new Date(now) } },
        { upsert: true },
      );
    }
  };

  return {
    /** Refuses with 429 once either count has reached its limit in the current window. */
    async assertAllowed(attempt: LoginAttempt): Promise<void> {
      const now = Date.now();
      const keys = keysOf(attempt);
      const [account, ip] = await Promise.all([failuresInWindow(keys.account, now), failuresInWindow(keys.ip, now)]);
      const blocked = [
        account.failures >= settings.maxFailuresPerAccount ? account.retryAfterMs : 0,
        ip.failures >= settings.maxFailuresPerIp ? ip.retryAfterMs : 0,
      ].filter((ms) => ms > 0);
      if (blocked.length > 0) {
        throw AppError.tooManyRequests(messages.tooManyLoginAttempts, Math.ceil(Math.max(...blocked) / 1000));
      }
    },
    async recordFailure(attempt: LoginAttempt): Promise<void> {
      const now = Date.now();
      const keys = keysOf(attempt);
      await Promise.all([increment(keys.account, now), increment(keys.ip, now)]);
    },
    /** A successful sign-in clears the account's count (not the address's). */
    async recordSuccess(attempt: LoginAttempt): Promise<void> {
      await LoginThrottleModel.deleteOne({ _id: keysOf(attempt).account });
    },
  };
};
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
