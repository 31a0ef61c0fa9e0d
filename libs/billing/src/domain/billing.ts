import {
  billingMessages,
  payPerPostPriceCents,
  trialDays,
  type BillingOverview,
  type ChangePlan,
  type ChangePlanResult,
  type CreateSubscriptionResult,
  type PaymentIntentResult,
  type PlanChangePreview,
  type PlanId,
} from '@jobboard/contracts';
import {
  formatCents,
  grantsPlan,
  hasHadTrial,
  incompleteSubscriptionLifetimeMs,
  isSubscriptionOver,
  lifecycleStateOf,
  planChangeKind,
  planPeriodOf,
  statusGrantsPlan,
  prorateUpgrade,
  textPdf,
  trialEligibility,
} from '@jobboard/domain';
import { AppError } from '@jobboard/server-kit';
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { billingRepository, type BillingAccount, type StoredPlan } from '../data-access/billing-repository';
import { oneMonthAfter, reportOfCreated, reportOfUpdated, type StripeGateway } from '../data-access/stripe-gateway';
import { applySubscriptionReport } from './subscription-reports';

/** Payments as employer-api runs them: the gateway, and the plans' prices configured at its start. */
export interface Payments {
  gateway: StripeGateway;
  /** Settles once every plan carries its Stripe price id (plan-prices.ts). */
  pricesReady: Promise<void>;
}

// Longer than the Stripe calls of one operation take (15 s a call, two retries).
const billingLeaseMs = 90_000;
// How long a preview's proration moment may be used for the change itself.
const prorationDateValidityMs = 60 * 60_000;

const notConfigured = () => new AppError(503, 'service_unavailable', billingMessages.notConfigured);

const requirePayments = (payments: Payments | undefined): Payments => {
  if (!payments) throw notConfigured();
  return payments;
};

const findAccount = async (employerId: string) => {
  const account = await billingRepository.findBillingAccount(employerId);
  if (!account) throw AppError.notFound('Employer not found');
  return account;
};

/**
 * Runs one plan operation (create, change, cancel) of an employer at a time: a lease taken by
 * one conditional update on the employer. A second request meanwhile is a 409, never a second
 * subscription. `version` counts the employer's operations: with the operation's name it makes
 * Stripe's idempotency key, so a retry after a crash gets the same object back from Stripe.
 */
const withBillingLock = async <T>(employerId: string, now: Date, operation: (account: BillingAccount, version: number) => Promise<T>) => {
  const holder = randomUUID();
  const account = await billingRepository.takeBillingLock(employerId, holder, now, billingLeaseMs);
  if (!account) {
    if (!(await billingRepository.employerExists(employerId))) throw AppError.notFound('Employer not found');
    throw AppError.conflict(billingMessages.busy);
  }
  try {
    return await operation(account, account.billingVersion ?? 0);
  } finally {
    await billingRepository.releaseBillingLock(employerId, holder);
  }
};

/** A plan that can be sold now: active, with its configured price. */
const planForSale = async (payments: Payments, planId: string) => {
  await payments.pricesReady;
  const plan = await billingRepository.findPlan(planId);
  if (!plan || !plan.isActive) throw AppError.notFound('Plan not found');
  if (!plan.stripePriceId) throw new AppError(503, 'service_unavailable', billingMessages.planNotForSale);
  return plan as StoredPlan & { stripePriceId: string };
};

/** The employer's Stripe customer, created once (an idempotency key and a first-one-wins write). */
const customerOf = async (gateway: StripeGateway, account: BillingAccount) => {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const employerId = String(account._id);
  const customer = await gateway.stripe.customers.create(
    { email: account.email, name: account.companyName, metadata: { employerId } },
    { idempotencyKey: `customer-${employerId}` },
  );
  return billingRepository.rememberCustomer(employerId, gateway.ownId(customer.id));
};

/** The confirmation secret of an invoice the browser must pay (stripe-mock answers none: the page simulates it). */
const clientSecretOf = (gateway: StripeGateway, invoice: string | Stripe.Invoice | null | undefined, subscriptionId: string) => {
  const secret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
  return secret || (gateway.mode === 'mock' ? `mock_secret_${subscriptionId}` : undefined);
};

/** The secret of the invoice a subscription awaits payment of (its first, or an upgrade's), if it still awaits one. */
const invoiceSecretOf = async (gateway: StripeGateway, subscriptionId: string) => {
  if (gateway.mode === 'mock') return clientSecretOf(gateway, undefined, subscriptionId);
  const subscription = await gateway.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.confirmation_secret'] });
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : undefined;
  return invoice?.status === 'open' ? clientSecretOf(gateway, invoice, subscriptionId) : undefined;
};

/** Forgets a subscription left unpaid: cancelled at Stripe, so its invoice can never be paid later. */
const dropPendingSubscription = async (gateway: StripeGateway, employerId: string, subscriptionId: string) => {
  await gateway.stripe.subscriptions.cancel(subscriptionId).catch((error: unknown) => {
    // Already gone at Stripe (expired, or cancelled before): nothing left to bill.
    if (!(error instanceof Error && 'type' in error && error.type === 'StripeInvalidRequestError')) throw error;
  });
  await billingRepository.dropPendingSubscription(employerId, subscriptionId);
};

/**
 * POST /api/employers/:id/create-subscription, for an employer with no plan in force. The
 * subscription is created incomplete (default_incomplete): it grants nothing until its first
 * invoice is paid, which the webhook reports. Pro and Enterprise start with a free month, once
 * per employer ever: Stripe then reports it trialing at once and the plan is in force.
 */
export const createSubscription = async (
  payments: Payments | undefined,
  employerId: string,
  planId: PlanId,
  log: Parameters<typeof applySubscriptionReport>[4],
  now = new Date(),
): Promise<CreateSubscriptionResult> => {
  const ready = requirePayments(payments);
  const { gateway } = ready;
  return withBillingLock(employerId, now, async (account, version) => {
    if (account.stripeSubscriptionId && !isSubscriptionOver(lifecycleStateOf(account.subscriptionStatus))) {
      throw AppError.conflict(billingMessages.alreadySubscribed);
    }
    const plan = await planForSale(ready, planId);
    const pending = account.pendingSubscription;
    // Asked again (a second click, a retry) while its payment is awaited: the same answer.
    if (pending?.planId === planId && now.getTime() - pending.createdAt.getTime() < incompleteSubscriptionLifetimeMs) {
      const secret = await invoiceSecretOf(gateway, pending.stripeSubscriptionId);
      if (secret) return { subscriptionId: pending.stripeSubscriptionId, status: 'inactive', clientSecret: secret };
    }
    const customer = await customerOf(gateway, account);
    // Another plan chosen instead: the subscription left unpaid is cancelled, never to be paid later.
    if (pending) await dropPendingSubscription(gateway, employerId, pending.stripeSubscriptionId);
    const trial = trialEligibility(planId, account).eligible;
    const created = await gateway.stripe.subscriptions.create(
      {
        customer,
        items: [{ price: plan.stripePriceId }],
        ...(trial ? { trial_period_days: trialDays } : {}),
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { employerId, planId },
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: `subscription-create-${employerId}-${version}-${planId}` },
    );
    const subscriptionId = gateway.ownId(created.id);
    const reported = reportOfCreated(gateway, created, {
      id: subscriptionId,
      priceId: plan.stripePriceId,
      trialDays: trial ? trialDays : undefined,
      employerId,
      planId,
      now,
    });
    await billingRepository.setPendingSubscription(employerId, { stripeSubscriptionId: subscriptionId, planId, createdAt: now });
    if (statusGrantsPlan(reported.status)) {
      // Stripe reports it in force already (a trial): applied as any report of it.
      await applySubscriptionReport(gateway, employerId, reported, Math.floor(now.getTime() / 1000) * 10, log, now);
      return { subscriptionId, status: reported.status === 'trialing' ? 'trialing' : 'active', trialEnd: reported.trialEnd?.toISOString() };
    }
    return { subscriptionId, status: 'inactive', clientSecret: clientSecretOf(gateway, created.latest_invoice, subscriptionId) };
  });
};

/** The subscription in force that a change or a cancellation works on, or the reason there is none. */
const changeableSubscription = (account: BillingAccount) => {
  const state = lifecycleStateOf(account.subscriptionStatus);
  if (!account.stripeSubscriptionId || !account.subscriptionPlan || isSubscriptionOver(state)) throw AppError.conflict(billingMessages.noPlanToChange);
  if (!grantsPlan(state)) throw AppError.conflict(billingMessages.pastDueChange);
  return { subscriptionId: account.stripeSubscriptionId, currentPlanId: account.subscriptionPlan, state };
};

/** The current period as the record keeps it (a month from its start when Stripe has not said). */
const periodOf = (account: BillingAccount, now: Date) => {
  const start = account.currentPeriodStart ?? planPeriodOf(account, now);
  return { start, end: account.subscriptionEndDate && account.subscriptionEndDate > now ? account.subscriptionEndDate : oneMonthAfter(start) };
};

/**
 * What an upgrade charges now: Stripe's upcoming invoice, or (stripe-mock) the same computed
 * here. Within the period, the prorated difference. In a free month, the new plan in full from
 * today: upgrading ends the trial, so the one free month never covers a plan chosen after it.
 */
const upgradeInvoice = async (gateway: StripeGateway, account: BillingAccount, from: StoredPlan, to: StoredPlan & { stripePriceId: string }, now: Date) => {
  const endsTrial = account.subscriptionStatus === 'trialing';
  const period = endsTrial ? { start: now, end: oneMonthAfter(now) } : periodOf(account, now);
  if (gateway.mode === 'mock' || !account.stripeSubscriptionItemId || !account.stripeCustomerId) {
    const invoice = endsTrial
      ? { amountDue: to.price, lines: [{ description: `${to.name} plan from today (the free month ends)`, amount: to.price }] }
      : prorateUpgrade({ fromName: from.name, fromPrice: from.price, toName: to.name, toPrice: to.price }, period, now);
    return { ...invoice, period, endsTrial };
  }
  const preview = await gateway.stripe.invoices.createPreview({
    customer: account.stripeCustomerId,
    subscription: account.stripeSubscriptionId,
    subscription_details: {
      items: [{ id: account.stripeSubscriptionItemId, price: to.stripePriceId }],
      proration_behavior: 'always_invoice',
      proration_date: Math.floor(now.getTime() / 1000),
      ...(endsTrial ? { trial_end: 'now' as const } : {}),
    },
  });
  const lines = preview.lines.data.map((line) => ({ description: line.description ?? '', amount: line.amount }));
  return { amountDue: preview.amount_due, lines, period, endsTrial };
};

/** GET /api/employers/:id/plan-change-preview: what changing to a plan charges now, and from when it applies. */
export const previewPlanChange = async (payments: Payments | undefined, employerId: string, planId: PlanId, now = new Date()): Promise<PlanChangePreview> => {
  const prorationDate = now.toISOString();
  const ready = requirePayments(payments);
  const account = await findAccount(employerId);
  const { currentPlanId } = changeableSubscription(account);
  if (planId === currentPlanId) throw AppError.conflict(billingMessages.samePlan);
  const [from, to] = [await billingRepository.findPlan(currentPlanId), await planForSale(ready, planId)];
  if (!from) throw AppError.conflict(billingMessages.noPlanToChange);
  const kind = planChangeKind(from, to);
  if (kind === 'downgrade') {
    const { end } = periodOf(account, now);
    return { planId, planName: to.name, kind, amountDue: 0, lines: [], effectiveAt: end.toISOString(), nextInvoiceAmount: to.price, nextInvoiceDate: end.toISOString(), prorationDate };
  }
  const { amountDue, lines, period } = await upgradeInvoice(ready.gateway, account, from, to, now);
  return { planId, planName: to.name, kind, amountDue, lines, effectiveAt: now.toISOString(), nextInvoiceAmount: to.price, nextInvoiceDate: period.end.toISOString(), prorationDate };
};

/** A scheduled downgrade undone: the subscription schedule released, the plan renews as it is. */
const releaseScheduledChange = async (gateway: StripeGateway, employerId: string, account: BillingAccount, key: string) => {
  const scheduleId = account.scheduledPlanChange?.scheduleId;
  if (scheduleId) await gateway.stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey: `${key}-release` });
  await billingRepository.setScheduledPlanChange(employerId, undefined);
};

const resume = async (gateway: StripeGateway, employerId: string, subscriptionId: string, key: string) => {
  await gateway.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }, { idempotencyKey: `${key}-resume` });
  await billingRepository.setCancelAtPeriodEnd(employerId, subscriptionId, false);
};

/**
 * POST /api/employers/:id/change-plan: a plan change without cancelling. An upgrade is a
 * subscription update with proration whose new price applies only once its prorated invoice
 * is paid (pending_if_incomplete); a downgrade waits for the period's end (a subscription
 * schedule). Choosing the current plan again resumes a cancelled one or keeps it over a
 * scheduled downgrade.
 */
export const changePlan = async (
  payments: Payments | undefined,
  employerId: string,
  { planId, prorationDate }: ChangePlan,
  log: Parameters<typeof applySubscriptionReport>[4],
  now = new Date(),
): Promise<ChangePlanResult> => {
  // Prorated as of the preview the employer saw, if it is recent; else as of now.
  const shown = prorationDate ? new Date(prorationDate) : undefined;
  const prorateAt = shown && shown <= now && now.getTime() - shown.getTime() < prorationDateValidityMs ? shown : now;
  const ready = requirePayments(payments);
  const { gateway } = ready;
  return withBillingLock(employerId, now, async (account, version) => {
    const { subscriptionId, currentPlanId } = changeableSubscription(account);
    const key = `subscription-change-${employerId}-${version}-${planId}`;
    const applied = (kind: ChangePlanResult['kind']): ChangePlanResult => ({ kind, outcome: 'applied', subscriptionId, amountDue: 0, effectiveAt: now.toISOString() });
    const to = await planForSale(ready, planId);
    const from = await billingRepository.findPlan(currentPlanId);
    if (!from) throw AppError.conflict(billingMessages.noPlanToChange);

    if (planId === currentPlanId) {
      if (account.cancelAtPeriodEnd) {
        await resume(gateway, employerId, subscriptionId, key);
        return applied('resume');
      }
      if (account.scheduledPlanChange) {
        await releaseScheduledChange(gateway, employerId, account, key);
        return applied('keep');
      }
      throw AppError.conflict(billingMessages.samePlan);
    }
    // Changing plans keeps the subscription: an earlier scheduled change gives way to this one.
    if (account.scheduledPlanChange) await releaseScheduledChange(gateway, employerId, account, key);

    if (planChangeKind(from, to) === 'downgrade') {
      // A downgrade is the plan for the next period: the subscription renews (no payment now).
      if (account.cancelAtPeriodEnd) await resume(gateway, employerId, subscriptionId, key);
      const { start, end } = periodOf(account, now);
      const schedule = await gateway.stripe.subscriptionSchedules.create({ from_subscription: subscriptionId }, { idempotencyKey: `${key}-schedule` });
      await gateway.stripe.subscriptionSchedules.update(
        schedule.id,
        {
          end_behavior: 'release',
          phases: [
            { items: [{ price: from.stripePriceId ?? '' }], start_date: Math.floor(start.getTime() / 1000), end_date: Math.floor(end.getTime() / 1000) },
            { items: [{ price: to.stripePriceId }], proration_behavior: 'none' },
          ],
        },
        { idempotencyKey: `${key}-phases` },
      );
      await billingRepository.setScheduledPlanChange(employerId, { planId, effectiveAt: end, scheduleId: gateway.ownId(schedule.id) });
      return { kind: 'downgrade', outcome: 'scheduled', subscriptionId, amountDue: 0, effectiveAt: end.toISOString() };
    }

    const waiting = account.pendingPlanChange;
    // Asked again while the same upgrade's payment is awaited: the same answer.
    if (waiting?.planId === planId && now.getTime() - waiting.requestedAt.getTime() < incompleteSubscriptionLifetimeMs) {
      const secret = await invoiceSecretOf(gateway, subscriptionId);
      if (secret) return { kind: 'upgrade', outcome: 'payment_required', subscriptionId, amountDue: waiting.amountDue, effectiveAt: now.toISOString(), clientSecret: secret };
    }
    // Nothing else changes before the upgrade is paid: abandoning its payment leaves all as it was.
    const { amountDue, lines, endsTrial } = await upgradeInvoice(gateway, account, from, to, prorateAt);
    const updated = await gateway.stripe.subscriptions.update(
      subscriptionId,
      {
        items: [{ id: account.stripeSubscriptionItemId, price: to.stripePriceId }],
        ...(endsTrial ? { trial_end: 'now' as const } : {}),
        proration_behavior: 'always_invoice',
        proration_date: Math.floor(prorateAt.getTime() / 1000),
        payment_behavior: 'pending_if_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: key },
    );
    const settledAtOnce = gateway.mode === 'mock' ? amountDue === 0 : !updated.pending_update;
    if (settledAtOnce) {
      // Paid at once (the saved card, or nothing to pay in a trial): Stripe reports the new price.
      const reported = reportOfUpdated(gateway, updated, { id: subscriptionId, priceId: to.stripePriceId, account });
      await applySubscriptionReport(gateway, employerId, reported, Math.floor(now.getTime() / 1000) * 10 + 1, log, now);
      // Choosing a plan again undoes a cancellation, once the new plan is in force.
      if (account.cancelAtPeriodEnd) await resume(gateway, employerId, subscriptionId, key);
      return { ...applied('upgrade'), amountDue };
    }
    await billingRepository.setPendingPlanChange(employerId, { planId, amountDue, requestedAt: prorateAt, lines, endsTrial, resumes: account.cancelAtPeriodEnd === true });
    return {
      kind: 'upgrade',
      outcome: 'payment_required',
      subscriptionId,
      amountDue,
      effectiveAt: now.toISOString(),
      clientSecret: clientSecretOf(gateway, updated.latest_invoice, subscriptionId),
    };
  });
};

/** POST /api/employers/:id/create-payment-intent: one job post at the server's price, whatever the client sent. */
export const createJobPostPayment = async (payments: Payments | undefined, employerId: string): Promise<PaymentIntentResult> => {
  const { gateway } = requirePayments(payments);
  const account = await findAccount(employerId);
  const intent = await gateway.stripe.paymentIntents.create({
    amount: payPerPostPriceCents,
    currency: 'usd',
    customer: await customerOf(gateway, account),
    description: 'Job post credit',
    metadata: { employerId, type: 'job_post' },
    automatic_payment_methods: { enabled: true },
  });
  if (!intent.client_secret) throw new AppError(502, 'service_unavailable', billingMessages.paymentFailed.message);
  const paymentIntentId = gateway.ownId(intent.id);
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
export const cancelSubscription = async (payments: Payments | undefined, employerId: string, now = new Date()) => {
  const { gateway } = requirePayments(payments);
  await withBillingLock(employerId, now, async (account, version) => {
    const state = lifecycleStateOf(account.subscriptionStatus);
    if (!account.stripeSubscriptionId || isSubscriptionOver(state)) throw AppError.conflict(billingMessages.noSubscription);
    const key = `subscription-cancel-${employerId}-${version}`;
    // A subscription run by a schedule (a downgrade waiting) is released before it can be cancelled.
    if (account.scheduledPlanChange) await releaseScheduledChange(gateway, employerId, account, key);
    await gateway.stripe.subscriptions.update(account.stripeSubscriptionId, { cancel_at_period_end: true }, { idempotencyKey: key });
    await billingRepository.setCancelAtPeriodEnd(employerId, account.stripeSubscriptionId, true);
  });
  return getBillingOverview(employerId, now);
};

/** GET /api/employers/:id/billing */
export const getBillingOverview = async (employerId: string, now = new Date()): Promise<BillingOverview> => {
  const account = await findAccount(employerId);
  const planIds = [account.subscriptionPlan, account.scheduledPlanChange?.planId, account.pendingPlanChange?.planId];
  const [plans, payments, statements] = await Promise.all([
    Promise.all(planIds.map((id) => (id ? billingRepository.findPlan(id) : Promise.resolve(null)))),
    billingRepository.latestPayments(employerId),
    billingRepository.statements(employerId),
  ]);
  const [plan, scheduledPlan, pendingPlan] = plans;
  const periodStart = planPeriodOf(account, now);
  const postsUsed = account.planPeriodStart?.getTime() === periodStart.getTime() ? (account.planPostsUsed ?? 0) : 0;
  const live = statusGrantsPlan(account.subscriptionStatus);
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
    currentPeriodStart: account.currentPeriodStart?.toISOString(),
    planPostsUsed: live ? postsUsed : 0,
    trialAvailable: !hasHadTrial(account),
    trialStartedAt: (account.trialStartedAt ?? undefined)?.toISOString(),
    scheduledChange:
      account.scheduledPlanChange && scheduledPlan
        ? { planId: scheduledPlan._id as PlanId, planName: scheduledPlan.name, effectiveAt: account.scheduledPlanChange.effectiveAt.toISOString() }
        : undefined,
    pendingChange:
      account.pendingPlanChange && pendingPlan
        ? { planId: pendingPlan._id as PlanId, planName: pendingPlan.name, amountDue: account.pendingPlanChange.amountDue }
        : undefined,
    payments,
    statements,
  };
};

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** GET /api/employers/:id/statements/:statementId: the statement as a one-page PDF, with each payment and its lines. */
export const statementPdf = async (employerId: string, statementId: string) => {
  const [account, statement] = await Promise.all([findAccount(employerId), billingRepository.findStatement(employerId, statementId)]);
  if (!statement) throw AppError.notFound(billingMessages.statementNotFound);
  const period = `${monthNames[statement.month - 1]} ${statement.year}`;
  const paid = await billingRepository.paymentsOfMonth(employerId, statement.year, statement.month);
  const paymentLines = paid.flatMap((payment) => [
    `${payment.createdAt.toISOString().slice(0, 10)}  ${payment.description ?? payment.type}: ${formatCents(payment.amount)}`,
    ...(payment.lines ?? []).map((line) => `    ${line.description}: ${formatCents(line.amount)}`),
  ]);
  const pdf = textPdf(
    `Real Opportunities - billing statement for ${period}`,
    `${account.companyName} (${account.email})`,
    ' ',
    ...paymentLines,
    ' ',
    `Subscription fee: ${formatCents(statement.subscriptionFee)}`,
    `Job post fees: ${formatCents(statement.jobPostFees)} (${statement.jobPostCount} job posts)`,
    `Total: ${formatCents(statement.totalAmount)}`,
    `Payment status: ${statement.paymentStatus}`,
  );
  return { fileName: `statement-${statement.year}-${String(statement.month).padStart(2, '0')}.pdf`, bytes: Buffer.from(pdf, 'latin1') };
};

/** GET /api/subscription-plans: with their prices configured, once that is done. */
export const listPlans = async (payments: Payments | undefined) => {
  await payments?.pricesReady;
  return billingRepository.activePlans();
};

/**
 * Subscriptions created and never paid, past the 23 hours Stripe gives their first invoice:
 * cancelled at Stripe and forgotten, and upgrades left unpaid as long forgotten (Stripe's own incomplete_expired event does the same, when
 * it comes). Safe to repeat and to run twice at once: each is dropped by a conditional update.
 */
// Only the gateway: the plans' prices play no part here (the worker never configures them).
export const expireUnpaidSubscriptions = async (payments: Pick<Payments, 'gateway'>, now = new Date()) => {
  let expired = 0;
  const before = new Date(now.getTime() - incompleteSubscriptionLifetimeMs);
  for (const pending of await billingRepository.pendingSubscriptionsCreatedBefore(before)) {
    await dropPendingSubscription(payments.gateway, pending.employerId, pending.stripeSubscriptionId);
    expired += 1;
  }
  // An upgrade's unpaid update expires at Stripe after the same 23 hours: it is no longer waiting.
  expired += await billingRepository.dropPlanChangesRequestedBefore(before);
  return expired;
};
