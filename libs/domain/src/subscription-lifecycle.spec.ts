import {
  grantsPlan,
  nextSubscriptionState,
  planChangeKind,
  prorateUpgrade,
  subscriptionEvents,
  subscriptionLifecycleStates,
  trialEligibility,
  type SubscriptionEvent,
  type SubscriptionLifecycleState,
} from './subscription-lifecycle';

const eventName = (event: SubscriptionEvent) => (event.type === 'reported' ? `reported ${event.status}` : event.type);

/**
 * The whole table, written out by hand: every state (rows) by every event (columns). A change
 * to the lifecycle must change this table too.
 */
const expected: Record<SubscriptionLifecycleState, Record<string, SubscriptionLifecycleState>> = {
  none: {
    'reported incomplete': 'incomplete',
    'reported incomplete_expired': 'canceled',
    'reported trialing': 'trialing',
    'reported active': 'active',
    'reported past_due': 'past_due',
    'reported unpaid': 'past_due',
    'reported canceled': 'canceled',
    'reported paused': 'past_due',
    invoice_paid: 'none',
    invoice_failed: 'none',
  },
  incomplete: {
    'reported incomplete': 'incomplete',
    'reported incomplete_expired': 'canceled',
    'reported trialing': 'trialing',
    'reported active': 'active',
    'reported past_due': 'past_due',
    'reported unpaid': 'past_due',
    'reported canceled': 'canceled',
    'reported paused': 'past_due',
    invoice_paid: 'active',
    invoice_failed: 'incomplete',
  },
  trialing: {
    'reported incomplete': 'trialing',
    'reported incomplete_expired': 'trialing',
    'reported trialing': 'trialing',
    'reported active': 'active',
    'reported past_due': 'past_due',
    'reported unpaid': 'past_due',
    'reported canceled': 'canceled',
    'reported paused': 'past_due',
    invoice_paid: 'active',
    invoice_failed: 'trialing',
  },
  active: {
    'reported incomplete': 'active',
    'reported incomplete_expired': 'active',
    'reported trialing': 'active',
    'reported active': 'active',
    'reported past_due': 'past_due',
    'reported unpaid': 'past_due',
    'reported canceled': 'canceled',
    'reported paused': 'past_due',
    invoice_paid: 'active',
    invoice_failed: 'active',
  },
  past_due: {
    'reported incomplete': 'past_due',
    'reported incomplete_expired': 'past_due',
    'reported trialing': 'past_due',
    'reported active': 'active',
    'reported past_due': 'past_due',
    'reported unpaid': 'past_due',
    'reported canceled': 'canceled',
    'reported paused': 'past_due',
    invoice_paid: 'active',
    invoice_failed: 'past_due',
  },
  canceled: {
    'reported incomplete': 'canceled',
    'reported incomplete_expired': 'canceled',
    'reported trialing': 'canceled',
    'reported active': 'canceled',
    'reported past_due': 'canceled',
    'reported unpaid': 'canceled',
    'reported canceled': 'canceled',
    'reported paused': 'canceled',
    invoice_paid: 'canceled',
    invoice_failed: 'canceled',
  },
};

describe('the subscription lifecycle', () => {
  const cases = subscriptionLifecycleStates.flatMap((state) => subscriptionEvents.map((event) => [state, eventName(event), event] as const));

  it('covers every state and every event', () => {
    expect(cases).toHaveLength(subscriptionLifecycleStates.length * subscriptionEvents.length);
    expect(Object.keys(expected).sort()).toEqual([...subscriptionLifecycleStates].sort());
    for (const row of Object.values(expected)) expect(Object.keys(row).sort()).toEqual(subscriptionEvents.map(eventName).sort());
  });

  it.each(cases)('from %s, %s', (state, name, event) => {
    expect(nextSubscriptionState(state, event)).toBe(expected[state][name]);
  });

  it('grants a plan only while trialing or active', () => {
    expect(subscriptionLifecycleStates.filter(grantsPlan)).toEqual(['trialing', 'active']);
  });

  it('never reaches a granting state from canceled, whatever the order of later events', () => {
    for (const first of subscriptionEvents) {
      for (const second of subscriptionEvents) {
        expect(grantsPlan(nextSubscriptionState(nextSubscriptionState('canceled', first), second))).toBe(false);
      }
    }
  });

  it('grants nothing to a subscription that was created and never paid, whatever else than a payment is reported', () => {
    const unpaid = subscriptionEvents.filter(
      (event) => event.type === 'invoice_failed' || (event.type === 'reported' && !['active', 'trialing'].includes(event.status)),
    );
    for (const event of unpaid) expect(grantsPlan(nextSubscriptionState('incomplete', event))).toBe(false);
  });
});

describe('the free first month', () => {
  it('is offered on Professional and Enterprise to an employer that never had one', () => {
    expect(trialEligibility('pro', {})).toEqual({ eligible: true });
    expect(trialEligibility('enterprise', { trialStartedAt: null, trialEnd: null })).toEqual({ eligible: true });
  });

  it('is not offered on Starter, nor a second time (the marker, or an older record\'s trial end)', () => {
    expect(trialEligibility('starter', {})).toEqual({ eligible: false, reason: 'plan_has_no_trial' });
    expect(trialEligibility('pro', { trialStartedAt: new Date('2026-01-01') })).toEqual({ eligible: false, reason: 'trial_used' });
    expect(trialEligibility('enterprise', { trialEnd: new Date('2026-02-01') })).toEqual({ eligible: false, reason: 'trial_used' });
  });
});

describe('changing plans', () => {
  it('calls a dearer plan an upgrade and a cheaper one a downgrade', () => {
    expect(planChangeKind({ price: 4900 }, { price: 19900 })).toBe('upgrade');
    expect(planChangeKind({ price: 49900 }, { price: 19900 })).toBe('downgrade');
  });

  it('prorates an upgrade by the time left in the period', () => {
    const period = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
    const halfway = new Date('2026-11-16T00:00:00Z');

    const { lines, amountDue } = prorateUpgrade({ fromName: 'Starter', fromPrice: 4900, toName: 'Professional', toPrice: 19900 }, period, halfway);

    expect(lines.map((line) => line.amount)).toEqual([-2450, 9950]);
    expect(amountDue).toBe(7500);
    expect(prorateUpgrade({ fromName: 'A', fromPrice: 4900, toName: 'B', toPrice: 19900 }, period, period.end).amountDue).toBe(0);
  });
});
