import { isPlanInForce, planPeriodOf, planPeriodStartOf, postingEntitlement } from './posting-entitlement';

const now = new Date('2026-11-25T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const pro = { jobPostLimit: 15 };
const unlimited = {};

describe('the plan period', () => {
  it('runs month to month from the day the subscription started', () => {
    expect(planPeriodStartOf(new Date('2026-03-10T08:00:00Z'), now)).toEqual(new Date('2026-11-10T08:00:00Z'));
    expect(planPeriodStartOf(new Date('2026-03-28T08:00:00Z'), now)).toEqual(new Date('2026-10-28T08:00:00Z'));
  });

  it('anchors a subscription started on the 31st to the last day of shorter months', () => {
    expect(planPeriodStartOf(new Date('2026-01-31T00:00:00Z'), new Date('2026-03-01T00:00:00Z'))).toEqual(
      new Date('2026-02-28T00:00:00Z'),
    );
  });

  it('is the calendar month when no start is known', () => {
    expect(planPeriodStartOf(undefined, now)).toEqual(new Date('2026-11-01T00:00:00Z'));
  });
});

describe('who may post', () => {
  const active = { subscriptionStatus: 'active', subscriptionPlan: 'pro', subscriptionStartDate: new Date('2026-11-01T00:00:00Z') };

  it('allows an active plan with posts left, counting only this period', () => {
    const usedLastPeriod = { ...active, planPeriodStart: new Date('2026-10-01T00:00:00Z'), planPostsUsed: 15 };
    expect(postingEntitlement(usedLastPeriod, pro, now)).toMatchObject({ canPost: true, source: 'plan', planPostsLeft: 15 });
    const usedNow = { ...active, planPeriodStart: new Date('2026-11-01T00:00:00Z'), planPostsUsed: 11 };
    expect(postingEntitlement(usedNow, pro, now)).toMatchObject({ canPost: true, planPostsLeft: 4, summary: '4 posts left this period' });
  });

  it('falls back to a bought credit when the plan has no posts left', () => {
    const spent = { ...active, planPeriodStart: new Date('2026-11-01T00:00:00Z'), planPostsUsed: 15, jobPostCredits: 2 };
    expect(postingEntitlement(spent, pro, now)).toMatchObject({ canPost: true, source: 'credit', planPostsLeft: 0, credits: 2 });
  });

  it('refuses when the plan is used up and there is no credit', () => {
    const spent = { ...active, planPeriodStart: new Date('2026-11-01T00:00:00Z'), planPostsUsed: 15 };
    expect(postingEntitlement(spent, pro, now)).toMatchObject({ canPost: false, source: 'none', summary: 'No posts left this period' });
  });

  it('never runs out on an unlimited plan', () => {
    const busy = { ...active, planPeriodStart: new Date('2026-11-01T00:00:00Z'), planPostsUsed: 500 };
    expect(postingEntitlement(busy, unlimited, now)).toMatchObject({ canPost: true, planPostsLeft: null });
  });

  it('counts a trial until it ends, and not after', () => {
    const trial = { subscriptionStatus: 'trialing', subscriptionPlan: 'pro', trialEnd: new Date(now.getTime() + day) };
    expect(isPlanInForce(trial, now)).toBe(true);
    expect(isPlanInForce({ ...trial, trialEnd: new Date(now.getTime() - day) }, now)).toBe(false);
  });

  it('gives a new employer (inactive, no credits) nothing', () => {
    expect(postingEntitlement({ subscriptionStatus: 'inactive', jobPostCredits: 0 }, undefined, now)).toMatchObject({
      canPost: false,
      summary: 'No active plan or job post credits',
    });
  });

  it('ignores a plan that is past due or canceled, but not the credits', () => {
    const canceled = { subscriptionStatus: 'canceled', subscriptionPlan: 'pro', jobPostCredits: 1 };
    expect(postingEntitlement(canceled, pro, now)).toMatchObject({ canPost: true, source: 'credit', summary: '1 job post credit' });
  });
});

describe('the billing period posts are counted in', () => {
  it('is the one Stripe reports, to the second, so a report of the same period keeps its count', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const noted = { currentPeriodStart: new Date('2026-11-17T20:37:42.210Z') };
    const reported = { currentPeriodStart: new Date('2026-11-17T20:37:42.000Z') };

    expect(planPeriodOf(noted, now)).toEqual(planPeriodOf(reported, now));
    expect(planPeriodOf(reported, now)).toEqual(new Date('2026-11-17T20:37:42.000Z'));
  });

  it('rolls on by months while a renewal is not heard of, and prefers the reported period to the start', () => {
    const account = { subscriptionStartDate: new Date('2026-01-05T00:00:00Z'), currentPeriodStart: new Date('2026-09-05T00:00:00Z') };

    expect(planPeriodOf(account, new Date('2026-11-20T00:00:00Z'))).toEqual(new Date('2026-11-05T00:00:00Z'));
  });
});
