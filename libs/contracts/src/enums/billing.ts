/** Billing: plans, subscriptions and payments. */

export const subscriptionStatuses = ['inactive', 'trialing', 'active', 'past_due', 'canceled'] as const;
export const paymentTypes = ['job_post', 'subscription'] as const;
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export const statementPaymentStatuses = ['paid', 'pending', 'failed'] as const;
export const planIds = ['starter', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
export const planChangeKinds = ['upgrade', 'downgrade'] as const;
