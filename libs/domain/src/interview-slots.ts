import { interviewDurations } from '@jobboard/contracts';

/*
 * Interview slot rules: dates in the next 14 days,
 * Monday to Friday; start times every 30 minutes from 09:00 to 16:30; durations 15, 30, 45, 60
 * or 90 minutes. Dates and times are wall-clock values in the employer's IANA time zone and are
 * stored as UTC instants. Only Intl is used, so the same rules run in the browser and on the
 * server, and daylight saving time comes from the platform's time zone database.
 */

export type InterviewDuration = (typeof interviewDurations)[number];

export const defaultInterviewDuration = 30 satisfies InterviewDuration;
export const interviewBookingWindowDays = 14;

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const firstStartMinutes = 9 * 60;
const lastStartMinutes = 16 * 60 + 30;
const startStepMinutes = 30;
/** The grain of `interviewTimeBlocks`: every start time and duration is a multiple of it. */
export const interviewBlockMinutes = 15;

const pad2 = (value: number) => String(value).padStart(2, '0');
const timeText = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/** '09:00', '09:30', … '16:30'. */
export const interviewStartTimes: readonly string[] = Array.from(
  { length: (lastStartMinutes - firstStartMinutes) / startStepMinutes + 1 },
  (_, index) => timeText(firstStartMinutes + index * startStepMinutes),
);

export const isInterviewDuration = (value: number): value is InterviewDuration =>
  (interviewDurations as readonly number[]).includes(value);

/** What the dialog and the server say when a slot breaks a rule. */
export const interviewSlotMessages = {
  invalidTime: 'Pick a valid date and time.',
  weekdaysOnly: 'Interviews can be booked on weekdays only.',
  outsideWindow: `Pick a date within the next ${interviewBookingWindowDays} days.`,
  startTime: `Pick a start time between ${timeText(firstStartMinutes)} and ${timeText(lastStartMinutes)} on the half hour.`,
  duration: `Pick a duration of ${interviewDurations.slice(0, -1).join(', ')} or ${interviewDurations[interviewDurations.length - 1]} minutes.`,
} as const;

// ---- Calendar dates and wall-clock times ('YYYY-MM-DD', 'HH:MM') ----

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Days since 1970-01-01 of a calendar date, or throws on one that does not exist. */
const parseDate = (date: string): number => {
  const match = datePattern.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
    const check = new Date(0);
    check.setUTCFullYear(year, month - 1, day);
    const ms = check.getTime();
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) return ms / dayMs;
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
};

/** Minutes after midnight of 'HH:MM', or throws. */
const parseTime = (time: string): number => {
  const match = timePattern.exec(time);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

const dateText = (epochDay: number) => new Date(epochDay * dayMs).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday, of a calendar date (the same everywhere). */
export const dayOfWeekOf = (date: string): number => new Date(parseDate(date) * dayMs).getUTCDay();

/** The calendar date `days` after `date`. */
export const addCalendarDays = (date: string, days: number): string => dateText(parseDate(date) + days);

const isWeekday = (dayOfWeek: number) => dayOfWeek >= 1 && dayOfWeek <= 5;

// ---- Time zones ----

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const partsFormatter = (timeZone: string) => {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall clock in `timeZone` at `instant`, read as if it were UTC (milliseconds). */
const wallClockMs = (instantMs: number, timeZone: string): number => {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(fields.year, fields.month - 1, fields.day);
  // Some engines write midnight as 24 even with h23.
  wall.setUTCHours(fields.hour % 24, fields.minute, fields.second, 0);
  return wall.getTime();
};

/** The zone's offset from UTC at an instant, in ms (e.g. -5 h for New York in winter). */
const offsetMs = (instantMs: number, timeZone: string): number =>
  wallClockMs(Math.floor(instantMs / 1000) * 1000, timeZone) - Math.floor(instantMs / 1000) * 1000;

const assertValidInstant = (instant: Date) => {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
};

/**
 * The UTC instant of a wall-clock date and time in an IANA time zone. Around a DST change it
 * behaves like Temporal's "compatible": a time that occurs twice (clocks going back) is the
 * earlier one, and a time that does not exist (clocks going forward) moves forward by the gap.
 */
export const zonedTimeToInstant = (date: string, time: string, timeZone: string): Date => {
  const wallMs = parseDate(date) * dayMs + parseTime(time) * minuteMs;
  // The offsets a day either side cover every real transition (none are closer than that).
  const before = offsetMs(wallMs - dayMs, timeZone);
  const after = offsetMs(wallMs + dayMs, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wallMs - offset)
    .filter((instantMs) => wallClockMs(instantMs, timeZone) === wallMs)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wallMs - before);
};

export interface ZonedParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' (24-hour) */
  time: string;
  /** 0 = Sunday … 6 = Saturday */
  dayOfWeek: number;
}

/** The wall-clock date, time and weekday in an IANA time zone at a UTC instant. */
export const instantToZonedParts = (instant: Date, timeZone: string): ZonedParts => {
  assertValidInstant(instant);
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return {
    date: wall.toISOString().slice(0, 10),
    time: `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`,
    dayOfWeek: wall.getUTCDay(),
  };
};

// ---- The booking rules ----

/** The dates an interview may be booked on: tomorrow through 14 days from today in the zone, weekdays only. */
export const bookableInterviewDates = (now: Date, timeZone: string): string[] => {
  const today = instantToZonedParts(now, timeZone).date;
  return Array.from({ length: interviewBookingWindowDays }, (_, index) => addCalendarDays(today, index + 1)).filter((date) =>
    isWeekday(dayOfWeekOf(date)),
  );
};

export interface InterviewSlotRequest {
  start: Date;
  duration: number;
  /** The employer's IANA time zone: the rules are about its wall clock. */
  timeZone: string;
  now: Date;
}

/** Why an interview cannot start then for that long, in words for the user; undefined when it can. */
export const interviewSlotProblem = ({ start, duration, timeZone, now }: InterviewSlotRequest): string | undefined => {
  if (!isInterviewDuration(duration)) return interviewSlotMessages.duration;
  if (Number.isNaN(start.getTime()) || Number.isNaN(now.getTime())) return interviewSlotMessages.invalidTime;
  const { date, time, dayOfWeek } = instantToZonedParts(start, timeZone);
  const daysAhead = parseDate(date) - parseDate(instantToZonedParts(now, timeZone).date);
  if (daysAhead < 1 || daysAhead > interviewBookingWindowDays) return interviewSlotMessages.outsideWindow;
  if (!isWeekday(dayOfWeek)) return interviewSlotMessages.weekdaysOnly;
  // Whole minutes only: '09:00:30' is not a slot even though it reads as 09:00.
  if (start.getTime() % minuteMs !== 0 || !interviewStartTimes.includes(time)) return interviewSlotMessages.startTime;
  return undefined;
};

// ---- Time arithmetic and conflicts ----

export interface TimedInterview {
  start: Date;
  /** Minutes */
  duration: number;
}

export const interviewEnd = (start: Date, duration: number): Date => new Date(start.getTime() + duration * minuteMs);

/** Whether two interviews share any moment; one ending as the other starts does not. */
export const interviewsOverlap = (a: TimedInterview, b: TimedInterview): boolean =>
  a.start.getTime() < interviewEnd(b.start, b.duration).getTime() && b.start.getTime() < interviewEnd(a.start, a.duration).getTime();

/**
 * The 15-minute blocks (UTC instants on the 15-minute grid) an interview occupies, earliest
 * first. Two interviews overlap exactly when their block lists share an instant, so claiming
 * every block under a unique index lets only one of two overlapping bookings succeed. (Valid
 * slots start on the half hour and last multiples of 15 minutes; anything else is widened to
 * the blocks it touches, which keeps the guarantee.)
 */
export const interviewTimeBlocks = (start: Date, duration: number): Date[] => {
  assertValidInstant(start);
  if (!Number.isFinite(duration) || duration <= 0) throw new RangeError(`Not a duration in minutes: ${duration}`);
  const blockMs = interviewBlockMinutes * minuteMs;
  const first = Math.floor(start.getTime() / blockMs);
  const end = Math.ceil(interviewEnd(start, duration).getTime() / blockMs);
  return Array.from({ length: end - first }, (_, index) => new Date((first + index) * blockMs));
};

// ---- Weekly availability ----

export interface AvailabilityWindow {
  /** 0 = Sunday … 6 = Saturday */
  dayOfWeek: number;
  /** 'HH:MM' wall-clock time in the employer's zone */
  startTime: string;
  /** 'HH:MM'; '24:00' means midnight at the end of the day */
  endTime: string;
  isActive: boolean;
}

/** What a new employer offers until it says otherwise: Monday to Friday, 09:00 to 17:00. */
export const defaultWeeklyAvailability: readonly AvailabilityWindow[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '17:00',
  isActive: true,
}));

const windowMinutes = (time: string) => (time === '24:00' ? 24 * 60 : parseTime(time));

/**
 * Whether an interview on `date` at `time` (wall clock in `timeZone`) lasting `duration` minutes
 * fits entirely inside one active availability window of that weekday. The end is taken from
 * the real elapsed time, so an interview across a DST change ends where the clock says.
 */
export const isWithinAvailability = (
  availability: readonly AvailabilityWindow[],
  date: string,
  time: string,
  duration: number,
  timeZone: string,
): boolean => {
  const dayOfWeek = dayOfWeekOf(date);
  const startMinutes = parseTime(time);
  const end = instantToZonedParts(interviewEnd(zonedTimeToInstant(date, time, timeZone), duration), timeZone);
  const endDaysLater = parseDate(end.date) - parseDate(date);
  const endMinutes = endDaysLater * 24 * 60 + parseTime(end.time);
  if (endMinutes <= startMinutes) return false;
  return availability.some(
    (window) =>
      window.isActive &&
      window.dayOfWeek === dayOfWeek &&
      windowMinutes(window.startTime) <= startMinutes &&
      endMinutes <= windowMinutes(window.endTime),
  );
};

export interface OpenStartTimesRequest {
  date: string;
  duration: number;
  timeZone: string;
  now: Date;
  availability: readonly AvailabilityWindow[];
  /** The employer's interviews already booked (cancelled ones left out by the caller). */
  booked: readonly TimedInterview[];
}

/** The start times of `interviewStartTimes` that can be booked on `date`: for the dialog to grey out the rest. */
export const openInterviewStartTimes = ({ date, duration, timeZone, now, availability, booked }: OpenStartTimesRequest): string[] =>
  interviewStartTimes.filter((time) => {
    const start = zonedTimeToInstant(date, time, timeZone);
    return (
      interviewSlotProblem({ start, duration, timeZone, now }) === undefined &&
      isWithinAvailability(availability, date, time, duration, timeZone) &&
      !booked.some((other) => interviewsOverlap({ start, duration }, other))
    );
  });

// ---- Display ----

// Zones whose abbreviation the en-US locale data lacks (it would say "GMT+10").
const knownAbbreviations: Record<string, string> = { 'Pacific/Guam': 'ChST', 'Pacific/Saipan': 'ChST', 'Pacific/Pago_Pago': 'SST' };

const displayFormatters = new Map<string, Intl.DateTimeFormat>();
const displayFormatter = (timeZone: string) => {
  let formatter = displayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    displayFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** An interview's time as screens and emails show it, always with its zone: 'Tue, Dec 1, 2026, 10:00 AM EST'. */
export const formatInterviewTime = (instant: Date, timeZone: string): string => {
  assertValidInstant(instant);
  return (
    displayFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => (part.type === 'timeZoneName' ? (knownAbbreviations[timeZone] ?? part.value) : part.value))
      .join('')
      // Newer ICU versions put a narrow no-break space before AM/PM; keep one plain space everywhere.
      .replace(/\s+/g, ' ')
  );
};

/** A wall-clock time as people read it: '13:30' → '1:30 PM', '09:00' → '9:00 AM'. */
export const formatTimeOfDay = (time: string): string => {
  const minutes = parseTime(time);
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad2(minutes % 60)} ${hours < 12 ? 'AM' : 'PM'}`;
};
