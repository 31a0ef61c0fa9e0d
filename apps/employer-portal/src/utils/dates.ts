import { formatCalendarDate } from '@jobboard/domain';

/**
 * Deadlines and follow-up dates are calendar days. They travel as YYYY-MM-DD or as an instant at
 * midnight UTC; the day is the first ten characters either way, whatever the browser's time zone.
 */
export const calendarDayOf = (date: string): string => date.slice(0, 10);

/** A calendar day as the cards show dates ("Mar 10, 2026"), read at local noon so no time zone moves it. */
export const formatCalendarDay = (date: string): string => formatCalendarDate(`${calendarDayOf(date)}T12:00:00`);

const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant with its time, for notifications: "Mar 10, 2026, 4:05 PM". */
export const formatDateAndTime = (date: string): string => dateAndTime.format(new Date(date));
