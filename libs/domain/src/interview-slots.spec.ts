import {
  bookableInterviewDates,
  defaultInterviewDuration,
  defaultWeeklyAvailability,
  formatInterviewTime,
  formatTimeOfDay,
  instantToZonedParts,
  interviewBookingWindowDays,
  interviewEnd,
  interviewSlotMessages,
  interviewSlotProblem,
  interviewStartTimes,
  interviewsOverlap,
  interviewTimeBlocks,
  isWithinAvailability,
  openInterviewStartTimes,
  zonedTimeToInstant,
} from './interview-slots';

const newYork = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('interview slot constants', () => {
  it('offers start times every 30 minutes from 09:00 to 16:30', () => {
    expect(interviewStartTimes[0]).toBe('09:00');
    expect(interviewStartTimes[1]).toBe('09:30');
    expect(interviewStartTimes[interviewStartTimes.length - 1]).toBe('16:30');
    expect(interviewStartTimes).toHaveLength(16);
  });

  it('defaults to 30 minutes and a 14-day window', () => {
    expect(defaultInterviewDuration).toBe(30);
    expect(interviewBookingWindowDays).toBe(14);
  });

  it('spells out every rule in its message', () => {
    expect(interviewSlotMessages).toEqual({
      invalidTime: 'Pick a valid date and time.',
      weekdaysOnly: 'Interviews can be booked on weekdays only.',
      outsideWindow: 'Pick a date within the next 14 days.',
      startTime: 'Pick a start time between 09:00 and 16:30 on the half hour.',
      duration: 'Pick a duration of 15, 30, 45, 60 or 90 minutes.',
    });
  });
});

describe('converting between the employer’s wall clock and UTC', () => {
  it('puts 09:00 in New York at 14:00Z in winter and 13:00Z in summer', () => {
    expect(zonedTimeToInstant('2026-12-01', '09:00', newYork).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-01', '09:00', newYork).toISOString()).toBe('2026-07-01T13:00:00.000Z');
  });

  it('gets 09:00 right on both sides of the November change (Sunday Nov 1, 2026)', () => {
    expect(zonedTimeToInstant('2026-10-30', '09:00', newYork).toISOString()).toBe('2026-10-30T13:00:00.000Z');
    expect(zonedTimeToInstant('2026-11-02', '09:00', newYork).toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  it('gets 09:00 right on both sides of the March change (Sunday Mar 8, 2026)', () => {
    expect(zonedTimeToInstant('2026-03-06', '09:00', newYork).toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(zonedTimeToInstant('2026-03-09', '09:00', newYork).toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('keeps Arizona on one offset all year and reads other zones', () => {
    expect(zonedTimeToInstant('2026-01-15', '09:00', 'America/Phoenix').toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '09:00', 'America/Phoenix').toISOString()).toBe('2026-07-15T16:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '09:00', 'Pacific/Honolulu').toISOString()).toBe('2026-07-15T19:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '09:00', 'Pacific/Guam').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '09:00', 'UTC').toISOString()).toBe('2026-07-15T09:00:00.000Z');
  });

  it('takes the earlier of a repeated hour and moves a skipped hour forward', () => {
    // 01:30 happens twice on Nov 1, 2026 in New York (EDT, then EST).
    expect(zonedTimeToInstant('2026-11-01', '01:30', newYork).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // 02:30 does not exist on Mar 8, 2026: it is read as 03:30 EDT.
    expect(zonedTimeToInstant('2026-03-08', '02:30', newYork).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('reads an instant back as the date, time and weekday in the zone', () => {
    expect(instantToZonedParts(at('2026-11-02T14:00:00Z'), newYork)).toEqual({ date: '2026-11-02', time: '09:00', dayOfWeek: 1 });
    expect(instantToZonedParts(at('2026-03-09T13:00:00Z'), newYork)).toEqual({ date: '2026-03-09', time: '09:00', dayOfWeek: 1 });
    // Late evening UTC is still the day before in Los Angeles, and midnight reads as 00:00.
    expect(instantToZonedParts(at('2026-12-05T03:30:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-12-04',
      time: '19:30',
      dayOfWeek: 5,
    });
    expect(instantToZonedParts(at('2026-12-05T05:00:00Z'), newYork)).toEqual({ date: '2026-12-05', time: '00:00', dayOfWeek: 6 });
  });

  it('round-trips every slot of a fortnight across the DST change', () => {
    for (let day = 25; day <= 31; day += 1) {
      for (const date of [`2026-10-${day}`, `2026-11-0${(day % 7) + 1}`]) {
        for (const time of interviewStartTimes) {
          const parts = instantToZonedParts(zonedTimeToInstant(date, time, newYork), newYork);
          expect([parts.date, parts.time]).toEqual([date, time]);
        }
      }
    }
  });

  it('refuses what is not a date, a time or a zone', () => {
    expect(() => zonedTimeToInstant('2026-02-30', '09:00', newYork)).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2026-12-01', '9:00', newYork)).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2026-12-01', '09:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => instantToZonedParts(new Date('nope'), newYork)).toThrow(RangeError);
  });
});

describe('the bookable dates', () => {
  it('are tomorrow through 14 days from today, weekdays only', () => {
    // Tuesday Dec 1, 2026, 10:00 in New York.
    expect(bookableInterviewDates(at('2026-12-01T15:00:00Z'), newYork)).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-14',
      '2026-12-15',
    ]);
  });

  it('count from the employer’s today, not UTC’s', () => {
    // 03:00Z on Tuesday Dec 1 is still Monday evening in New York, and Tuesday afternoon in Guam.
    const now = at('2026-12-01T03:00:00Z');
    const newYorkDates = bookableInterviewDates(now, newYork);
    expect([newYorkDates[0], newYorkDates.at(-1)]).toEqual(['2026-12-01', '2026-12-14']);
    const guamDates = bookableInterviewDates(now, 'Pacific/Guam');
    expect([guamDates[0], guamDates.at(-1)]).toEqual(['2026-12-02', '2026-12-15']);
  });
});

describe('whether an interview may be booked', () => {
  // Monday Nov 30, 2026, 10:00 in New York.
  const now = at('2026-11-30T15:00:00Z');
  const problem = (date: string, time: string, duration = 30, timeZone = newYork) =>
    interviewSlotProblem({ start: zonedTimeToInstant(date, time, timeZone), duration, timeZone, now });

  it('allows a weekday in the window at a half-hour start with a listed duration', () => {
    expect(problem('2026-12-01', '09:00')).toBeUndefined();
    expect(problem('2026-12-03', '13:30', 90)).toBeUndefined();
  });

  it('refuses weekends', () => {
    expect(problem('2026-12-05', '10:00')).toBe('Interviews can be booked on weekdays only.');
    expect(problem('2026-12-06', '10:00')).toBe('Interviews can be booked on weekdays only.');
  });

  it('allows day 14 and refuses today, day 15 and the past', () => {
    expect(problem('2026-12-14', '10:00')).toBeUndefined();
    expect(problem('2026-12-15', '10:00')).toBe('Pick a date within the next 14 days.');
    // Later today is still today.
    expect(problem('2026-11-30', '16:30')).toBe('Pick a date within the next 14 days.');
    expect(problem('2026-11-27', '10:00')).toBe('Pick a date within the next 14 days.');
  });

  it('measures the window in the employer’s zone at a DST change', () => {
    // Friday Oct 30, 2026, 23:30 EDT (03:30Z Saturday): Monday Nov 2 is day 3, Friday Nov 13 day 14.
    const lateFriday = at('2026-10-31T03:30:00Z');
    const check = (date: string) =>
      interviewSlotProblem({ start: zonedTimeToInstant(date, '09:00', newYork), duration: 30, timeZone: newYork, now: lateFriday });
    expect(check('2026-11-02')).toBeUndefined();
    expect(check('2026-11-13')).toBeUndefined();
    expect(check('2026-11-16')).toBe('Pick a date within the next 14 days.');
  });

  it('allows 16:30 as the last start and refuses 17:00, 08:30 and times off the half hour', () => {
    expect(problem('2026-12-01', '16:30')).toBeUndefined();
    expect(problem('2026-12-01', '17:00')).toBe('Pick a start time between 09:00 and 16:30 on the half hour.');
    expect(problem('2026-12-01', '08:30')).toBe('Pick a start time between 09:00 and 16:30 on the half hour.');
    expect(problem('2026-12-01', '09:15')).toBe('Pick a start time between 09:00 and 16:30 on the half hour.');
    const offBySeconds = new Date(zonedTimeToInstant('2026-12-01', '09:00', newYork).getTime() + 30_000);
    expect(interviewSlotProblem({ start: offBySeconds, duration: 30, timeZone: newYork, now })).toBe(interviewSlotMessages.startTime);
  });

  it('judges the start time on the employer’s clock, not UTC', () => {
    // 09:00 in Los Angeles is 17:00Z: allowed there, while 09:00Z is 01:00 there.
    expect(problem('2026-12-01', '09:00', 30, 'America/Los_Angeles')).toBeUndefined();
    expect(interviewSlotProblem({ start: at('2026-12-01T09:00:00Z'), duration: 30, timeZone: 'America/Los_Angeles', now })).toBe(
      interviewSlotMessages.startTime,
    );
  });

  it('accepts only durations of 15, 30, 45, 60 and 90 minutes', () => {
    for (const duration of [15, 30, 45, 60, 90]) expect(problem('2026-12-01', '10:00', duration)).toBeUndefined();
    for (const duration of [0, 10, 20, 120, 30.5, Number.NaN]) {
      expect(problem('2026-12-01', '10:00', duration)).toBe('Pick a duration of 15, 30, 45, 60 or 90 minutes.');
    }
  });

  it('refuses an invalid date', () => {
    expect(interviewSlotProblem({ start: new Date('nope'), duration: 30, timeZone: newYork, now })).toBe(interviewSlotMessages.invalidTime);
  });

  it('books 09:00 on the Monday after each DST change at the right instant', () => {
    const fridayBeforeFallBack = at('2026-10-30T15:00:00Z');
    const november = zonedTimeToInstant('2026-11-02', '09:00', newYork);
    expect(november.toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(interviewSlotProblem({ start: november, duration: 30, timeZone: newYork, now: fridayBeforeFallBack })).toBeUndefined();
    // The same UTC hour as before the change is 08:00 now: refused.
    expect(interviewSlotProblem({ start: at('2026-11-02T13:00:00Z'), duration: 30, timeZone: newYork, now: fridayBeforeFallBack })).toBe(
      interviewSlotMessages.startTime,
    );

    const fridayBeforeSpringForward = at('2026-03-06T15:00:00Z');
    const march = zonedTimeToInstant('2026-03-09', '09:00', newYork);
    expect(march.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(interviewSlotProblem({ start: march, duration: 30, timeZone: newYork, now: fridayBeforeSpringForward })).toBeUndefined();
    expect(formatInterviewTime(march, newYork)).toBe('Mon, Mar 9, 2026, 9:00 AM EDT');
  });
});

describe('interview times and overlaps', () => {
  const nine = at('2026-12-01T14:00:00Z');
  const minutesAfterNine = (minutes: number) => new Date(nine.getTime() + minutes * 60_000);

  it('ends duration minutes after it starts', () => {
    expect(interviewEnd(nine, 90).toISOString()).toBe('2026-12-01T15:30:00.000Z');
  });

  it('counts sharing any minute as an overlap', () => {
    expect(interviewsOverlap({ start: nine, duration: 60 }, { start: minutesAfterNine(30), duration: 30 })).toBe(true);
    expect(interviewsOverlap({ start: minutesAfterNine(30), duration: 15 }, { start: nine, duration: 90 })).toBe(true);
    expect(interviewsOverlap({ start: nine, duration: 30 }, { start: nine, duration: 30 })).toBe(true);
    expect(interviewsOverlap({ start: nine, duration: 45 }, { start: minutesAfterNine(30), duration: 30 })).toBe(true);
  });

  it('does not count one ending as the other starts, nor a gap', () => {
    expect(interviewsOverlap({ start: nine, duration: 30 }, { start: minutesAfterNine(30), duration: 30 })).toBe(false);
    expect(interviewsOverlap({ start: minutesAfterNine(30), duration: 30 }, { start: nine, duration: 30 })).toBe(false);
    expect(interviewsOverlap({ start: nine, duration: 15 }, { start: minutesAfterNine(30), duration: 90 })).toBe(false);
  });
});

describe('the 15-minute blocks an interview claims', () => {
  const nine = at('2026-12-01T14:00:00Z');

  it('are six for 90 minutes, earliest first', () => {
    expect(interviewTimeBlocks(nine, 90).map((block) => block.toISOString())).toEqual([
      '2026-12-01T14:00:00.000Z',
      '2026-12-01T14:15:00.000Z',
      '2026-12-01T14:30:00.000Z',
      '2026-12-01T14:45:00.000Z',
      '2026-12-01T15:00:00.000Z',
      '2026-12-01T15:15:00.000Z',
    ]);
    expect(interviewTimeBlocks(nine, 15)).toHaveLength(1);
    expect(interviewTimeBlocks(nine, 45)).toHaveLength(3);
  });

  it('are shared exactly when two interviews overlap', () => {
    const starts = Array.from({ length: 12 }, (_, index) => new Date(nine.getTime() + index * 30 * 60_000));
    const durations = [15, 30, 45, 60, 90];
    const keys = (start: Date, duration: number) => new Set(interviewTimeBlocks(start, duration).map((block) => block.getTime()));
    for (const aStart of starts)
      for (const aDuration of durations)
        for (const bStart of starts)
          for (const bDuration of durations) {
            const aBlocks = keys(aStart, aDuration);
            const shared = [...keys(bStart, bDuration)].some((block) => aBlocks.has(block));
            expect(shared).toBe(interviewsOverlap({ start: aStart, duration: aDuration }, { start: bStart, duration: bDuration }));
          }
  });

  it('widen an off-grid time to the blocks it touches and refuse a non-positive duration', () => {
    expect(interviewTimeBlocks(new Date(nine.getTime() + 10 * 60_000), 10).map((block) => block.toISOString())).toEqual([
      '2026-12-01T14:00:00.000Z',
      '2026-12-01T14:15:00.000Z',
    ]);
    expect(() => interviewTimeBlocks(nine, 0)).toThrow(RangeError);
  });
});

describe('the weekly availability', () => {
  it('defaults to Monday to Friday, 09:00 to 17:00', () => {
    expect(defaultWeeklyAvailability).toEqual(
      [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00', isActive: true })),
    );
  });

  it('takes an interview that fits entirely inside an active window of its weekday', () => {
    expect(isWithinAvailability(defaultWeeklyAvailability, '2026-12-01', '09:00', 30, newYork)).toBe(true);
    expect(isWithinAvailability(defaultWeeklyAvailability, '2026-12-01', '16:30', 30, newYork)).toBe(true);
    expect(isWithinAvailability(defaultWeeklyAvailability, '2026-12-01', '15:30', 90, newYork)).toBe(true);
  });

  it('refuses one that runs past the window, starts before it, or falls on another day', () => {
    expect(isWithinAvailability(defaultWeeklyAvailability, '2026-12-01', '16:30', 45, newYork)).toBe(false);
    expect(isWithinAvailability(defaultWeeklyAvailability, '2026-12-01', '08:30', 30, newYork)).toBe(false);
    expect(isWithinAvailability(defaultWeeklyAvailability, '2026-12-05', '10:00', 30, newYork)).toBe(false);
  });

  it('ignores inactive windows and uses any of several windows of a day', () => {
    const tuesday = [
      { dayOfWeek: 2, startTime: '09:00', endTime: '12:00', isActive: true },
      { dayOfWeek: 2, startTime: '13:00', endTime: '17:00', isActive: true },
      { dayOfWeek: 3, startTime: '09:00', endTime: '17:00', isActive: false },
    ];
    expect(isWithinAvailability(tuesday, '2026-12-01', '11:30', 30, newYork)).toBe(true);
    expect(isWithinAvailability(tuesday, '2026-12-01', '11:30', 60, newYork)).toBe(false);
    expect(isWithinAvailability(tuesday, '2026-12-01', '13:00', 90, newYork)).toBe(true);
    expect(isWithinAvailability(tuesday, '2026-12-02', '10:00', 30, newYork)).toBe(false);
  });

  it('measures real elapsed time across a DST change', () => {
    // Sunday Nov 1, 2026: 01:00 plus 90 minutes is 01:30 EST (the hour repeats).
    const sunday = [{ dayOfWeek: 0, startTime: '00:00', endTime: '02:00', isActive: true }];
    expect(isWithinAvailability(sunday, '2026-11-01', '01:00', 90, newYork)).toBe(true);
    // Sunday Mar 8, 2026: 01:30 plus 60 minutes is 03:30 EDT (the hour is skipped).
    const march = [{ dayOfWeek: 0, startTime: '00:00', endTime: '03:00', isActive: true }];
    expect(isWithinAvailability(march, '2026-03-08', '01:30', 60, newYork)).toBe(false);
  });
});

describe('the start times the dialog offers on a date', () => {
  const now = at('2026-11-30T15:00:00Z');
  const booked = [{ start: zonedTimeToInstant('2026-12-01', '10:00', newYork), duration: 60 }];

  it('leaves out times taken, outside availability or against the rules', () => {
    const open = openInterviewStartTimes({ date: '2026-12-01', duration: 60, timeZone: newYork, now, availability: defaultWeeklyAvailability, booked });
    expect(open).toEqual(['09:00', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00']);
  });

  it('offers nothing on a weekend or outside the window', () => {
    const request = { duration: 30, timeZone: newYork, now, availability: defaultWeeklyAvailability, booked: [] };
    expect(openInterviewStartTimes({ ...request, date: '2026-12-05' })).toEqual([]);
    expect(openInterviewStartTimes({ ...request, date: '2026-11-30' })).toEqual([]);
    expect(openInterviewStartTimes({ ...request, date: '2026-12-14' })).toEqual(interviewStartTimes);
  });
});

describe('showing interview times', () => {
  it('always shows the zone abbreviation', () => {
    expect(formatInterviewTime(at('2026-12-01T15:00:00Z'), newYork)).toBe('Tue, Dec 1, 2026, 10:00 AM EST');
    expect(formatInterviewTime(at('2026-07-01T15:00:00Z'), newYork)).toBe('Wed, Jul 1, 2026, 11:00 AM EDT');
    expect(formatInterviewTime(at('2026-07-01T16:00:00Z'), 'America/Phoenix')).toBe('Wed, Jul 1, 2026, 9:00 AM MST');
    expect(formatInterviewTime(at('2026-12-01T23:00:00Z'), 'Pacific/Guam')).toBe('Wed, Dec 2, 2026, 9:00 AM ChST');
  });

  it('writes a wall-clock time as people read it', () => {
    expect(['00:00', '09:00', '12:00', '13:30', '16:30'].map(formatTimeOfDay)).toEqual(['12:00 AM', '9:00 AM', '12:00 PM', '1:30 PM', '4:30 PM']);
  });
});

describe('interviewSlotProblem on far-off instants', () => {
  it('answers the window rule for a date in the first century instead of throwing', () => {
    const start = new Date('0096-05-23T13:45:24-10:41');

    expect(interviewSlotProblem({ start, duration: 30, timeZone: 'America/Los_Angeles', now: new Date('2026-11-25T12:00:00Z') })).toBe(
      interviewSlotMessages.outsideWindow,
    );
  });
});
