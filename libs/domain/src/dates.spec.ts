import { daysAgoText, formatCalendarDate, wholeDaysSince } from './dates';

describe('dates', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('counts whole days since a moment, never below zero', () => {
    expect(wholeDaysSince('2026-11-22T01:00:00Z', now)).toBe(0);
    expect(wholeDaysSince('2026-11-21T09:00:00Z', now)).toBe(1);
    expect(wholeDaysSince(new Date('2026-11-10T10:00:00Z'), now)).toBe(12);
    expect(wholeDaysSince('2026-11-23T10:00:00Z', now)).toBe(0);
  });

  it('says a count of days the way a person would', () => {
    expect([0, 1, 12].map((days) => daysAgoText(days))).toEqual(['today', '1 day ago', '12 days ago']);
  });

  it('writes a calendar date as "Mar 10, 2026"', () => {
    expect(formatCalendarDate('2026-03-10T12:00:00Z')).toBe('Mar 10, 2026');
  });
});
