import ICAL from 'ical.js';
import { calendarInvite, type CalendarInviteDetails } from './calendar-invite';

const invite = (overrides: Partial<CalendarInviteDetails> = {}): CalendarInviteDetails => ({
  uid: 'interview-6650a1@real-opportunities.example',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2026-12-01T15:00:00Z'),
  durationMinutes: 45,
  summary: 'Interview: Forklift Operator at Acme Logistics',
  description: 'A video interview with Acme Logistics.\nJoin: https://meet.jit.si/ro-abc123',
  location: 'https://meet.jit.si/ro-abc123',
  url: 'https://meet.jit.si/ro-abc123',
  organizer: { name: 'Acme Logistics', email: 'no-reply@real-opportunities.example' },
  attendee: { name: 'Ann Owner', email: 'ann@example.com' },
  stamp: new Date('2026-11-30T12:34:56.789Z'),
  ...overrides,
});

/** Parses with ical.js (Mozilla's iCalendar library) and answers the calendar and its one event. */
const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, event: events[0] };
};

describe('a calendar invitation', () => {
  it('is an iTIP REQUEST a calendar reads: method, UID, sequence, UTC times, status, organizer and attendee', () => {
    const text = calendarInvite(invite());
    const { calendar, event } = parse(text);

    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Real Opportunities//Interview Scheduling//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(event.getFirstPropertyValue('uid')).toBe('interview-6650a1@real-opportunities.example');
    expect(event.getFirstPropertyValue('sequence')).toBe(0);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.zone?.tzid).toBe('UTC');
    expect(start.toJSDate().toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe('2026-12-01T15:45:00.000Z');
    expect((event.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe('2026-11-30T12:34:56.000Z');
    expect(text).toContain('\r\nDTSTART:20261201T150000Z\r\n');

    const attendee = event.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:ann@example.com');
    expect(attendee.getParameter('cn')).toBe('Ann Owner');
    expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
    const organizer = event.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:no-reply@real-opportunities.example');
    expect(organizer.getParameter('cn')).toBe('Acme Logistics');

    expect(event.getFirstPropertyValue('summary')).toBe('Interview: Forklift Operator at Acme Logistics');
    expect(event.getFirstPropertyValue('location')).toBe('https://meet.jit.si/ro-abc123');
    expect(event.getFirstPropertyValue('url')).toBe('https://meet.jit.si/ro-abc123');
  });

  it('cancels the same event with a higher sequence', () => {
    const { calendar, event } = parse(calendarInvite(invite({ method: 'CANCEL', sequence: 2 })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.getFirstPropertyValue('uid')).toBe('interview-6650a1@real-opportunities.example');
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('ends every line with CRLF, including the last, and has no bare LF', () => {
    const text = calendarInvite(invite());
    expect(text.startsWith('BEGIN:VCALENDAR\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    const description = 'Bring: ID, DD-214; a pen\\pencil.\r\nPark in lot B.\nAsk for Sam.';
    const text = calendarInvite(invite({ description, summary: 'Interview; Acme, Inc.' }));
    expect(text).toContain('SUMMARY:Interview\\; Acme\\, Inc.\r\n');
    const { event } = parse(text);
    expect(event.getFirstPropertyValue('description')).toBe('Bring: ID, DD-214; a pen\\pencil.\nPark in lot B.\nAsk for Sam.');
    expect(event.getFirstPropertyValue('summary')).toBe('Interview; Acme, Inc.');
  });

  it('cannot be made to start a property by a line break or quote in a name or address', () => {
    const text = calendarInvite(
      invite({
        attendee: { name: 'Ann "The Boss" Owner\r\nATTENDEE:mailto:evil@example.com', email: 'ann@example.com\r\nX-EVIL:1' },
        organizer: { name: 'Acme, Inc.: Hiring', email: 'hr@acme.example' },
      }),
    );
    const { event } = parse(text);
    expect(event.getAllProperties('attendee')).toHaveLength(1);
    expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe("Ann 'The Boss' Owner ATTENDEE:mailto:evil@example.com");
    expect(event.getFirstPropertyValue('x-evil')).toBeNull();
    expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe('Acme, Inc.: Hiring');
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character, and the text survives', () => {
    const description = `${'Entrevista con José Müller — 面试 🎉 '.repeat(12)}\nFin: ¡buena suerte! ✅`;
    const text = calendarInvite(invite({ description }));

    const physicalLines = text.split('\r\n').slice(0, -1);
    for (const line of physicalLines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(physicalLines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    // No replacement characters: every physical line is valid UTF-8 on its own.
    for (const line of physicalLines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);

    expect(parse(text).event.getFirstPropertyValue('description')).toBe(description);
  });

  it('leaves out the location and link when there are none', () => {
    const text = calendarInvite(invite({ location: undefined, url: '  ' }));
    expect(text).not.toMatch(/\r\n(LOCATION|URL)[:;]/);
    expect(parse(text).event.getFirstPropertyValue('location')).toBeNull();
  });

  it('refuses an invalid time, sequence or duration', () => {
    expect(() => calendarInvite(invite({ start: new Date('nope') }))).toThrow(RangeError);
    expect(() => calendarInvite(invite({ sequence: -1 }))).toThrow(RangeError);
    expect(() => calendarInvite(invite({ durationMinutes: 0 }))).toThrow(RangeError);
  });
});
