import { jobClosedByAdminNotice, verificationDecidedNotice } from './admin-moderation';

describe('what an employer is told about moderation', () => {
  it('names the closed job and the reason', () => {
    expect(jobClosedByAdminNotice('Forklift Operator', 'Misleading pay')).toBe(
      'Your job posting "Forklift Operator" was closed by an administrator. Reason: Misleading pay',
    );
  });

  it('says a verification means the mark in search, and a rejection gives its reason', () => {
    expect(verificationDecidedNotice('verified', undefined)).toContain('Verified employer');
    expect(verificationDecidedNotice('rejected', 'No registration found')).toBe(
      'Your verification was declined, and your open job postings were closed. Reason: No registration found',
    );
  });
});
