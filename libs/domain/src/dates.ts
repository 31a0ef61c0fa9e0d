import type { Translate } from '@jobboard/i18n';
import { domainEnglish } from './texts';

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from `since` to `now`: 0 on the day itself, never negative. */
export const wholeDaysSince = (since: Date | string, now: Date = new Date()): number =>
  Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / dayMs));

const calendarDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A date as the cards show it: "Mar 10, 2026". */
export const formatCalendarDate = (date: Date | string): string => calendarDate.format(new Date(date));

/** A count of days as a person says it: "today", "1 day ago", "12 days ago". */
export const daysAgoText = (days: number, t: Translate = domainEnglish): string => {
  if (days <= 0) return t('today');
  return t('{{count}} days ago', { singular: '{{count}} day ago', count: days });
};
