const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Mar 10, 2026" */
export const formatTrackerDate = (iso: string): string => dateFormat.format(new Date(iso));

/** The days since application as a person says them: "today", "1 day ago", "12 days ago". */
export const daysAgoText = (days: number): string => {
  if (days <= 0) return 'today';
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
};
