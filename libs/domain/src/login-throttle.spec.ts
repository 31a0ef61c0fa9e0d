import { loginDelayMs, loginRetryAfterMs, type LoginAttemptCounts } from './login-throttle';

const limits = { freeAttemptsPerAccountAndAddress: 5, maxAttemptsPerAccount: 50, maxAttemptsPerAddress: 20, windowMs: 15 * 60_000 };
const now = 1_000_000_000;
const counts = (overrides: Partial<LoginAttemptCounts> = {}): LoginAttemptCounts => ({
  accountAndAddress: 1,
  account: 1,
  address: 1,
  windowsStartedAt: { accountAndAddress: now - 60_000, account: now - 60_000, address: now - 60_000 },
  ...overrides,
});

describe('login throttle rules', () => {
  it('lets the free attempts of an address at an account through, however fast', () => {
    expect(loginRetryAfterMs(counts({ accountAndAddress: 5, previousAttemptAt: now }), limits, now)).toBe(0);
  });

  it('makes each attempt past the free ones wait twice as long as the one before, up to the window', () => {
    expect([1, 2, 3, 4, 20].map((past) => loginDelayMs(past, limits.windowMs))).toEqual([1000, 2000, 4000, 8000, limits.windowMs]);
    expect(loginRetryAfterMs(counts({ accountAndAddress: 6, previousAttemptAt: now - 300 }), limits, now)).toBe(700);
    expect(loginRetryAfterMs(counts({ accountAndAddress: 6, previousAttemptAt: now - 1000 }), limits, now)).toBe(0);
    expect(loginRetryAfterMs(counts({ accountAndAddress: 8, previousAttemptAt: now - 3000 }), limits, now)).toBe(1000);
  });

  it('stops an address past its own limit until its window ends', () => {
    expect(loginRetryAfterMs(counts({ address: 21 }), limits, now)).toBe(limits.windowMs - 60_000);
  });

  it("past the account's ceiling, makes every address wait for the account's window, a new address's first try too", () => {
    expect(loginRetryAfterMs(counts({ account: 51, accountAndAddress: 2, previousAttemptAt: now - 5000 }), limits, now)).toBe(
      limits.windowMs - 60_000,
    );
    expect(loginRetryAfterMs(counts({ account: 51, accountAndAddress: 1 }), limits, now)).toBe(limits.windowMs - 60_000);
    expect(loginRetryAfterMs(counts({ account: 50, accountAndAddress: 1 }), limits, now)).toBe(0);
  });
});
