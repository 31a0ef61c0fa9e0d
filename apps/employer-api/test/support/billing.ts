import type { BillingOverview } from '@jobboard/contracts';
import { EmployerModel } from '@jobboard/db';
import { createEmployerRecord, ensurePlans, signInAs, TestClient } from '@jobboard/test-kit';
import Stripe from 'stripe';

// Only for signing test events, as Stripe signs them (the SDK's own test helper).
const signer = new Stripe('sk_test_signer');

export const webhookSecret = () => {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: the test kit starts stripe-mock and sets it');
  return secret;
};

let eventCount = 0;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Stripe event as Stripe would send it, created at `created` (seconds). */
export const anEvent = (type: string, object: Record<string, unknown>, created = nowSeconds()) =>
  JSON.stringify({ id: `evt_test_${++eventCount}_${Date.now()}`, object: 'event', type, created, livemode: false, data: { object } });

/** Delivers a payload to the webhook, signed with the run's secret (or another one). */
export const deliverTo = (url: string, payload: string, { timestamp, secret = webhookSecret() }: { timestamp?: number; secret?: string } = {}) =>
  fetch(`${url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }) },
    body: payload,
  });

/** The price id the service configured for a plan (in mock mode, found under the plan's lookup key). */
export const priceOfPlan = (planId: string) => `price_real-opportunities-${planId}-monthly`;

/** A subscription object as Stripe's events carry it. */
export const aSubscription = (
  employerId: string,
  status: string,
  overrides: { id?: string; planId?: string; periodStart?: number; periodEnd?: number; trialEnd?: number | null; cancelAtPeriodEnd?: boolean } = {},
) => {
  const start = overrides.periodStart ?? nowSeconds();
  return {
    id: overrides.id ?? 'sub_test_1',
    object: 'subscription',
    status,
    customer: null,
    start_date: start,
    cancel_at_period_end: overrides.cancelAtPeriodEnd ?? false,
    trial_end: overrides.trialEnd ?? null,
    metadata: { employerId, planId: overrides.planId ?? 'pro' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_test_1',
          current_period_start: start,
          current_period_end: overrides.periodEnd ?? start + 30 * 86400,
          price: { id: priceOfPlan(overrides.planId ?? 'pro') },
        },
      ],
    },
  };
};

/** A paid invoice of a subscription, as Stripe's invoice.paid carries it. */
export const aPaidInvoice = (employerId: string, subscriptionId: string, amount: number, period = { start: nowSeconds(), end: nowSeconds() + 30 * 86400 }) => ({
  id: `in_test_${++eventCount}`,
  object: 'invoice',
  amount_paid: amount,
  amount_due: amount,
  created: nowSeconds(),
  metadata: { employerId },
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { employerId } } },
  lines: { object: 'list', data: [{ description: 'Plan', amount, period, parent: { subscription_item_details: { proration: false } } }] },
});

export type SignedInEmployer = Awaited<ReturnType<typeof createEmployerRecord>> & { client: TestClient };

/** A new employer with no plan, signed in on the service at `url`. */
export const newEmployerOn = async (url: () => string): Promise<SignedInEmployer> => {
  await ensurePlans();
  const employer = await createEmployerRecord();
  const client = new TestClient(url);
  await signInAs(client, { subjectId: employer.id, role: 'employer' });
  return { ...employer, client };
};

export const billingOf = async (employer: { id: string; client: TestClient }) =>
  (await employer.client.get<BillingOverview>(`/api/employers/${employer.id}/billing`)).body;

export const creditsOf = async (id: string) => (await EmployerModel.findById(id).lean())?.jobPostCredits;
