import {
  billingMessages,
  payPerPostPriceCents,
  trialDays,
  type BillingOverview,
  type CreateSubscriptionResult,
  type PaymentIntentResult,
  type PlanId,
  type SimulatePayment,
} from '@jobboard/contracts';
import { formatCents, offersTrial, statementTotals, textPdf } from '@jobboard/domain';
import { AppError, type Logger } from '@jobboard/server-kit';
import { billingRepository } from '../../data-access/billing-repository';
import type { StripeGateway } from '../../data-access/stripe-gateway';
import { receiveStripeEvent, signEvent } from './stripe-events';

const dayMs = 24 * 60 * 60 * 1000;
/** Two clicks within this window make one subscription (Stripe's idempotency key). */
const subscriptionRequestWindowMs = 10 * 60 * 1000;
const planInForce = ['active', 'trialing'];

const notConfigured = () => new AppError(503, 'service_unavailable', billingMessages.notConfigured);

const requireGateway = (gateway: StripeGateway | undefined): StripeGateway => {
  if (!gateway) throw notConfigured();
  return gateway;
};

const findAccount = async (employerId: string) => {
  const account = await billingRepository.findBillingAccount(employerId);
  if (!account) throw AppError.notFound('Employer not found');
  return account;
};

type Account = Awaited<ReturnType<typeof findAccount>>;

/** The employer's Stripe customer, created once (an idempotency key and a first-one-wins write). */
const customerOf = async (gateway: StripeGateway, account: Account) => {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const employerId = String(account._id);
  const customer = await gateway.stripe.customers.create(
    { email: account.email, name: account.companyName, metadata: { employerId } },
    { idempotencyKey: `customer-${employerId}` },
  );
  return billingRepository.rememberCustomer(employerId, gateway.ownId(customer.id));
};

/** The plan's monthly Stripe price, created the first time a plan is sold. */
const priceOf = async (gateway: StripeGateway, plan: { _id: string; name: string; price: number; stripePriceId?: string }) => {
  if (plan.stripePriceId) return plan.stripePriceId;
  const product = await gateway.stripe.products.create({ name: plan.name }, { idempotencyKey: `product-${plan._id}` });
  const price = await gateway.stripe.prices.create(
    { product: product.id, unit_amount: plan.price, currency: 'usd', recurring: { interval: 'month' } },
    { idempotencyKey: `price-${plan._id}-${plan.price}` },
  );
  return billingRepository.rememberPlanPrice(plan._id, price.id);
};

/**
 * POST /api/employers/:id/create-subscription. Pro and Enterprise start with a free month (once
 * per employer) and are active at once (trialing); Starter, or a second subscription, asks for a payment first (the answer carries the
 * clientSecret; the webhook makes it active). A plan already in force is a 409.
 */
export const createSubscription = async (
  gateway: StripeGateway | undefined,
  employerId: string,
  planId: PlanId,
  now = new Date(),
): Promise<CreateSubscriptionResult> => {
  const stripe = requireGateway(gateway);
  const account = await findAccount(employerId);
  if (planInForce.includes(account.subscriptionStatus) && account.stripeSubscriptionId && !account.cancelAtPeriodEnd) {
    throw AppError.conflict(billingMessages.alreadySubscribed);
  }
  const plan = await billingRepository.findPlan(planId);
  if (!plan) throw AppError.notFound('Plan not found');
  const [customer, price] = [await customerOf(stripe, account), await priceOf(stripe, plan)];
  const trial = offersTrial(planId, { hadTrial: account.trialEnd !== undefined && account.trialEnd !== null });
  const created = await stripe.stripe.subscriptions.create(
    {
      customer,
      items: [{ price }],
      ...(trial ? { trial_period_days: trialDays } : {}),
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { employerId, planId },
      expand: ['latest_invoice.confirmation_secret'],
    },
    { idempotencyKey: `subscription-${employerId}-${planId}-${Math.floor(now.getTime() / subscriptionRequestWindowMs)}` },
  );
  const subscriptionId = stripe.ownId(created.id);
  if (trial) {
    // Known at once; the webhook then brings Stripe's own dates.
    const trialEnd = new Date(now.getTime() + trialDays * dayMs);
    await billingRepository.setSubscriptionState(employerId, {
      subscriptionStatus: 'trialing',
      subscriptionPlan: planId,
      stripeSubscriptionId: subscriptionId,
      subscriptionStartDate: now,
      subscriptionEndDate: trialEnd,
      trialEnd,
      cancelAtPeriodEnd: false,
    });
    return { subscriptionId, status: 'trialing', trialEnd: trialEnd.toISOString() };
  }
  const invoice = typeof created.latest_invoice === 'object' ? created.latest_invoice : undefined;
  // stripe-mock answers an empty secret: the development form then simulates the payment.
  const clientSecret = invoice?.confirmation_secret?.client_secret || (stripe.mode === 'mock' ? `mock_secret_${subscriptionId}` : undefined);
  await billingRepository.setSubscriptionState(employerId, { subscriptionPlan: planId, stripeSubscriptionId: subscriptionId, subscriptionStartDate: now });
  return { subscriptionId, status: clientSecret ? 'inactive' : 'active', clientSecret };
};

/** POST /api/employers/:id/create-payment-intent: one job post at the server's price, whatever the client sent. */
export const createJobPostPayment = async (gateway: StripeGateway | undefined, employerId: string): Promise<PaymentIntentResult> => {
  const stripe = requireGateway(gateway);
  const account = await findAccount(employerId);
  const intent = await stripe.stripe.paymentIntents.create({
    amount: payPerPostPriceCents,
    currency: 'usd',
    customer: await customerOf(stripe, account),
    description: 'Job post credit',
    metadata: { employerId, type: 'job_post' },
    automatic_payment_methods: { enabled: true },
  });
  if (!intent.client_secret) throw new AppError(502, 'service_unavailable', billingMessages.paymentFailed.message);
  const paymentIntentId = stripe.ownId(intent.id);
  // Pending until its webhook says it succeeded or failed (the billing page shows it as such).
  await billingRepository.recordPayment({
    employerId,
    stripePaymentIntentId: paymentIntentId,
    amount: payPerPostPriceCents,
    type: 'job_post',
    status: 'pending',
    description: 'Job post credit',
    createdAt: new Date(),
  });
  return { paymentIntentId, clientSecret: intent.client_secret, amount: payPerPostPriceCents };
};

/** POST /api/employers/:id/cancel-subscription: the plan stays until the period ends, then stops. */
export const cancelSubscription = async (gateway: StripeGateway | undefined, employerId: string) => {
  const stripe = requireGateway(gateway);
  const account = await findAccount(employerId);
  if (!account.stripeSubscriptionId || !planInForce.includes(account.subscriptionStatus)) {
    throw AppError.conflict(billingMessages.noSubscription);
  }
  await stripe.stripe.subscriptions.update(account.stripeSubscriptionId, { cancel_at_period_end: true });
  await billingRepository.setSubscriptionState(employerId, { cancelAtPeriodEnd: true });
  return getBillingOverview(employerId);
};

/** Monthly statements from the month's successful payments: computed again on each read, so always right. */
const refreshStatements = async (employerId: string) => {
  const months = new Map<string, { type: 'job_post' | 'subscription'; amount: number }[]>();
  for (const payment of await billingRepository.succeededPayments(employerId)) {
    const key = `${payment.createdAt.getUTCFullYear()}-${payment.createdAt.getUTCMonth() + 1}`;
    months.set(key, [...(months.get(key) ?? []), payment]);
  }
  for (const [key, payments] of months) {
    const [year, month] = key.split('-').map(Number);
    await billingRepository.saveStatement(employerId, year, month, statementTotals(payments));
  }
};

/** GET /api/employers/:id/billing */
export const getBillingOverview = async (employerId: string) => {
  const account = await findAccount(employerId);
  await refreshStatements(employerId);
  const [plan, payments, statements] = await Promise.all([
    account.subscriptionPlan ? billingRepository.findPlan(account.subscriptionPlan) : Promise.resolve(null),
    billingRepository.latestPayments(employerId),
    billingRepository.statements(employerId),
  ]);
  // billingOverviewSchema once serialised (dates become ISO strings).
  return {
    subscriptionStatus: account.subscriptionStatus as BillingOverview['subscriptionStatus'],
    subscriptionPlan: account.subscriptionPlan,
    planName: plan?.name,
    jobPostLimit: plan?.jobPostLimit ?? undefined,
    jobPostCredits: account.jobPostCredits ?? 0,
    subscriptionEndDate: account.subscriptionEndDate?.toISOString(),
    trialEnd: account.trialEnd?.toISOString(),
    cancelAtPeriodEnd: account.cancelAtPeriodEnd === true,
    payments,
    statements,
  };
};

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** GET /api/employers/:id/statements/:statementId: the statement as a one-page PDF. */
export const statementPdf = async (employerId: string, statementId: string) => {
  const [account, statement] = await Promise.all([findAccount(employerId), billingRepository.findStatement(employerId, statementId)]);
  if (!statement) throw AppError.notFound(billingMessages.statementNotFound);
  const period = `${monthNames[statement.month - 1]} ${statement.year}`;
  const pdf = textPdf(
    `Real Opportunities - billing statement for ${period}`,
    `${account.companyName} (${account.email})`,
    ' ',
    `Subscription fee: ${formatCents(statement.subscriptionFee)}`,
    `Job post fees: ${formatCents(statement.jobPostFees)} (${statement.jobPostCount} job posts)`,
    `Total: ${formatCents(statement.totalAmount)}`,
    `Payment status: ${statement.paymentStatus}`,
  );
  return { fileName: `statement-${statement.year}-${String(statement.month).padStart(2, '0')}.pdf`, bytes: Buffer.from(pdf, 'latin1') };
};

/**
 * POST /api/employers/:id/simulate-payment, with stripe-mock only (no real Stripe.js can load
 * offline): the server signs the event a successful payment would bring and sends it through
 * the real webhook path. With real keys this route does not exist.
 */
export const simulatePayment = async (gateway: StripeGateway | undefined, employerId: string, payment: SimulatePayment, log: Pick<Logger, 'warn'>) => {
  if (gateway?.mode !== 'mock') throw AppError.notFound();
  const account = await findAccount(employerId);
  const now = Math.floor(Date.now() / 1000);
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: gateway.ownId('evt_simulated'), object: 'event', type, created: now, livemode: false, data: { object }, api_version: null });
  const send = async (payload: string) => receiveStripeEvent(gateway, Buffer.from(payload), signEvent(gateway, payload), log);
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
        created: now,
        customer: account.stripeCustomerId ?? null,
        description: 'Job post credit',
        latest_charge: 'ch_simulated',
        metadata: { employerId, type: 'job_post' },
      }),
    );
  } else {
    const plan = account.subscriptionPlan ? await billingRepository.findPlan(account.subscriptionPlan) : null;
    if (!plan || account.stripeSubscriptionId !== payment.subscriptionId) throw AppError.conflict(billingMessages.noSubscription);
    await send(
      event('invoice.paid', {
        id: gateway.ownId('in_simulated'),
        object: 'invoice',
        amount_paid: plan.price,
        amount_due: plan.price,
        created: now,
        customer: account.stripeCustomerId ?? null,
        metadata: { employerId },
        lines: { object: 'list', data: [{ description: `${plan.name} plan` }] },
      }),
    );
    await send(
      event('customer.subscription.updated', {
        id: payment.subscriptionId,
        object: 'subscription',
        status: 'active',
        customer: account.stripeCustomerId ?? null,
        start_date: now,
        cancel_at_period_end: false,
        trial_end: null,
        metadata: { employerId, planId: plan._id },
        items: { object: 'list', data: [{ current_period_end: now + 30 * 24 * 60 * 60, price: { id: plan.stripePriceId ?? 'price_simulated' } }] },
      }),
    );
  }
  return getBillingOverview(employerId);
};

export const listPlans = () => billingRepository.activePlans();
