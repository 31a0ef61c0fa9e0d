import type { Translate } from '@jobboard/i18n';
import { startsWithTrial } from './billing-rules';
import { domainEnglish } from './texts';

/**
 * A subscription's life as the product keeps it, driven only by what Stripe reports. The one
 * place that says which report moves a subscription where, and what each state grants: a plan's
 * posts are granted while Stripe says the subscription is trialing or active, never before the
 * first invoice is paid (or the trial has started) and never for a subscription that ended.
 */

/** Where a subscription stands. `none`: not created yet; `incomplete`: awaiting its first payment. */
export const subscriptionLifecycleStates = ['none', 'incomplete', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionLifecycleState = (typeof subscriptionLifecycleStates)[number];

/** Stripe's subscription statuses (the `status` of a Subscription object). */
export const stripeSubscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;
export type StripeSubscriptionStatus = (typeof stripeSubscriptionStatuses)[number];

/** What can happen to a subscription: Stripe reports its status, or one of its invoices is paid or fails. */
export type SubscriptionEvent =
  | { type: 'reported'; status: StripeSubscriptionStatus }
  | { type: 'invoice_paid' }
  | { type: 'invoice_failed' };

export const subscriptionEvents: readonly SubscriptionEvent[] = [
  ...stripeSubscriptionStatuses.map((status) => ({ type: 'reported' as const, status })),
  { type: 'invoice_paid' },
  { type: 'invoice_failed' },
];

type Reported = Record<StripeSubscriptionStatus, SubscriptionLifecycleState>;

/**
 * The transitions for each reported status, by current state. Rules behind the table:
 * - canceled is final: an ended subscription never comes back;
 * - a subscription never goes back to incomplete or into a trial once it was paid or trialed
 *   (such a report is stale: an older event delivered late);
 * - unpaid and paused (a trial that ended without a card) grant nothing, like past_due.
 */
// Not yet paid (or not created): whatever Stripe says the subscription is, it is.
const fromUnpaid: Reported = {
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  paused: 'past_due',
};

const onReported: Record<SubscriptionLifecycleState, Reported> = {
  none: fromUnpaid,
  incomplete: fromUnpaid,
  trialing: {
    incomplete: 'trialing',
    incomplete_expired: 'trialing',
    trialing: 'trialing',
    active: 'active',
    past_due: 'past_due',
    unpaid: 'past_due',
    canceled: 'canceled',
    paused: 'past_due',
  },
  active: {
    incomplete: 'active',
    incomplete_expired: 'active',
    trialing: 'active',
    active: 'active',
    past_due: 'past_due',
    unpaid: 'past_due',
    canceled: 'canceled',
    paused: 'past_due',
  },
  past_due: {
    incomplete: 'past_due',
    incomplete_expired: 'past_due',
    trialing: 'past_due',
    active: 'active',
    past_due: 'past_due',
    unpaid: 'past_due',
    canceled: 'canceled',
    paused: 'past_due',
  },
  canceled: {
    incomplete: 'canceled',
    incomplete_expired: 'canceled',
    trialing: 'canceled',
    active: 'canceled',
    past_due: 'canceled',
    unpaid: 'canceled',
    canceled: 'canceled',
    paused: 'canceled',
  },
};

/**
 * The state after an event. A paid invoice settles an incomplete or past-due subscription (and
 * ends a trial that was billed); a failed one changes nothing here: Stripe reports past_due
 * itself when a renewal fails, while a failed upgrade invoice leaves the plan as it was.
 */
export const nextSubscriptionState = (state: SubscriptionLifecycleState, event: SubscriptionEvent): SubscriptionLifecycleState => {
  if (event.type === 'reported') return onReported[state][event.status];
  if (event.type === 'invoice_failed') return state;
  return state === 'canceled' || state === 'none' ? state : 'active';
};

/** A plan's posts are granted in these states only. */
export const planGrantingStates = ['trialing', 'active'] as const;
export const grantsPlan = (state: SubscriptionLifecycleState): state is (typeof planGrantingStates)[number] =>
  planGrantingStates.some((granting) => granting === state);

/** A stored status (the employer record's, the billing overview's) whose plan lets the employer post. */
export const statusGrantsPlan = (status: string | null | undefined): boolean => grantsPlan(lifecycleStateOf(status));

/** An ended subscription (or one that never was): the employer may start a new one. */
export const isSubscriptionOver = (state: SubscriptionLifecycleState): boolean => state === 'none' || state === 'canceled';

/** Our state for a stored subscription status (`inactive`: none yet). */
export const lifecycleStateOf = (status: string | null | undefined): SubscriptionLifecycleState =>
  subscriptionLifecycleStates.find((state) => state === status) ?? 'none';

/** The free first month: offered for the trial plans to an employer that never had one. */
export interface TrialHistory {
  /** When the employer's one trial started; set once and never cleared. */
  trialStartedAt?: Date | null;
  /** Records from before the marker kept only the trial's end. */
  trialEnd?: Date | null;
}

export const hasHadTrial = (history: TrialHistory): boolean => Boolean(history.trialStartedAt ?? history.trialEnd);

export const trialEligibility = (planId: string, history: TrialHistory): { eligible: boolean; reason?: 'plan_has_no_trial' | 'trial_used' } => {
  if (!startsWithTrial(planId)) return { eligible: false, reason: 'plan_has_no_trial' };
  if (hasHadTrial(history)) return { eligible: false, reason: 'trial_used' };
  return { eligible: true };
};

/** Plans by price: a dearer plan is an upgrade (now, prorated), a cheaper one a downgrade (at the period's end). */
export const planChangeKind = (from: { price: number }, to: { price: number }): 'upgrade' | 'downgrade' =>
  to.price > from.price ? 'upgrade' : 'downgrade';

export interface ProrationLine {
  description: string;
  /** Integer cents; a credit is negative. */
  amount: number;
}

/**
 * What an upgrade charges today, the way Stripe prorates by the second: a credit for the unused
 * rest of the period at the old price and a charge for it at the new price. Used to show the
 * amount where the payment provider cannot preview it (stripe-mock answers fixed fixtures).
 */
export const prorateUpgrade = (
  change: { fromName: string; fromPrice: number; toName: string; toPrice: number },
  period: { start: Date; end: Date },
  now: Date,
  t: Translate = domainEnglish,
): { lines: ProrationLine[]; amountDue: number } => {
  const total = period.end.getTime() - period.start.getTime();
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), total);
  const share = total > 0 ? left / total : 0;
  const lines = [
    { description: t('Unused time on {{plan}} after today', { plan: change.fromName }), amount: -Math.round(change.fromPrice * share) },
    { description: t('Remaining time on {{plan}} after today', { plan: change.toName }), amount: Math.round(change.toPrice * share) },
  ];
  return { lines, amountDue: Math.max(0, lines.reduce((sum, line) => sum + line.amount, 0)) };
};

/** Stripe lets an incomplete subscription's first invoice be paid for 23 hours, then expires it. */
export const incompleteSubscriptionLifetimeMs = 23 * 60 * 60 * 1000;
