import { wholeDaysSince } from '@jobboard/domain';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** A job's posted time in relative English ("Today", "1 day ago", "3 days ago"). */
export const postedAgo = (posted: Date | string, now: Date = new Date()): string => {
  const days = wholeDaysSince(posted, now);
  if (days === 0) return 'Today';
  if (days < 30) return plural(days, 'day');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
};
