import { trialPlanIds } from '@jobboard/contracts';

/** Plans that start with a free first month (any id: an unknown plan has none). */
export const startsWithTrial = (planId: string): boolean => trialPlanIds.some((id) => id === planId);

const subscriptionEventRank: Record<string, number> = {
  'invoice.paid': 0,
  'invoice.payment_failed': 0,
  'customer.subscription.created': 0,
  'customer.subscription.updated': 1,
  'customer.subscription.deleted': 2,
};

/**
 * The order of a subscription event, to apply only what is newer than what was applied: first
 * its time (seconds), then, within one second, created (and an invoice) before updated before deleted. A stale
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

