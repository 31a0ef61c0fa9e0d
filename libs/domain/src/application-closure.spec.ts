import {
  acceptsApplications,
  applicationStanding,
  applicationStandingLabel,
  deadlineClosesAt,
  deadlineCutoff,
  interviewCancelledByClosure,
  isPastDeadline,
  applicationClosureDueAt,
  applicationClosureRules,
  closureCutoffs,
  employerClosureNoticeDueAt,
  isUndecided,
} from './application-closure';

const day = 24 * 60 * 60 * 1000;
const closedAt = new Date('2026-10-01T09:00:00.000Z');
const after = (days: number, from = closedAt) => new Date(from.getTime() + days * day);

describe('closing applications left without a decision', () => {
  it('tells the employer 7 days before the 30 days after the job closed', () => {
    expect(applicationClosureRules).toEqual({ closeAfterDays: 30, employerNoticeDays: 7 });
    expect(employerClosureNoticeDueAt(closedAt)).toEqual(after(23));
  });

  it('closes 30 days after the job closed, and never sooner than 7 days after the employer was told', () => {
    expect(applicationClosureDueAt(closedAt, after(23))).toEqual(after(30));
    // Told late (the job was closed before the sweep ran): the candidates wait 7 days from the notice.
    expect(applicationClosureDueAt(closedAt, after(40))).toEqual(after(47));
    // Never told: never closed.
    expect(applicationClosureDueAt(closedAt, undefined)).toBeNull();
  });

  it('gives the sweep cut-offs that agree with the due times', () => {
    const now = after(30);
    const cutoffs = closureCutoffs(now);
    expect(cutoffs.noticeFor).toEqual(after(7));
    expect(cutoffs.closeFor).toEqual(closedAt);
    expect(cutoffs.noticedBy).toEqual(after(23));
    expect(employerClosureNoticeDueAt(cutoffs.noticeFor)).toEqual(now);
  });

  it('closes only applications still waiting on a decision', () => {
    expect((['pending', 'reviewed', 'shortlisted', 'interviewing'] as const).every(isUndecided)).toBe(true);
    expect((['hired', 'accepted', 'rejected', 'closed'] as const).some(isUndecided)).toBe(false);
  });
});

describe('what a job closing does', () => {
  it('shows an undecided application as "Position closed" and keeps a decision as it was', () => {
    for (const status of ['pending', 'reviewed', 'shortlisted', 'interviewing'] as const) {
      expect(applicationStanding(status, true)).toBe('positionClosed');
      expect(applicationStandingLabel(status, true)).toBe('Position closed');
      expect(applicationStanding(status, false)).toBe(status);
    }
    expect(applicationStandingLabel('shortlisted', false)).toBe('Shortlisted');
    for (const status of ['hired', 'accepted', 'rejected', 'closed'] as const) expect(applicationStanding(status, true)).toBe(status);
  });

  it('cancels the interviews still to come, not one that took place or was cancelled', () => {
    const now = new Date('2026-10-01T09:00:00.000Z');
    expect(interviewCancelledByClosure({ status: 'scheduled', scheduledDateTime: after(1, now) }, now)).toBe(true);
    expect(interviewCancelledByClosure({ status: 'scheduled', scheduledDateTime: after(-1, now) }, now)).toBe(false);
    expect(interviewCancelledByClosure({ status: 'completed', scheduledDateTime: after(-1, now) }, now)).toBe(false);
    expect(interviewCancelledByClosure({ status: 'cancelled', scheduledDateTime: after(1, now) }, now)).toBe(false);
  });

  it('takes applications through the whole deadline day and closes the job after it', () => {
    const deadline = '2026-10-31T00:00:00.000Z';
    expect(acceptsApplications({ status: 'active', applicationDeadline: deadline }, new Date('2026-10-31T23:59:59.000Z'))).toBe(true);
    expect(acceptsApplications({ status: 'active', applicationDeadline: deadline }, new Date('2026-11-01T00:00:00.000Z'))).toBe(false);
    expect(isPastDeadline(undefined, new Date('2099-01-01T00:00:00.000Z'))).toBe(false);
    expect(acceptsApplications({ status: 'closed' }, new Date('2026-10-01T00:00:00.000Z'))).toBe(false);
    const now = new Date('2026-11-01T00:00:00.000Z');
    expect(deadlineCutoff(now)).toEqual(new Date(deadline));
    expect(deadlineClosesAt(deadline)).toEqual(now);
  });
});
