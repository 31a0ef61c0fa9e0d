import { guestAnalysesExpiredBefore, guestAnalysisRetentionDays } from './guest-analyses';

describe('guest analyses', () => {
  it('expire 30 days after they were made', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(guestAnalysisRetentionDays).toBe(30);
    expect(guestAnalysesExpiredBefore(now).toISOString()).toBe('2026-10-28T12:00:00.000Z');
  });
});
