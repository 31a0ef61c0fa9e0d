import { interviewWhere, toCandidateInterview } from './interview-places';

const venue = { phone: '555-0100', address: '12 Pier Road', city: 'Oakland', state: 'CA', zipCode: '94607' };

describe('interviewWhere', () => {
  it('gives the phone for a call, the address in person, and nothing for video', () => {
    expect(interviewWhere('phone', venue)).toBe('555-0100');
    expect(interviewWhere('in_person', venue)).toBe('12 Pier Road, Oakland, CA 94607');
    expect(interviewWhere('in_person', { ...venue, address: undefined })).toBe('Oakland, CA 94607');
    expect(interviewWhere('video', venue)).toBeUndefined();
  });
});

describe('toCandidateInterview', () => {
  it("reads the time in the stored zone, else the employer's state, and gives a link only to video", () => {
    const row = { _id: 'abc', scheduledDateTime: new Date('2026-12-01T18:00:00Z'), duration: 30, interviewType: 'phone' as const, status: 'scheduled' as const, meetingLink: 'https://meet.example/x' };

    expect(toCandidateInterview(row, venue)).toEqual({
      id: 'abc',
      scheduledDateTime: '2026-12-01T18:00:00.000Z',
      duration: 30,
      interviewType: 'phone',
      status: 'scheduled',
      timeZone: 'America/Los_Angeles',
      meetingLink: undefined,
      where: '555-0100',
    });
    expect(toCandidateInterview({ ...row, timeZone: 'America/Chicago' }, venue).timeZone).toBe('America/Chicago');
  });
});
