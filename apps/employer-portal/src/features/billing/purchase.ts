import type { BillingOverview, PlanId } from '@jobboard/contracts';
import { hasLivePlan } from './billing-labels';

/** What the payment form is paying for, as the API answered when it was started. */
export type Purchase =
  | { kind: 'subscription'; planId: PlanId; planName: string; subscriptionId: string; clientSecret: string; amount: number; trial: boolean }
  /** An upgrade's prorated invoice (`amount`, charged once); the plan changes when it is paid. */
  | { kind: 'plan_change'; planId: PlanId; planName: string; subscriptionId: string; clientSecret: string; amount: number }
  | { kind: 'job_post'; paymentIntentId: string; clientSecret: string; amount: number };

/**
 * How a paid purchase shows in the billing overview once the server has heard of it (the
 * provider's webhook, or the simulated one): the plan (or the upgraded plan) live, or the job
 * post payment succeeded. Until then nothing has changed: an abandoned payment changes nothing.
 */
export type PurchaseExpectation =
  | { kind: 'subscription'; planId: string; trial: boolean }
  | { kind: 'plan_change'; planId: string }
  | { kind: 'job_post'; paymentIntentId: string; creditsBefore?: number };

export const expectationOf = (purchase: Purchase, billing: BillingOverview | undefined): PurchaseExpectation => {
  if (purchase.kind === 'subscription') return { kind: 'subscription', planId: purchase.planId, trial: purchase.trial };
  if (purchase.kind === 'plan_change') return { kind: 'plan_change', planId: purchase.planId };
  return {
    kind: 'job_post',
    paymentIntentId: purchase.paymentIntentId,
    // Unknown credits: only the payment itself, listed as succeeded, confirms it.
    creditsBefore: billing?.jobPostCredits,
  };
};

export const isReflectedIn = (billing: BillingOverview, expected: PurchaseExpectation): boolean => {
  if (expected.kind === 'subscription' || expected.kind === 'plan_change') {
    return hasLivePlan(billing) && billing.subscriptionPlan === expected.planId;
  }
  return (
    (typeof expected.creditsBefore === 'number' && billing.jobPostCredits > expected.creditsBefore) ||
    billing.payments.some((payment) => payment.stripePaymentIntentId === expected.paymentIntentId && payment.status === 'succeeded')
  );
};

// The card provider may send the browser away to confirm (3-D Secure, bank redirects) and back
// to /subscription?success=true: what was being paid for is kept for that return.
const storageKey = 'jobboard:pending-purchase';

export const rememberExpectation = (expected: PurchaseExpectation) => {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(expected));
  } catch {
    // Storage may be unavailable (private mode); the return then checks the payment id alone.
  }
};

export const forgetExpectation = () => {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
};

const isExpectation = (value: unknown): value is PurchaseExpectation => {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  if (value.kind === 'subscription' || value.kind === 'plan_change') return 'planId' in value && typeof value.planId === 'string';
  if (value.kind === 'job_post') return 'paymentIntentId' in value && typeof value.paymentIntentId === 'string';
  return false;
};

/** The expectation kept before leaving for the provider, if this tab has one. */
export const recalledExpectation = (): PurchaseExpectation | undefined => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    return isExpectation(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};
