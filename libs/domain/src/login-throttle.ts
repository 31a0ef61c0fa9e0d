/**
 * When a sign-in attempt must wait. Attempts are counted per (account, address), per account and
 * per address in fixed windows; these rules decide from the counts, which include this attempt.
 * - An address that guesses across many accounts stops at its own limit.
 * - One address gets a few free tries at one account, then each further try waits twice as long
 *   as the one before (1 s, 2 s, 4 s ... up to the window), so guessing is slow and a typo is not.
 * - Past a looser ceiling for the account, across addresses, every attempt at it waits for the
 *   account's window, from any address: guesses spread over many addresses stop there too. The
 *   owner is never locked out for good: a password reset link forgets the account's count.
 */
export interface LoginLimits {
  freeAttemptsPerAccountAndAddress: number;
  maxAttemptsPerAccount: number;
  maxAttemptsPerAddress: number;
  windowMs: number;
}

export interface LoginAttemptCounts {
  /** Attempts at this account from this address in its window, this one included. */
  accountAndAddress: number;
  /** When the previous attempt of this account from this address was, if any. */
  previousAttemptAt?: number;
  account: number;
  address: number;
  /** When each count's window started. */
  windowsStartedAt: { accountAndAddress: number; account: number; address: number };
}

/** The growing wait before the n-th attempt past the free ones: 1 s, 2 s, 4 s ... capped at the window. */
export const loginDelayMs = (attemptsPastFree: number, windowMs: number): number =>
  Math.min(1000 * 2 ** Math.max(0, attemptsPastFree - 1), windowMs);

/** Milliseconds this attempt must wait; 0 when it may go ahead. */
export const loginRetryAfterMs = (counts: LoginAttemptCounts, limits: LoginLimits, now: number): number => {
  const windowLeft = (startedAt: number) => Math.max(1000, startedAt + limits.windowMs - now);
  const waits: number[] = [];
  if (counts.address > limits.maxAttemptsPerAddress) waits.push(windowLeft(counts.windowsStartedAt.address));
  const pastFree = counts.accountAndAddress - limits.freeAttemptsPerAccountAndAddress;
  if (pastFree > 0) {
    const sincePrevious = counts.previousAttemptAt === undefined ? Infinity : now - counts.previousAttemptAt;
    const delay = loginDelayMs(pastFree, limits.windowMs);
    if (sincePrevious < delay) waits.push(delay - sincePrevious);
  }
  if (counts.account > limits.maxAttemptsPerAccount) waits.push(windowLeft(counts.windowsStartedAt.account));
  return waits.length ? Math.max(...waits) : 0;
};
