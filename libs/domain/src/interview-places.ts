import { interviewMessages, type CandidateInterview, type InterviewStatus, type InterviewType } from '@jobboard/contracts';
import { timeZoneForState } from './time-zones';

/** Where an employer holds its interviews: its phone for a call, its address in person. */
export interface InterviewVenue {
  phone?: string | null;
  address?: string | null;
  city: string;
  state: string;
  zipCode: string;
}

/** What the candidate is given besides the time: the number for a phone call, the address in person; nothing for video (it has its link). */
export const interviewWhere = (type: InterviewType, venue: InterviewVenue | undefined): string | undefined => {
  if (!venue) return undefined;
  if (type === 'phone') return venue.phone ?? undefined;
  if (type === 'in_person') return [venue.address, `${venue.city}, ${venue.state} ${venue.zipCode}`].filter(Boolean).join(', ');
  return undefined;
};

/** Why an interview of this type cannot be booked at this venue: a phone interview without a number to give. */
export const interviewVenueProblem = (type: InterviewType, venue: InterviewVenue | undefined): string | undefined =>
  type === 'phone' && !interviewWhere('phone', venue)?.trim() ? interviewMessages.phoneNeedsNumber : undefined;

/** A stored interview as the services read it for the candidate. */
export interface StoredInterview {
  _id: unknown;
  scheduledDateTime: Date;
  duration: number;
  interviewType: InterviewType;
  status: InterviewStatus;
  timeZone?: string | null;
  meetingLink?: string | null;
}

/** An interview as the candidate is told it (My Applications, the veteran's dashboard): when, in the employer's zone, how, and where. */
export const toCandidateInterview = (row: StoredInterview, venue: InterviewVenue | undefined): CandidateInterview => ({
  id: String(row._id),
  scheduledDateTime: row.scheduledDateTime.toISOString(),
  duration: row.duration,
  interviewType: row.interviewType,
  status: row.status,
  timeZone: row.timeZone || timeZoneForState(venue?.state),
  meetingLink: row.interviewType === 'video' ? (row.meetingLink ?? undefined) : undefined,
  where: interviewWhere(row.interviewType, venue),
});
