import {
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
