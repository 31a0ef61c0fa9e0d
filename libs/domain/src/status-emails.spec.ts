import { statusEmailWindowOf } from './status-emails';

describe('status email windows', () => {
  it('puts every change of one clock hour in one window, due when it ends', () => {
    const first = statusEmailWindowOf(new Date('2026-12-01T10:00:00Z'));
    const last = statusEmailWindowOf(new Date('2026-12-01T10:59:59.999Z'));
    expect(last.index).toBe(first.index);
    expect(first.endsAt.toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(statusEmailWindowOf(new Date('2026-12-01T11:00:00Z')).index).toBe(first.index + 1);
  });
});
