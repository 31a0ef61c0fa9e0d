import { randomBytes } from 'node:crypto';
import type { BillingConfig } from '@jobboard/contracts';
import { stripeSubscriptionStatuses, type StripeSubscriptionStatus } from '@jobboard/domain';
import Stripe from 'stripe';
import type { StripeSettings } from '../stripe-settings';

/**
 * The one door to Stripe. With real keys it is Stripe; with STRIPE_API_URL it is stripe-mock
 * (development and tests). stripe-mock is stateless and answers fixed fixtures, so in that
 * mode each created object's id gets a unique suffix (two purchases must stay two), and what a
 * call reports of a subscription is what real Stripe would report for the request made.
 */
export interface StripeGateway {
  readonly mode: 'stripe' | 'mock';
  readonly stripe: Stripe;
  readonly publishableKey?: string;
  /** Absent: webhooks cannot be verified, so none is accepted. */
  readonly webhookSecret?: string;
  /** Test-mode keys (or stripe-mock): prices missing under their lookup key may be created at start. */
  readonly testMode: boolean;
  /** An id as the product keeps it (unique per object in mock mode). */
  ownId(id: string): string;
}

export const createStripeGateway = (
  config: Pick<StripeSettings, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>,
): StripeGateway | undefined => {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const mock = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(mock ? { host: mock.hostname, port: Number(mock.port), protocol: mock.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  return {
    mode: mock ? 'mock' : 'stripe',
    stripe,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    testMode: Boolean(mock) || /^(sk|rk)_test_/.test(config.STRIPE_SECRET_KEY),
    ownId: (id) => (mock ? `${id}_${randomBytes(6).toString('hex')}` : id),
  };
};

/** What the pages need to know: how payments run here, and the key Stripe.js needs. */
export const billingConfigOf = (gateway: StripeGateway | undefined, notConfigured: string): BillingConfig => {
  if (!gateway) return { mode: 'off', message: notConfigured };
  if (gateway.mode === 'mock') return { mode: 'mock' };
  return { mode: 'stripe', publishableKey: gateway.publishableKey };
};

/** A subscription as Stripe reports it, in the product's terms. */
export interface ReportedSubscription {
  id: string;
  status: StripeSubscriptionStatus;
  priceId?: string;
  itemId?: string;
  startDate?: Date;
  periodStart?: Date;
  periodEnd?: Date;
  trialStart?: Date;
  trialEnd?: Date;
  cancelAtPeriodEnd: boolean;
  employerId?: string;
  planId?: string;
}

const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : undefined);
const isStripeStatus = (status: string): status is StripeSubscriptionStatus => stripeSubscriptionStatuses.some((known) => known === status);

/** Reads a Subscription object (a webhook's, or an API answer from real Stripe). */
export const readSubscription = (
  subscription: Stripe.Subscription & { current_period_start?: number; current_period_end?: number },
  id = subscription.id,
): ReportedSubscription => {
  const item = subscription.items?.data?.[0];
  // The period is the item's in current API versions, the subscription's own before 2025.
  const [periodStart, periodEnd] = [item?.current_period_start ?? subscription.current_period_start, item?.current_period_end ?? subscription.current_period_end];
  return {
    id,
    status: isStripeStatus(subscription.status) ? subscription.status : 'incomplete',
    priceId: item?.price?.id,
    itemId: item?.id,
    startDate: fromSeconds(subscription.start_date),
    periodStart: fromSeconds(periodStart),
    periodEnd: fromSeconds(periodEnd ?? subscription.cancel_at ?? subscription.ended_at),
    trialStart: fromSeconds(subscription.trial_start),
    trialEnd: fromSeconds(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    employerId: subscription.metadata?.employerId,
    planId: subscription.metadata?.planId,
  };
};

const dayMs = 24 * 60 * 60 * 1000;

/** A month on from `date` (the 31st to the last day of a shorter month), as Stripe bills. */
export const oneMonthAfter = (date: Date): Date => {
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
};

/**
 * What the create call reports of a new subscription. Real Stripe's answer is read as it is;
 * stripe-mock's is a fixture, so the report is what Stripe would answer for this request:
 * trialing for the trial's length with a trial, else incomplete until the first invoice is paid.
 */
export const reportOfCreated = (
  gateway: StripeGateway,
  created: Stripe.Subscription,
  asked: { id: string; priceId: string; trialDays?: number; employerId: string; planId: string; now: Date },
): ReportedSubscription => {
  if (gateway.mode === 'stripe') return readSubscription(created, asked.id);
  const trialEnd = asked.trialDays ? new Date(asked.now.getTime() + asked.trialDays * dayMs) : undefined;
  return {
    id: asked.id,
    status: trialEnd ? 'trialing' : 'incomplete',
    priceId: asked.priceId,
    itemId: gateway.ownId('si_mock'),
    startDate: asked.now,
    periodStart: asked.now,
    periodEnd: trialEnd ?? oneMonthAfter(asked.now),
    trialStart: trialEnd ? asked.now : undefined,
    trialEnd,
    cancelAtPeriodEnd: false,
    employerId: asked.employerId,
    planId: asked.planId,
  };
};

/**
 * What an upgrade paid at once reports: real Stripe's answer as it is; for stripe-mock, the
 * subscription as it was with the new price (same period, same trial).
 */
export const reportOfUpdated = (
  gateway: StripeGateway,
  updated: Stripe.Subscription,
  asked: {
    id: string;
    priceId: string;
    account: { subscriptionStatus: string; stripeSubscriptionItemId?: string; subscriptionStartDate?: Date; currentPeriodStart?: Date; subscriptionEndDate?: Date; trialEnd?: Date };
  },
): ReportedSubscription => {
  if (gateway.mode === 'stripe') return readSubscription(updated, asked.id);
  const { account } = asked;
  return {
    id: asked.id,
    status: account.subscriptionStatus === 'trialing' ? 'trialing' : 'active',
    priceId: asked.priceId,
    itemId: account.stripeSubscriptionItemId,
    startDate: account.subscriptionStartDate,
    periodStart: account.currentPeriodStart,
    periodEnd: account.subscriptionEndDate,
    trialEnd: account.trialEnd,
    cancelAtPeriodEnd: false,
  };
};
