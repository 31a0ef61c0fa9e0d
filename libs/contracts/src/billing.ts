/**
 * Plans, subscriptions, pay-per-post and the billing page: what the employer-api takes and
 * answers for payments, and the texts both sides show.
 */
import type { Translate } from '@jobboard/i18n';
import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common';
import { billingStatementSchema, paymentSchema, subscriptionPlanSchema } from './entities';
import { planChangeKinds, planIds, subscriptionStatuses } from './enums';
import { contractsEnglish } from './texts';

/** GET /api/subscription-plans: the active plans, cheapest first. */
export const subscriptionPlanListSchema = z.array(subscriptionPlanSchema);

/**
 * GET /api/billing/config: whether payments work here and how. `mock` is the development
 * default (stripe-mock): no real Stripe.js can load, so the pages offer a simulated payment.
 */
export const billingConfigSchema = z.object({
  mode: z.enum(['stripe', 'mock', 'off']),
  /** Only with real Stripe keys; never in the bundle. */
  publishableKey: z.string().optional(),
  /** The message the pages show when payments are off. */
  message: z.string().optional(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** POST /api/employers/:id/create-subscription */
export const createSubscriptionSchema = z.object({ planId: z.enum(planIds) });
export type CreateSubscription = z.infer<typeof createSubscriptionSchema>;

/** The subscription as created: a clientSecret when a payment must be confirmed in the browser. */
export const createSubscriptionResultSchema = z.object({
  subscriptionId: z.string(),
  status: z.enum(subscriptionStatuses),
  clientSecret: z.string().optional(),
  trialEnd: isoDateSchema.optional(),
});
export type CreateSubscriptionResult = z.infer<typeof createSubscriptionResultSchema>;

/**
 * POST /api/employers/:id/create-payment-intent: one job post. The spec's client sends
 * `amount: 99`; the server decides the amount and ignores any it is sent.
 */
export const createPaymentIntentSchema = z.object({
  type: z.literal('job_post'),
  amount: z.unknown().optional(),
  description: z.string().max(200).optional(),
});
export type CreatePaymentIntent = z.input<typeof createPaymentIntentSchema>;

export const paymentIntentResultSchema = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  /** Integer cents, as charged. */
  amount: z.number().int(),
});
export type PaymentIntentResult = z.infer<typeof paymentIntentResultSchema>;

/**
 * POST /api/employers/:id/simulate-payment (development with stripe-mock only): the server sends
 * itself the signed webhook event a real payment would bring.
 */
export const simulatePaymentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job_post'), paymentIntentId: z.string().min(1).max(255) }),
  z.object({ kind: z.literal('subscription'), subscriptionId: z.string().min(1).max(255) }),
  /** The prorated invoice of an upgrade chosen with change-plan. */
  z.object({ kind: z.literal('plan_change'), subscriptionId: z.string().min(1).max(255) }),
]);
export type SimulatePayment = z.infer<typeof simulatePaymentSchema>;

/** GET /api/employers/:id/plan-change-preview?planId=… */
export const planChangePreviewQuerySchema = z.object({ planId: z.enum(planIds) });

/**
 * POST /api/employers/:id/change-plan. `prorationDate` is the preview's: the upgrade is then
 * prorated as of that moment, so the amount charged is the amount shown (within the last hour).
 */
export const changePlanSchema = z.object({ planId: z.enum(planIds), prorationDate: isoDateSchema.optional() });
export type ChangePlan = z.infer<typeof changePlanSchema>;

/** One line of an invoice: a plan's fee, or a proration credit (negative) or charge. Integer cents. */
export const invoiceLineSchema = z.object({ description: z.string(), amount: z.number().int() });
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/**
 * What changing to a plan would do, from the payment provider's upcoming invoice: an upgrade
 * charges the prorated difference now and takes effect once paid; a downgrade charges nothing
 * now and takes effect when the period ends. A plan the employer is on but cancelled resumes.
 */
export const planChangePreviewSchema = z.object({
  planId: z.enum(planIds),
  planName: z.string(),
  kind: z.enum(planChangeKinds),
  /** Charged now (integer cents): the prorated difference of an upgrade, else 0. */
  amountDue: z.number().int(),
  /** When the new plan takes effect: now (once paid) for an upgrade, the period's end for a downgrade. */
  effectiveAt: isoDateSchema,
  /** The proration lines of the amount due now. */
  lines: z.array(invoiceLineSchema),
  /** The next regular invoice: its amount and date. */
  nextInvoiceAmount: z.number().int(),
  nextInvoiceDate: isoDateSchema,
  /** The moment the proration was computed for: send it back with the change. */
  prorationDate: isoDateSchema,
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/**
 * What a plan change did: applied (now, or once the payment below goes through when a
 * clientSecret comes with it), or scheduled for the period's end.
 */
export const changePlanResultSchema = z.object({
  /** An upgrade or a downgrade; the current plan chosen again resumes a cancelled plan or keeps it over a scheduled downgrade. */
  kind: z.enum([...planChangeKinds, 'resume', 'keep']),
  outcome: z.enum(['applied', 'payment_required', 'scheduled']),
  subscriptionId: z.string(),
  amountDue: z.number().int(),
  effectiveAt: isoDateSchema,
  clientSecret: z.string().optional(),
});
export type ChangePlanResult = z.infer<typeof changePlanResultSchema>;

/** GET /api/employers/:id/billing: the billing page (the spec's billing info, and what we add). */
export const billingOverviewSchema = z.object({
  subscriptionStatus: z.enum(subscriptionStatuses),
  subscriptionPlan: z.string().optional(),
  planName: z.string().optional(),
  /** Posts a month on the plan; absent when unlimited or no plan. */
  jobPostLimit: z.number().int().optional(),
  jobPostCredits: z.number().int(),
  subscriptionEndDate: isoDateSchema.optional(),
  trialEnd: isoDateSchema.optional(),
  /** The plan ends at subscriptionEndDate instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
  /** The plan's current billing period began here (Stripe's period); its posts are counted within it. */
  currentPeriodStart: isoDateSchema.optional(),
  /** The plan's posts used this period (0 without a plan). */
  planPostsUsed: z.number().int().min(0),
  /** A free first month is still possible (never had one). */
  trialAvailable: z.boolean(),
  /** When the employer's one free month started, if it had it. */
  trialStartedAt: isoDateSchema.optional(),
  /** A cheaper plan chosen for the next period (a downgrade). */
  scheduledChange: z.object({ planId: z.enum(planIds), planName: z.string(), effectiveAt: isoDateSchema }).optional(),
  /** An upgrade chosen and waiting for its payment (for 23 hours); the current plan stays until it is paid. */
  pendingChange: z.object({ planId: z.enum(planIds), planName: z.string(), amountDue: z.number().int() }).optional(),
  payments: z.array(paymentSchema),
  statements: z.array(billingStatementSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const statementParamsSchema = z.object({ id: objectIdSchema, statementId: objectIdSchema });

/** The subscription and billing pages' texts. */
export const billingMessages = {
  subscriptionFailed: { title: 'Subscription Failed', message: 'Failed to create subscription. Please try again.' },
  paymentFailed: { title: 'Payment Failed', message: 'Failed to create payment. Please try again.' },
  /** Confirming a payment failed: the provider's message, else this; on an exception, `paymentProcessingFailed`. */
  paymentConfirmFailedTitle: 'Payment Failed',
  paymentConfirmFallback: 'Payment failed',
  paymentProcessingFailed: 'Payment processing failed',
  subscriptionStarted: { title: 'Subscription Started', message: 'Your plan is active. You can post jobs now.' },
  trialStarted: { title: 'Free Trial Started', message: 'Your first month is free. You can post jobs now.' },
  paymentSucceeded: { title: 'Payment Successful', message: 'Your job post credit has been added.' },
  /** After returning from the card provider, before its webhook has arrived. */
  awaitingConfirmation:
    'Your payment went through. It can take a few seconds for it to show here; this page refreshes when it does.',
  billingLoadFailed: 'Unable to load billing information.',
  notConfigured: 'Payments are not configured on this server. Please contact support to change your plan.',
  canceled: { title: 'Subscription Canceled', message: 'Your plan stays active until the end of the current period.' },
  cancelFailed: { title: 'Cancel Failed', message: 'Failed to cancel the subscription. Please try again.' },
  alreadySubscribed: 'You already have a plan. Choose another plan to change it; you do not need to cancel first.',
  noSubscription: 'There is no active subscription to cancel.',
  noPlanToChange: 'You have no plan to change. Choose a plan to start one.',
  samePlan: 'You are already on this plan.',
  pastDueChange: 'Your last payment did not go through. Plans can be changed once it is paid.',
  planChangeFailed: { title: 'Plan Change Failed', message: 'Failed to change your plan. Please try again.' },
  upgraded: { title: 'Plan Upgraded', message: 'Your new plan is active. You can post jobs now.' },
  downgradeScheduled: (planName: string, date: string, t: Translate = contractsEnglish) => ({
    title: t('Plan Change Scheduled'),
    message: t('You will move to {{planName}} on {{date}}. Until then you keep your current plan.', { planName, date }),
  }),
  resumed: { title: 'Subscription Resumed', message: 'Your plan will renew as usual.' },
  kept: (planName: string, t: Translate = contractsEnglish) => ({
    title: t('Plan Kept'),
    message: t('You stay on {{planName}}; the scheduled change is cancelled.', { planName }),
  }),
  busy: 'Another change to your plan is being made. Please wait a moment and try again.',
  planNotForSale: 'This plan cannot be bought right now. Please contact support.',
  statementNotFound: 'Statement not found',
} as const;
