/*
 * An iCalendar (RFC 5545) invitation in the iTIP style (RFC 5546) that mail clients show with
 * Accept / Decline: METHOD:REQUEST to invite or update, METHOD:CANCEL to remove. The UID stays
 * the same for the life of the interview and SEQUENCE grows with every change, so a calendar
 * replaces its copy of the event instead of adding a second one.
 */

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarInviteDetails {
  /** Stable for the whole life of the event, e.g. `interview-<id>@<site domain>`. */
  uid: string;
  /** 0 when first sent; higher on every reschedule or cancellation. */
  sequence: number;
  method: CalendarMethod;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
}

const productId = '-//Real Opportunities//Interview Scheduling//EN';

// No control characters anywhere: a CR or LF in a value would start a new property.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
const escapeText = (value: string) =>
  value
    .replace(controlCharacters, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A parameter value (3.2): quoted when it holds ':', ';' or ','. It can never hold a double quote
 * or a line break, so those become a single quote and a space.
 */
const parameterValue = (value: string) => {
  const clean = value.replace(controlCharacters, '').replace(/"/g, "'").replace(/\s+/g, ' ').trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
};

/** A URI value: no whitespace, quotes or control characters (they are never part of a valid one). */
const cleanUri = (value: string) => value.replace(controlCharacters, '').replace(/[\s"]+/g, '');

const mailto = (email: string) => `mailto:${cleanUri(email)}`;

/** YYYYMMDDTHHMMSSZ: a date-time in UTC, the form every calendar reads without a VTIMEZONE. */
const utcDateTime = (instant: Date) => {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date in a calendar invitation');
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
};

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * Folds a content line at 75 octets (3.1): continuation lines start with one space, and a
 * multi-byte UTF-8 character is never split (whole code points move to the next line).
 */
const foldLine = (line: string): string => {
  if (octets(line) <= 75) return line;
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const size = octets(character);
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const limit = lines.length === 0 ? 75 : 74;
    if (currentOctets + size > limit) {
      lines.push(current);
      current = '';
      currentOctets = 0;
    }
    current += character;
    currentOctets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
};

/** The invitation as an iCalendar object: CRLF line endings, folded lines, times in UTC. */
export const calendarInvite = ({
  uid,
  sequence,
  method,
  start,
  durationMinutes,
  summary,
  description,
  location,
  url,
  organizer,
  attendee,
  stamp,
}: CalendarInviteDetails): string => {
  if (!Number.isInteger(sequence) || sequence < 0) throw new RangeError(`Not a calendar SEQUENCE: ${sequence}`);
  if (!Number.isFinite(durationMinutes) || durationMinutes <= 0) throw new RangeError(`Not a duration in minutes: ${durationMinutes}`);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${productId}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(uid)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART:${utcDateTime(start)}`,
    `DTEND:${utcDateTime(end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(location?.trim() ? [`LOCATION:${escapeText(location.trim())}`] : []),
    ...(url?.trim() ? [`URL:${cleanUri(url)}`] : []),
    `ORGANIZER;CN=${parameterValue(organizer.name)}:${mailto(organizer.email)}`,
    `ATTENDEE;CN=${parameterValue(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(attendee.email)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};
