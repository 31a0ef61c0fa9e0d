import { formatInterviewTime, interviewWhere, timeZoneForState } from '@jobboard/domain';
import { EmployerModel, InterviewModel, type Stored, type StoredFields } from '@jobboard/db';
import {
  emailLinksFor,
  enqueueMail,
  interviewCalendar,
  interviewCancelledMail,
  interviewRescheduledMail,
  interviewScheduledMail,
  type InterviewMailDetails,
} from '@jobboard/mail';

/** An interview as the use cases read it. */
export type InterviewRow = Stored<typeof InterviewModel>;

/** What the candidate's email reads of the employer: its name and address, its zone, where an interview takes place. */
export const interviewEmployerFields = ['companyName', 'contactName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'timeZone'] as const;
export type InterviewEmployer = StoredFields<typeof EmployerModel, (typeof interviewEmployerFields)[number]>;

/** Where the emails' links point, and the secret their preference links are signed with. */
export interface InterviewMailLinks {
  siteUrl: string;
  secret: string;
}

/** The zone the employer's interview times are read in. */
export const employerTimeZone = (employer: Pick<InterviewEmployer, 'timeZone' | 'state'>) => employer.timeZone || timeZoneForState(employer.state);

export type InterviewMailKind = 'scheduled' | 'rescheduled' | 'cancelled';

/**
 * Writes the candidate's email about an interview into the outbox, keyed by the interview and its
 * invitation sequence: a retried step writes it once, and each change is its own message. The
 * employer's interview scheduling and a job's closing both tell candidates through it.
 */
export const tellCandidateOfInterview = async (
  kind: InterviewMailKind,
  row: InterviewRow,
  employer: InterviewEmployer,
  links: InterviewMailLinks,
  { previous, positionClosed }: { previous?: InterviewRow; positionClosed?: boolean } = {},
): Promise<boolean> => {
  const timeZone = row.timeZone || employerTimeZone(employer);
  const details: InterviewMailDetails = {
    candidateName: row.candidateName,
    jobTitle: row.jobTitle,
    companyName: employer.companyName,
    when: formatInterviewTime(row.scheduledDateTime, timeZone),
    durationMinutes: row.duration,
    interviewType: row.interviewType,
    meetingLink: row.meetingLink ?? undefined,
    phoneNumber: row.interviewType === 'phone' ? interviewWhere('phone', employer) : undefined,
    address: row.interviewType === 'in_person' ? interviewWhere('in_person', employer) : undefined,
    notes: row.notes ?? undefined,
    positionClosed,
    links: emailLinksFor(links.siteUrl, row.candidateEmail, links.secret),
  };
  const siteHost = new URL(links.siteUrl).hostname;
  details.calendar = interviewCalendar(details, {
    method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    uid: `interview-${String(row._id)}@${siteHost}`,
    sequence: row.icsSequence ?? 0,
    start: row.scheduledDateTime,
    // The employer organises it, so the candidate's Accept / Decline reaches the employer.
    organizer: { name: employer.companyName, email: employer.email },
    attendee: { name: row.candidateName, email: row.candidateEmail },
    stamp: new Date(),
  });
  const mail =
    kind === 'scheduled'
      ? interviewScheduledMail(details)
      : kind === 'rescheduled'
        ? interviewRescheduledMail({ ...details, previousWhen: previous ? formatInterviewTime(previous.scheduledDateTime, timeZone) : undefined })
        : interviewCancelledMail(details);
  // Sent from the product's address; a reply written by hand goes to the employer too.
  const replyTo = { 'Reply-To': `"${employer.companyName.replace(/["\\\r\n]/g, '')}" <${employer.email}>` };
  return enqueueMail({
    key: `interview-${kind}:${String(row._id)}:${row.icsSequence ?? 0}`,
    kind: `interview-${kind}`,
    to: row.candidateEmail,
    mail: { ...mail, headers: { ...mail.headers, ...replyTo } },
  });
};
