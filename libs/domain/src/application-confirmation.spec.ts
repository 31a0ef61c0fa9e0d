import {
  applicationConfirmationValidDays,
  confirmationExpiresAt,
  expiredConfirmationsSweepableBefore,
  sessionVouchesForAddress,
} from './application-confirmation';

describe('application confirmation rules', () => {
  it('a link works for seven days from when it was sent', () => {
    const sentAt = new Date('2026-03-01T10:00:00Z');
    expect(applicationConfirmationValidDays).toBe(7);
    expect(confirmationExpiresAt(sentAt).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it('the sweep leaves an hour of grace after expiry', () => {
    expect(expiredConfirmationsSweepableBefore(new Date('2026-03-08T11:00:00Z')).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it.each([
    [undefined, 'ann@example.com', false],
    [{ email: 'ann@example.com', emailVerified: true }, 'ann@example.com', true],
    [{ email: 'Ann@Example.com', emailVerified: true }, ' ann@example.COM ', true],
    [{ email: 'ann@example.com', emailVerified: true }, 'bob@example.com', false],
    // Its own address, not yet confirmed: the application waits for the emailed link like an anonymous one.
    [{ email: 'ann@example.com', emailVerified: false }, 'ann@example.com', false],
  ])('an account %p vouches for %p: %p', (account, applicantEmail, vouches) => {
    expect(sessionVouchesForAddress(account, applicantEmail)).toBe(vouches);
  });
});
