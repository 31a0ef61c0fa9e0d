import { billingMessages, payPerPostPriceCents, type SimulatePayment } from '@jobboard/contracts';
import { AppError, type Logger } from '@jobboard/server-kit';
import { billingRepository, type BillingAccount } from '../data-access/billing-repository';
import { oneMonthAfter } from '../data-access/stripe-gateway';
import { getBillingOverview, type Payments } from './billing';
import { receiveStripeEvent, signEvent } from './stripe-events';

const seconds = (date: Date | undefined) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The subscription object Stripe would send in its events, from what the product asked for. */
const subscriptionObject = (
  account: BillingAccount,
  subscription: { id: string; priceId: string; itemId: string; start: Date; periodStart: Date; periodEnd: Date; status: string; trialEnd?: Date; cancelAtPeriodEnd?: boolean },
  planId: string,
) => ({
  id: subscription.id,
  object: 'subscription',
  status: subscription.status,
  customer: account.stripeCustomerId ?? null,
  start_date: seconds(subscription.start),
  cancel_at_period_end: subscription.cancelAtPeriodEnd === true,
  trial_end: seconds(subscription.trialEnd),
  metadata: { employerId: String(account._id), planId },
  items: {
    object: 'list',
    data: [
      {
        id: subscription.itemId,
        current_period_start: seconds(subscription.periodStart),
        current_period_end: seconds(subscription.periodEnd),
        price: { id: subscription.priceId },
      },
    ],
  },
});

/**
 * POST /api/employers/:id/simulate-payment, with stripe-mock only (no real Stripe.js can load
 * offline): the server signs the events a successful payment would bring and sends them through
 * the real webhook path, in the order Stripe sends them. With real keys this route does not exist.
 */
export const simulatePayment = async (payments: Payments | undefined, employerId: string, payment: SimulatePayment, log: Pick<Logger, 'warn'>) => {
  const gateway = payments?.gateway;
  if (gateway?.mode !== 'mock') throw AppError.notFound();
  const account = await billingRepository.findBillingAccount(employerId);
  if (!account) throw AppError.notFound('Employer not found');
  const now = new Date();
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: gateway.ownId('evt_simulated'), object: 'event', type, created: seconds(now), livemode: false, data: { object }, api_version: null });
  const send = async (payload: string) => receiveStripeEvent(gateway, Buffer.from(payload), signEvent(gateway, payload), log);
  const invoice = (
    subscriptionId: string,
    reason: 'subscription_create' | 'subscription_update',
    amount: number,
    lines: { description: string; amount: number; start: Date; end: Date; proration: boolean }[],
  ) =>
    event('invoice.paid', {
      id: gateway.ownId('in_simulated'),
      object: 'invoice',
      amount_paid: amount,
      amount_due: amount,
      created: seconds(now),
      customer: account.stripeCustomerId ?? null,
      description: null,
      billing_reason: reason,
      metadata: { employerId },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { employerId } } },
      lines: {
        object: 'list',
        data: lines.map((line) => ({
          description: line.description,
          amount: line.amount,
          period: { start: seconds(line.start), end: seconds(line.end) },
          parent: { type: 'subscription_item_details', subscription_item_details: { proration: line.proration } },
        })),
      },
    });

  if (payment.kind === 'job_post') {
    // Only a payment this employer started here, and not yet settled.
    if (!(await billingRepository.hasPendingPayment(employerId, payment.paymentIntentId))) throw AppError.notFound('Payment not found');
    await send(
      event('payment_intent.succeeded', {
        id: payment.paymentIntentId,
        object: 'payment_intent',
        amount: payPerPostPriceCents,
        amount_received: payPerPostPriceCents,
        currency: 'usd',
        status: 'succeeded',
        created: seconds(now),
        customer: account.stripeCustomerId ?? null,
        description: 'Job post credit',
        latest_charge: 'ch_simulated',
        metadata: { employerId, type: 'job_post' },
      }),
    );
  } else if (payment.kind === 'subscription') {
    // The first invoice of the subscription awaiting payment: paid, and the subscription active.
    const pending = account.pendingSubscription;
    const plan = pending ? await billingRepository.findPlan(pending.planId) : null;
    if (!pending || !plan?.stripePriceId || pending.stripeSubscriptionId !== payment.subscriptionId) throw AppError.conflict(billingMessages.noSubscription);
    const periodEnd = oneMonthAfter(now);
    await send(invoice(payment.subscriptionId, 'subscription_create', plan.price, [{ description: `${plan.name} plan`, amount: plan.price, start: now, end: periodEnd, proration: false }]));
    const subscription = { id: payment.subscriptionId, priceId: plan.stripePriceId, itemId: gateway.ownId('si_simulated'), start: pending.createdAt, periodStart: now, periodEnd, status: 'active' };
    await send(event('customer.subscription.updated', subscriptionObject(account, subscription, plan._id)));
  } else {
    // The invoice of an upgrade (prorated, or the new plan's month when it ends a trial): paid,
    // and the subscription on its new price: the same period, or a new one from today.
    const change = account.pendingPlanChange;
    const to = change ? await billingRepository.findPlan(change.planId) : null;
    if (!change || !to?.stripePriceId || account.stripeSubscriptionId !== payment.subscriptionId || !account.currentPeriodStart || !account.subscriptionEndDate) {
      throw AppError.conflict(billingMessages.noPlanToChange);
    }
    const period = change.endsTrial ? { start: now, end: oneMonthAfter(now) } : { start: account.currentPeriodStart, end: account.subscriptionEndDate };
    await send(invoice(payment.subscriptionId, 'subscription_update', change.amountDue, change.lines.map((line) => ({ ...line, start: change.requestedAt, end: period.end, proration: !change.endsTrial }))));
    const subscription = {
      id: payment.subscriptionId,
      priceId: to.stripePriceId,
      itemId: account.stripeSubscriptionItemId ?? gateway.ownId('si_simulated'),
      start: account.subscriptionStartDate ?? period.start,
      periodStart: period.start,
      periodEnd: period.end,
      status: change.endsTrial ? 'active' : account.subscriptionStatus,
      trialEnd: change.endsTrial ? now : account.trialEnd,
      cancelAtPeriodEnd: account.cancelAtPeriodEnd === true,
    };
    await send(event('customer.subscription.updated', subscriptionObject(account, subscription, to._id)));
  }
  return getBillingOverview(employerId);
};
