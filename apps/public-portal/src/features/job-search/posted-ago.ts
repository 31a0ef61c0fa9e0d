import { wholeDaysSince } from '@jobboard/domain';
import type { Translator } from '@jobboard/i18n';

/** A job's posted time in relative words ("Today", "1 day ago", "3 days ago"), in the page's language. */
export const postedAgo = (t: Translator['t'], posted: Date | string, now: Date = new Date()): string => {
  const days = wholeDaysSince(posted, now);
  if (days === 0) return t('Today');
  if (days < 30) return t('{{count}} days ago', { singular: '{{count}} day ago', count: days });
  if (days < 365) return t('{{count}} months ago', { singular: '{{count}} month ago', count: Math.floor(days / 30) });
  return t('{{count}} years ago', { singular: '{{count}} year ago', count: Math.floor(days / 365) });
};
