import { grantsPlan, lifecycleStateOf, nextSubscriptionState, type SubscriptionEvent, type SubscriptionLifecycleState } from '@jobboard/domain';
import type { Logger } from '@jobboard/server-kit';
import { billingRepository, type LiveSubscription } from '../data-access/billing-repository';
import type { ReportedSubscription, StripeGateway } from '../data-access/stripe-gateway';

/**
 * What Stripe reports of a subscription, applied to its employer through the lifecycle (the
 * domain's one table of transitions). A report is about the subscription in force, the pending
 * one (awaiting its first payment) or one the product does not know; only Stripe's word that a
 * subscription is trialing or active, or that its first invoice is paid, grants a plan.
 */

type LiveStatus = LiveSubscription['subscriptionStatus'];
const liveStatusOf = (state: SubscriptionLifecycleState): LiveStatus =>
  state === 'trialing' || state === 'active' || state === 'past_due' ? state : 'canceled';

/** The plan a report shows: by its price (the truth after a plan change), else by our metadata. */
const planOf = async (reported: Pick<ReportedSubscription, 'priceId' | 'planId'>) => {
  const byPrice = reported.priceId ? await billingRepository.findPlanByPrice(reported.priceId) : null;
  return byPrice?._id ?? reported.planId;
};

const liveOf = (reported: ReportedSubscription, state: SubscriptionLifecycleState, plan: string | undefined): LiveSubscription => ({
  stripeSubscriptionId: reported.id,
  subscriptionStatus: liveStatusOf(state),
  subscriptionPlan: plan,
  stripeSubscriptionItemId: reported.itemId,
  subscriptionStartDate: reported.startDate,
  currentPeriodStart: reported.periodStart,
  subscriptionEndDate: reported.periodEnd,
  trialEnd: reported.trialEnd,
  cancelAtPeriodEnd: reported.cancelAtPeriodEnd,
});

/** The one-trial marker: when a report shows the subscription in its trial. */
const trialStartOf = (reported: ReportedSubscription, state: SubscriptionLifecycleState, now: Date) =>
  state === 'trialing' ? (reported.trialStart ?? now) : undefined;

/**
 * Applies a report of a subscription's state. `order` (the event's time) keeps an older report
 * from undoing a newer one; the lifecycle keeps a stale one from moving a state backwards.
 */
export const applySubscriptionReport = async (
  gateway: StripeGateway,
  employerId: string,
  reported: ReportedSubscription,
  order: number,
  log: Pick<Logger, 'warn'>,
  now = new Date(),
) => {
  const account = await billingRepository.findBillingAccount(employerId);
  if (!account) return;
  const event: SubscriptionEvent = { type: 'reported', status: reported.status };
  const plan = await planOf(reported);

  if (account.stripeSubscriptionId === reported.id) {
    const state = nextSubscriptionState(lifecycleStateOf(account.subscriptionStatus), event);
    const upgrade = account.pendingPlanChange;
    if (upgrade?.resumes && upgrade.planId === plan && reported.cancelAtPeriodEnd && grantsPlan(state)) {
      // The upgrade chosen over a cancellation is in force: the plan renews again.
      await gateway.stripe.subscriptions.update(reported.id, { cancel_at_period_end: false }, { idempotencyKey: `resume-after-upgrade-${reported.id}-${upgrade.requestedAt.getTime()}` });
      reported.cancelAtPeriodEnd = false;
    }
    await billingRepository.applyLiveReport(employerId, liveOf(reported, state, plan), order, trialStartOf(reported, state, now));
    return;
  }

  if (account.pendingSubscription?.stripeSubscriptionId === reported.id) {
    const state = nextSubscriptionState('incomplete', event);
    if (grantsPlan(state)) {
      await billingRepository.makeLive(employerId, liveOf(reported, state, plan ?? account.pendingSubscription.planId), order, 'pending', trialStartOf(reported, state, now));
    } else if (state === 'canceled') {
      await billingRepository.dropPendingSubscription(employerId, reported.id);
    }
    return;
  }

  // Not known here: a subscription created at Stripe just before employer-api stopped (its
  // answer never stored). It becomes the employer's if none is in force; a second one must not
  // bill the employer for something the product cannot show, so it is cancelled.
  const state = nextSubscriptionState('none', event);
  if (!grantsPlan(state) || !plan) return;
  if (await billingRepository.makeLive(employerId, liveOf(reported, state, plan), order, 'unknown', trialStartOf(reported, state, now))) return;
  const inForce = (await billingRepository.findBillingAccount(employerId))?.stripeSubscriptionId;
  if (inForce === reported.id) return;
  log.warn({ employerId, subscription: reported.id, inForce }, 'a second subscription of an employer was cancelled at Stripe');
  await gateway.stripe.subscriptions.cancel(reported.id).catch((error: unknown) => {
    log.warn({ err: error, subscription: reported.id }, 'could not cancel a second subscription at Stripe');
  });
};

/**
 * An invoice of a subscription was paid or failed. The first invoice of the pending
 * subscription being paid makes it the one in force (whatever order Stripe's events come in);
 * a paid invoice settles a past-due subscription.
 */
export const applyInvoiceOutcome = async (
  employerId: string,
  invoice: { subscriptionId: string; paid: boolean; periodStart?: Date; periodEnd?: Date },
  order: number,
) => {
  const account = await billingRepository.findBillingAccount(employerId);
  if (!account || !invoice.paid) return;
  const event: SubscriptionEvent = { type: 'invoice_paid' };
  const pending = account.pendingSubscription;
  if (pending?.stripeSubscriptionId === invoice.subscriptionId) {
    const state = nextSubscriptionState('incomplete', event);
    await billingRepository.makeLive(
      employerId,
      {
        stripeSubscriptionId: pending.stripeSubscriptionId,
        subscriptionStatus: liveStatusOf(state),
        subscriptionPlan: pending.planId,
        subscriptionStartDate: pending.createdAt,
        currentPeriodStart: invoice.periodStart,
        subscriptionEndDate: invoice.periodEnd,
        cancelAtPeriodEnd: false,
      },
      order,
      'pending',
    );
    return;
  }
  if (account.stripeSubscriptionId === invoice.subscriptionId && account.subscriptionStatus === 'past_due') {
    const state = nextSubscriptionState('past_due', event);
    await billingRepository.applyLiveReport(employerId, { stripeSubscriptionId: invoice.subscriptionId, subscriptionStatus: liveStatusOf(state) }, order);
  }
};
