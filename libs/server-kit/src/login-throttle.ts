import { messages } from '@jobboard/contracts';
import { LoginThrottleModel } from '@jobboard/db';
import { escapeRegex, loginRetryAfterMs, type LoginLimits } from '@jobboard/domain';
import { AppError } from './app-error';
import { rateLimitAddressOf } from './request-rate-limit';

export interface LoginAttempt {
  /** Which login this is (employer, admin...), so the same email in two portals counts apart. */
  scope: string;
  account: string;
  ip: string;
}

/**
 * Sign-in attempts counted in the shared database, so every instance of a service sees the same
 * counts. Each attempt is counted by one atomic update per key BEFORE the password is checked, so
 * attempts sent in parallel are all counted and a refused one costs no hash. The rules of when
 * to wait are the domain's (`loginRetryAfterMs`). A success takes its own attempt back from the
 * account and address counts and forgives the address's earlier tries at that account.
 */
export const createLoginThrottle = (limits: LoginLimits) => {
  const keysOf = ({ scope, account, ip }: LoginAttempt) => {
    const email = account.toLowerCase();
    // An IPv6 client holds a whole /64: counted by it, as every other limiter counts.
    const address = rateLimitAddressOf(ip);
    return {
      accountAndAddress: `${scope}:pair:${email}:${address}`,
      account: `${scope}:account:${email}`,
      address: `${scope}:ip:${address}`,
    };
  };

  /** Counts one attempt on a key: its new count, its window's start and the previous attempt's time. */
  const count = async (key: string, now: number) => {
    // A window that has run out starts again; of concurrent resets only the first matches.
    await LoginThrottleModel.updateOne(
      { _id: key, windowStartedAt: { $lte: new Date(now - limits.windowMs) } },
      { $set: { attempts: 0, windowStartedAt: new Date(now) } },
    );
    const before = await LoginThrottleModel.findOneAndUpdate(
      { _id: key },
      { $inc: { attempts: 1 }, $set: { lastAttemptAt: new Date(now) }, $setOnInsert: { windowStartedAt: new Date(now) } },
      { upsert: true, returnDocument: 'before', projection: { attempts: 1, windowStartedAt: 1, lastAttemptAt: 1 } },
    ).lean();
    return {
      attempts: (before?.attempts ?? 0) + 1,
      windowStartedAt: before?.windowStartedAt?.getTime() ?? now,
      previousAttemptAt: before?.lastAttemptAt?.getTime(),
    };
  };

  return {
    /** Counts this attempt and refuses it with 429 (and Retry-After) when it must wait. */
    async reserveAttempt(attempt: LoginAttempt): Promise<void> {
      const now = Date.now();
      const keys = keysOf(attempt);
      const [accountAndAddress, account, address] = await Promise.all([
        count(keys.accountAndAddress, now),
        count(keys.account, now),
        count(keys.address, now),
      ]);
      const waitMs = loginRetryAfterMs(
        {
          accountAndAddress: accountAndAddress.attempts,
          previousAttemptAt: accountAndAddress.previousAttemptAt,
          account: account.attempts,
          address: address.attempts,
          windowsStartedAt: {
            accountAndAddress: accountAndAddress.windowStartedAt,
            account: account.windowStartedAt,
            address: address.windowStartedAt,
          },
        },
        limits,
        now,
      );
      if (waitMs > 0) throw AppError.tooManyRequests(messages.tooManyLoginAttempts, Math.ceil(waitMs / 1000));
    },
    async recordSuccess(attempt: LoginAttempt): Promise<void> {
      const keys = keysOf(attempt);
      await Promise.all([
        LoginThrottleModel.deleteOne({ _id: keys.accountAndAddress }),
        LoginThrottleModel.updateOne({ _id: keys.account, attempts: { $gt: 0 } }, { $inc: { attempts: -1 } }),
        LoginThrottleModel.updateOne({ _id: keys.address, attempts: { $gt: 0 } }, { $inc: { attempts: -1 } }),
      ]);
    },
    /** Forgets an account's failed attempts from every address (its owner just proved who they are by a reset link). */
    async forgetAccount(scope: string, account: string): Promise<void> {
      const email = account.toLowerCase();
      await LoginThrottleModel.deleteMany({
        _id: { $in: [`${scope}:account:${email}`, new RegExp(`^${escapeRegex(`${scope}:pair:${email}:`)}`)] },
      });
    },
  };
};
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
