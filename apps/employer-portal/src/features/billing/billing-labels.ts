import type { BillingOverview, Payment } from '@jobboard/contracts';
import { formatCalendarDate } from '@jobboard/domain';

type SubscriptionStatus = BillingOverview['subscriptionStatus'];

const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  inactive: 'Inactive',
  trialing: 'Free Trial',
  active: 'Active',
  past_due: 'Past Due',
  canceled: 'Canceled',
};

/** The words on a subscription's status badge. */
export const subscriptionStatusLabel = (status: SubscriptionStatus): string => subscriptionStatusLabels[status];

/** A plan that lets the employer post now (and that can be canceled). */
export const hasLivePlan = (billing: Pick<BillingOverview, 'subscriptionStatus'>): boolean =>
  billing.subscriptionStatus === 'active' || billing.subscriptionStatus === 'trialing';

/** A payment's or statement's status as a word: "succeeded" -> "Succeeded". */
export const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

const paymentTypeLabels: Record<Payment['type'], string> = { job_post: 'Job post', subscription: 'Subscription' };

export const paymentTypeLabel = (type: Payment['type']): string => paymentTypeLabels[type];

/** A day as the billing pages show it: "Mar 10, 2026". */
export const formatBillingDate = (date: string): string => formatCalendarDate(date);

const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A statement's month: (3, 2026) -> "March 2026". */
export const statementMonth = (month: number, year: number): string => monthAndYear.format(Date.UTC(year, month - 1, 1));
