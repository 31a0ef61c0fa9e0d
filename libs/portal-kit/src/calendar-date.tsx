import { formatCalendarDate } from '@jobboard/domain';
import { useEffect, useState } from 'react';

/**
 * A date as the cards show it ("Mar 10, 2026"), in the reader's own time zone. A page rendered on
 * the server shows the server's calendar date, which may be another day for a reader elsewhere:
 * hydration keeps that text without complaint, and the date is written again, the reader's, once
 * the page is interactive.
 */
export const CalendarDate = ({ value }: { value: string }) => {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  return (
    <time key={local ? 'local' : 'rendered'} dateTime={value} suppressHydrationWarning>
      {formatCalendarDate(value)}
    </time>
  );
};
