import type { PlanId } from '@jobboard/contracts';
import { trialPlanIds } from '@jobboard/contracts';

type SubscriptionStatus = 'inactive' | 'trialing' | 'active' | 'past_due' | 'canceled';

/**
 * Our subscription status for one of Stripe's: a subscription waiting for its first payment (or
 * paused) grants nothing yet; one that expired unpaid is over; an unpaid one is past due.
 */
export const subscriptionStatusFromStripe = (status: string): SubscriptionStatus => {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
      return status;
    case 'unpaid':
      return 'past_due';
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'inactive';
  }
};

/** Plans that start with a free first month. */
export const startsWithTrial = (planId: PlanId): boolean => trialPlanIds.includes(planId);

const subscriptionEventRank: Record<string, number> = {
  'customer.subscription.created': 0,
  'customer.subscription.updated': 1,
  'customer.subscription.deleted': 2,
};

/**
 * The order of a subscription event, to apply only what is newer than what was applied: first
 * its time (seconds), then, within one second, created before updated before deleted. A stale
 * or replayed event has an order no greater than the stored one and changes nothing.
 */
export const subscriptionEventOrder = (eventType: string, createdSeconds: number): number =>
  createdSeconds * 10 + (subscriptionEventRank[eventType] ?? 1);

/** What a monthly statement adds up from the month's successful payments (integer cents). */
export interface StatementPayment {
  type: 'job_post' | 'subscription';
  amount: number;
}

export const statementTotals = (payments: readonly StatementPayment[]) => {
  const subscriptionFee = payments.filter((payment) => payment.type === 'subscription').reduce((sum, payment) => sum + payment.amount, 0);
  const jobPosts = payments.filter((payment) => payment.type === 'job_post');
  const jobPostFees = jobPosts.reduce((sum, payment) => sum + payment.amount, 0);
  return { subscriptionFee, jobPostFees, boostFees: 0, jobPostCount: jobPosts.length, totalAmount: subscriptionFee + jobPostFees };
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as pages and statements show money: 19900 -> "$199.00". */
export const formatCents = (cents: number): string => dollars.format(cents / 100);

/** A free first month is offered once per employer: a plan that trialed before starts paid. */
export const offersTrial = (planId: PlanId, { hadTrial }: { hadTrial: boolean }): boolean => startsWithTrial(planId) && !hadTrial;
