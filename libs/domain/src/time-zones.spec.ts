import { formatInterviewTime } from './interview-slots';
import { isUsTimeZone, timeZoneForState, timeZoneLabel, usTimeZones } from './time-zones';

describe('the time zones an employer can pick', () => {
  it('lists the US zones with their everyday names', () => {
    expect(usTimeZones.map((zone) => zone.id)).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
      'America/Puerto_Rico',
      'Pacific/Guam',
      'Pacific/Pago_Pago',
    ]);
    expect(timeZoneLabel('America/New_York')).toBe('Eastern Time (ET)');
    expect(timeZoneLabel('Europe/Paris')).toBe('Europe/Paris');
    expect(isUsTimeZone('America/Chicago')).toBe(true);
    expect(isUsTimeZone('America/Indiana/Indianapolis')).toBe(false);
  });

  it('are all zones this platform knows, each showing an abbreviation rather than an offset', () => {
    for (const { id } of usTimeZones) {
      expect(formatInterviewTime(new Date('2026-12-01T20:00:00Z'), id)).toMatch(/ [A-Z][A-Za-z]{1,4}$/);
    }
  });
});

describe('the time zone of a state', () => {
  it('is the main zone of each state', () => {
    expect(timeZoneForState('TX')).toBe('America/Chicago');
    expect(timeZoneForState('AZ')).toBe('America/Phoenix');
    expect(timeZoneForState('IN')).toBe('America/New_York');
    expect(timeZoneForState('CA')).toBe('America/Los_Angeles');
    expect(timeZoneForState('CO')).toBe('America/Denver');
    expect(timeZoneForState('AK')).toBe('America/Anchorage');
    expect(timeZoneForState('HI')).toBe('Pacific/Honolulu');
    expect(timeZoneForState('DC')).toBe('America/New_York');
  });

  it('covers the territories', () => {
    expect(timeZoneForState('PR')).toBe('America/Puerto_Rico');
    expect(timeZoneForState('VI')).toBe('America/Puerto_Rico');
    expect(timeZoneForState('GU')).toBe('Pacific/Guam');
    expect(timeZoneForState('MP')).toBe('Pacific/Guam');
    expect(timeZoneForState('AS')).toBe('Pacific/Pago_Pago');
  });

  it('reads lowercase codes and full names', () => {
    expect(timeZoneForState('tx')).toBe('America/Chicago');
    expect(timeZoneForState(' Texas ')).toBe('America/Chicago');
    expect(timeZoneForState('new  mexico')).toBe('America/Denver');
    expect(timeZoneForState('Washington')).toBe('America/Los_Angeles');
    expect(timeZoneForState('Washington DC')).toBe('America/New_York');
    expect(timeZoneForState('D.C.')).toBe('America/New_York');
  });

  it('falls back to Eastern when unknown or missing', () => {
    expect(timeZoneForState(undefined)).toBe('America/New_York');
    expect(timeZoneForState('')).toBe('America/New_York');
    expect(timeZoneForState('ZZ')).toBe('America/New_York');
    expect(timeZoneForState('AE')).toBe('America/New_York');
  });

  it('always answers a zone Settings can show', () => {
    const codes = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU MP AS'.split(' ');
    expect(codes).toHaveLength(56);
    for (const code of codes) expect(isUsTimeZone(timeZoneForState(code))).toBe(true);
  });
});
