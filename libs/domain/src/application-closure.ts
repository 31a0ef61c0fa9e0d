import type { ApplicationStatus } from '@jobboard/contracts';

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
