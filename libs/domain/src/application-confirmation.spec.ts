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
    ['ann@example.com', 'ann@example.com', true],
    ['Ann@Example.com', ' ann@example.COM ', true],
    ['ann@example.com', 'bob@example.com', false],
  ])('an account with %p vouches for %p: %p', (accountEmail, applicantEmail, vouches) => {
    expect(sessionVouchesForAddress(accountEmail, applicantEmail)).toBe(vouches);
  });
});
