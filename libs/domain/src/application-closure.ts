import { applicationTrackerMessages, trackerStatusLabels, type ApplicationStatus, type InterviewStatus } from '@jobboard/contracts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Every applicant gets an answer: an application with no decision `closeAfterDays`
 * after its job closed is closed for the candidate, and the employer is told `employerNoticeDays`
 * before. The closure never comes sooner than that notice period after the notice was sent.
 */
export const applicationClosureRules = {
  closeAfterDays: 30,
  employerNoticeDays: 7,
} as const;

/** Statuses still waiting on the employer's decision: the ones the closure closes. */
export const undecidedApplicationStatuses: readonly ApplicationStatus[] = ['pending', 'reviewed', 'shortlisted', 'interviewing'];

export const isUndecided = (status: ApplicationStatus): boolean => undecidedApplicationStatuses.includes(status);

/** When the employer is told: `employerNoticeDays` before the closure is due. */
export const employerClosureNoticeDueAt = (closedAt: Date | string): Date =>
  new Date(new Date(closedAt).getTime() + (applicationClosureRules.closeAfterDays - applicationClosureRules.employerNoticeDays) * dayMs);

/**
 * When a job's undecided applications are closed: `closeAfterDays` after the job closed, and
 * at least `employerNoticeDays` after the employer was told (never before it was told).
 */
export const applicationClosureDueAt = (closedAt: Date | string, noticeSentAt: Date | string | null | undefined): Date | null => {
  if (!noticeSentAt) return null;
  const afterClosing = new Date(closedAt).getTime() + applicationClosureRules.closeAfterDays * dayMs;
  const afterNotice = new Date(noticeSentAt).getTime() + applicationClosureRules.employerNoticeDays * dayMs;
  return new Date(Math.max(afterClosing, afterNotice));
};

/**
 * The cut-offs the sweep queries with at `now`: jobs closed at or before `noticeFor` are due
 * for the employer's notice; jobs closed at or before `closeFor` whose notice went out at or
 * before `noticedBy` are due for closing.
 */
export const closureCutoffs = (now: Date) => ({
  noticeFor: new Date(now.getTime() - (applicationClosureRules.closeAfterDays - applicationClosureRules.employerNoticeDays) * dayMs),
  closeFor: new Date(now.getTime() - applicationClosureRules.closeAfterDays * dayMs),
  noticedBy: new Date(now.getTime() - applicationClosureRules.employerNoticeDays * dayMs),
});

/**
 * What a job's closing does, whoever closes it (its employer, an admin, or its deadline), applied
 * by every path through `closeJobForApplicants` (libs/applications):
 * - each application still waiting on a decision reads "Position closed" in its applicant's
 *   tracker (`applicationStanding`); a decision already made stays as it was;
 * - each interview still to come is cancelled and its candidate emailed once
 *   (`interviewCancelledByClosure`);
 * - the job page says the position is closed and offers no form (`acceptsApplications`).
 */
export type ApplicationStanding = ApplicationStatus | 'positionClosed';

/** What the applicant's tracker says of an application: "Position closed" instead of a stale undecided status. */
export const applicationStanding = (status: ApplicationStatus, positionClosed: boolean): ApplicationStanding =>
  positionClosed && isUndecided(status) ? 'positionClosed' : status;

/** The tracker's badge text for it ("Position closed", or the status's own label). */
export const applicationStandingLabel = (status: ApplicationStatus, positionClosed: boolean): string => {
  const standing = applicationStanding(status, positionClosed);
  return standing === 'positionClosed' ? applicationTrackerMessages.positionClosed : trackerStatusLabels[standing];
};

/** An interview the closing cancels: one still scheduled that has not started yet (one that took place stays as it was). */
export const interviewCancelledByClosure = (interview: { status: InterviewStatus; scheduledDateTime: Date | string }, now: Date): boolean =>
  interview.status === 'scheduled' && new Date(interview.scheduledDateTime).getTime() > now.getTime();

/**
 * "Apply by" is a calendar day (stored as its midnight, UTC): applications are taken through that
 * whole day, and the job closes when it is over.
 */
export const deadlineClosesAt = (applicationDeadline: Date | string): Date => new Date(new Date(applicationDeadline).getTime() + dayMs);

export const isPastDeadline = (applicationDeadline: Date | string | null | undefined, now: Date): boolean =>
  Boolean(applicationDeadline) && deadlineClosesAt(applicationDeadline as Date | string).getTime() <= now.getTime();

/** The sweep's cut-off: jobs whose deadline is at or before it are past their deadline at `now`. */
export const deadlineCutoff = (now: Date): Date => new Date(now.getTime() - dayMs);

/** The position an application is for has closed: its job closed, or its "apply by" day is over (the sweep closes it soon). */
export const isPositionClosed = (job: { status: string; applicationDeadline?: Date | string | null } | undefined, now: Date): boolean =>
  !job || job.status === 'closed' || isPastDeadline(job.applicationDeadline, now);

/** Whether a job takes applications: active and not past its deadline. */
export const acceptsApplications = (job: { status: string; applicationDeadline?: Date | string | null }, now: Date): boolean =>
  job.status === 'active' && !isPastDeadline(job.applicationDeadline, now);
