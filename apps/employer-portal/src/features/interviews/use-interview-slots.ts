import { useAvailability, useEmployerInterviews, useEmployerSession } from '@jobboard/api-client';
import {
  bookableInterviewDates,
  domainTexts,
  fallbackTimeZone,
  formatTimeOfDay,
  interviewSlotProblem,
  interviewStartTimes,
  interviewsOverlap,
  isWithinAvailability,
  timeZoneForState,
  zonedTimeToInstant,
} from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { useMemo, useState } from 'react';
import { employerTexts } from '../../texts';

export interface TimeChoice {
  value: string;
  label: string;
  disabled: boolean;
  /** Why it cannot be picked, shown under a greyed-out time. */
  reason?: string;
}

export interface InterviewSlotsRequest {
  employerId: string;
  /** 'YYYY-MM-DD' in the employer's zone, or '' before one is picked. */
  date: string;
  duration: number;
  /** When rescheduling: the interview being moved does not block its own time. */
  movingInterviewId?: string;
}

const dateLabel = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mon, Dec 1' of a calendar date (read at noon UTC, so no zone moves it). */
export const formatBookableDate = (date: string) => dateLabel.format(new Date(`${date}T12:00:00Z`));

/**
 * The dates and start times the interview dialogs offer, by the domain's slot rules, in the
 * employer's zone: times outside the weekly availability or overlapping another booked interview
 * are offered greyed out with the reason. The server applies the same rules; this only saves a
 * refused booking. If the week or the interviews cannot be read, their check is left to the server.
 */
export const useInterviewSlots = ({ employerId, date, duration, movingInterviewId }: InterviewSlotsRequest) => {
  const t = useTexts(employerTexts);
  const td = useTexts(domainTexts);
  const [now] = useState(() => new Date());
  const availability = useAvailability(employerId);
  const interviews = useEmployerInterviews(employerId);
  const { data: employer } = useEmployerSession();

  const timeZone = availability.data?.timeZone ?? employer?.timeZone ?? (employer ? timeZoneForState(employer.state) : fallbackTimeZone);
  const loading = availability.isLoading || interviews.isLoading;

  const dates = useMemo(
    () => bookableInterviewDates(now, timeZone).map((value) => ({ value, label: formatBookableDate(value) })),
    [now, timeZone],
  );

  const times = useMemo((): TimeChoice[] => {
    const booked = (interviews.data ?? [])
      .filter((interview) => interview.status !== 'cancelled' && interview.id !== movingInterviewId)
      .map((interview) => ({ start: new Date(interview.scheduledDateTime), duration: interview.duration, candidateName: interview.candidateName }));
    return interviewStartTimes.map((time) => {
      const choice = { value: time, label: formatTimeOfDay(time) };
      if (!date) return { ...choice, disabled: false };
      const start = zonedTimeToInstant(date, time, timeZone);
      const problem = interviewSlotProblem({ start, duration, timeZone, now });
      if (problem) return { ...choice, disabled: true, reason: td(problem) };
      if (availability.data && !isWithinAvailability(availability.data.windows, date, time, duration, timeZone)) {
        return { ...choice, disabled: true, reason: t('Outside your hours') };
      }
      const clash = booked.find((other) => interviewsOverlap({ start, duration }, other));
      if (clash) return { ...choice, disabled: true, reason: t('Booked: {{name}}', { name: clash.candidateName }) };
      return { ...choice, disabled: false };
    });
  }, [availability.data, interviews.data, date, duration, timeZone, now, movingInterviewId, t, td]);

  return { timeZone, dates, times, loading };
};
