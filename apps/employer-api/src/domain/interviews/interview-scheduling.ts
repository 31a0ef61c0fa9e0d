import { randomBytes } from 'node:crypto';
import {
  hiringMessages,
  interviewClashMessage,
  interviewMessages,
  type AvailabilityWindow,
  type EmployerInterview,
  type InterviewUpdate,
  type ScheduleInterviewRequest,
  type WeeklyAvailability,
} from '@jobboard/contracts';
import {
  defaultWeeklyAvailability,
  formatInterviewTime,
  instantToZonedParts,
  interviewWhere,
  interviewRebooks,
  interviewSlotProblem,
  interviewVenueProblem,
  interviewStatusChangeProblem,
  interviewTimeBlocks,
  isWithinAvailability,
  timeZoneForState,
  withInterviewBooked,
} from '@jobboard/domain';
import { tellCandidateOfInterview, type InterviewMailKind } from '@jobboard/applications';
import { AppError } from '@jobboard/server-kit';
import { Types } from 'mongoose';
import { applicationRepository } from '../../data-access/application-repository';
import { tellApplicantOfStatus } from '../applications/review-applications';
import { interviewRepository, type InterviewRow, type SchedulingEmployer } from '../../data-access/interview-repository';

/** Where meeting rooms are made and where the emails' links point. */
export interface InterviewSettings {
  meetingBaseUrl: string;
  siteUrl: string;
  /** Signs the links in the emails' footer. */
  secret: string;
}

/** The zone the employer's interview times are read in. */
export const employerTimeZone = (employer: Pick<SchedulingEmployer, 'timeZone' | 'state'>) =>
  employer.timeZone || timeZoneForState(employer.state);

const weekOf = (employer: SchedulingEmployer): AvailabilityWindow[] =>
  employer.interviewAvailability?.length ? employer.interviewAvailability : [...defaultWeeklyAvailability];

const findEmployer = async (employerId: string) => {
  const employer = await interviewRepository.findEmployer(employerId);
  if (!employer) throw AppError.notFound(hiringMessages.employerNotFound);
  return employer;
};

export const getAvailability = async (employerId: string): Promise<WeeklyAvailability> => {
  const employer = await findEmployer(employerId);
  return { timeZone: employerTimeZone(employer), windows: weekOf(employer) };
};

export const saveAvailability = async (employerId: string, windows: AvailabilityWindow[]): Promise<WeeklyAvailability> => {
  const sorted = [...windows].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  const employer = await interviewRepository.saveAvailability(employerId, sorted);
  if (!employer) throw AppError.notFound(hiringMessages.employerNotFound);
  return { timeZone: employerTimeZone(employer), windows: weekOf(employer) };
};

const toEmployerInterview = (row: InterviewRow, employer: SchedulingEmployer): EmployerInterview => ({
  id: String(row._id),
  applicationId: String(row.applicationId),
  employerId: String(row.employerId),
  candidateName: row.candidateName,
  candidateEmail: row.candidateEmail,
  jobTitle: row.jobTitle,
  scheduledDateTime: row.scheduledDateTime.toISOString(),
  duration: row.duration,
  meetingLink: row.meetingLink ?? undefined,
  meetingId: row.meetingId ?? undefined,
  status: row.status,
  interviewType: row.interviewType,
  notes: row.notes ?? undefined,
  feedback: row.feedback ?? undefined,
  rating: row.rating ?? undefined,
  timeZone: row.timeZone || employerTimeZone(employer),
  where: interviewWhere(row.interviewType, employer),
});

export const listInterviews = async (employerId: string): Promise<EmployerInterview[]> => {
  const employer = await findEmployer(employerId);
  const rows = await interviewRepository.listForEmployer(employerId);
  return rows.map((row) => toEmployerInterview(row, employer));
};

/** The slot rules, then the employer's own week: a 400 with the rule's words. */
const checkTime = (employer: SchedulingEmployer, start: Date, duration: number, now: Date) => {
  const timeZone = employerTimeZone(employer);
  const problem = interviewSlotProblem({ start, duration, timeZone, now });
  if (problem) throw AppError.badRequest(problem);
  const { date, time } = instantToZonedParts(start, timeZone);
  if (!isWithinAvailability(weekOf(employer), date, time, duration, timeZone)) throw AppError.badRequest(interviewMessages.outsideAvailability);
};

/** Claims the interview's blocks, or answers 409 naming the interview it would overlap. */
const claimTime = async (employer: SchedulingEmployer, interviewId: Types.ObjectId, start: Date, duration: number) => {
  const clash = await interviewRepository.claimBlocks(employer._id, interviewId, interviewTimeBlocks(start, duration));
  if (!clash) return;
  const other = await interviewRepository.findById(clash.holder);
  const when = other ? formatInterviewTime(other.scheduledDateTime, other.timeZone || employerTimeZone(employer)) : formatInterviewTime(clash.blockStart, employerTimeZone(employer));
  const candidate = other?.candidateName ?? 'another candidate';
  throw new AppError(409, 'conflict', interviewClashMessage(candidate, when), { say: (t) => interviewClashMessage(candidate, when, t) });
};

/** An unguessable room: 120 random bits, as a Jitsi Meet (or any room-per-path service) address. */
const newMeetingRoom = (baseUrl: string) => {
  const meetingId = `RealOpportunities-${randomBytes(15).toString('base64url')}`;
  return { meetingId, meetingLink: `${baseUrl.replace(/\/+$/, '')}/${meetingId}` };
};

/** The candidate's email about the interview (libs/applications, shared with a job's closing). */
const tellCandidate = (kind: InterviewMailKind, row: InterviewRow, employer: SchedulingEmployer, settings: InterviewSettings, previous?: InterviewRow) =>
  tellCandidateOfInterview(kind, row, employer, settings, { previous });

type ScheduleRequest = Pick<ScheduleInterviewRequest, 'applicationId' | 'scheduledDateTime' | 'duration' | 'interviewType' | 'notes'>;

/**
 * POST /api/interviews: books an interview for one of the employer's applications. The
 * candidate and the job come from the application; the time must follow the slot rules, fit the
 * employer's week, and overlap none of its interviews (claimed block by block, so of concurrent
 * overlapping bookings exactly one succeeds).
 */
export const scheduleInterview = async (employerId: string, request: ScheduleRequest, settings: InterviewSettings, now = new Date()) => {
  const employer = await findEmployer(employerId);
  const application = await applicationRepository.findOwned(request.applicationId, employerId);
  if (!application) throw AppError.notFound(hiringMessages.applicationNotFound);
  const start = new Date(request.scheduledDateTime);
  const venueProblem = interviewVenueProblem(request.interviewType, employer);
  if (venueProblem) throw AppError.badRequest(venueProblem);
  checkTime(employer, start, request.duration, now);

  const interviewId = new Types.ObjectId();
  await claimTime(employer, interviewId, start, request.duration);
  let row: InterviewRow;
  try {
    row = await interviewRepository.create({
      _id: interviewId,
      applicationId: application._id,
      employerId: employer._id,
      candidateName: application.applicantName,
      candidateEmail: application.applicantEmail,
      jobTitle: application.jobTitle || 'Position',
      scheduledDateTime: start,
      duration: request.duration,
      status: 'scheduled',
      interviewType: request.interviewType,
      notes: request.notes,
      timeZone: employerTimeZone(employer),
      ...(request.interviewType === 'video' ? newMeetingRoom(settings.meetingBaseUrl) : {}),
    });
  } catch (error) {
    // Nothing may hold the time for an interview that was not written.
    await interviewRepository.releaseBlocks(interviewId);
    throw error;
  }
  await tellCandidate('scheduled', row, employer, settings);
  // An application not yet that far moves to the interview stage (and "Interviewing") with its booking.
  const booked = withInterviewBooked(application);
  if (booked.status !== application.status || booked.pipelineStage !== application.pipelineStage) {
    await applicationRepository.change(application._id, employerId, booked);
    if (booked.status !== application.status) await tellApplicantOfStatus(application, employerId, settings, now);
  }
  return toEmployerInterview(row, employer);
};

const findOwnedInterview = async (id: string, employerId: string) => {
  const interview = await interviewRepository.findOwned(id, employerId);
  if (!interview) throw AppError.notFound(interviewMessages.interviewNotFound);
  return interview;
};

/**
 * PUT /api/interviews/:id: status, feedback and rating as sent; a new time or duration is a
 * reschedule under the booking rules. Cancelling gives the time back; the candidate is told of a
 * reschedule or a cancellation, with an invitation that updates the same calendar event.
 */
export const updateInterview = async (id: string, employerId: string, change: InterviewUpdate, settings: InterviewSettings, now = new Date()) => {
  const employer = await findEmployer(employerId);
  const before = await findOwnedInterview(id, employerId);
  const start = change.scheduledDateTime ? new Date(change.scheduledDateTime) : before.scheduledDateTime;
  const duration = change.duration ?? before.duration;
  const moves = start.getTime() !== before.scheduledDateTime.getTime() || duration !== before.duration;
  const status = change.status ?? before.status;
  const cancels = status === 'cancelled' && before.status !== 'cancelled';
  if (before.status === 'cancelled' && moves) throw AppError.conflict(interviewMessages.cancelledIsFinal);
  const statusProblem = interviewStatusChangeProblem({ from: before.status, to: status, start, now });
  if (statusProblem) throw AppError.conflict(statusProblem);
  // A new time, or a completed / no-show interview put back on the calendar: a booking again.
  const books = status === 'scheduled' && (moves || interviewRebooks(before.status, status));

  if (books) {
    checkTime(employer, start, duration, now);
    await claimTime(employer, before._id, start, duration);
  }
  const tells = books || cancels;
  const saved = await interviewRepository.change(
    before._id,
    employer._id,
    {
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.feedback === undefined ? {} : { feedback: change.feedback }),
      ...(change.rating === undefined ? {} : { rating: change.rating }),
      ...(moves ? { scheduledDateTime: start, duration } : {}),
    },
    { tellsCandidate: tells },
  );
  if (!saved) throw AppError.notFound(interviewMessages.interviewNotFound);

  if (cancels) await interviewRepository.releaseBlocks(saved._id);
  else if (books) await interviewRepository.releaseBlocks(saved._id, interviewTimeBlocks(start, duration));
  if (cancels) await tellCandidate('cancelled', saved, employer, settings);
  else if (books) await tellCandidate('rescheduled', saved, employer, settings, before);
  return toEmployerInterview(saved, employer);
};
