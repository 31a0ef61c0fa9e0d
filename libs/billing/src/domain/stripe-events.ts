import { subscriptionEventOrder } from '@jobboard/domain';
import { AppError, type Logger } from '@jobboard/server-kit';
import type Stripe from 'stripe';
import { billingRepository } from '../data-access/billing-repository';
import { readSubscription, type StripeGateway } from '../data-access/stripe-gateway';
import { applyInvoiceOutcome, applySubscriptionReport } from './subscription-reports';

/** Stripe may deliver an event up to this long after signing it; older signatures are refused. */
const signatureToleranceSeconds = 300;

const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : undefined);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** The employer an object belongs to: our id in its metadata, else its Stripe customer. */
const employerOf = async (object: { metadata?: Stripe.Metadata | null; customer?: string | { id: string } | null }) => {
  const fromMetadata = object.metadata?.employerId;
  if (fromMetadata && (await billingRepository.employerExists(fromMetadata))) return fromMetadata;
  const customer = idOf(object.customer);
  const found = customer ? await billingRepository.findEmployerIdByCustomer(customer) : undefined;
  return found ? String(found) : undefined;
};

const receiptUrlOf = async (gateway: StripeGateway, intent: Stripe.PaymentIntent, log: Pick<Logger, 'warn'>) => {
  const chargeId = idOf(intent.latest_charge);
  if (!chargeId) return undefined;
  try {
    return (await gateway.stripe.charges.retrieve(chargeId)).receipt_url ?? undefined;
  } catch (error) {
    log.warn({ err: error, chargeId }, 'could not read the receipt of a payment; recorded without it');
    return undefined;
  }
};

const paymentIntentSucceeded = async (gateway: StripeGateway, intent: Stripe.PaymentIntent, log: Pick<Logger, 'warn'>) => {
  if (intent.metadata?.type !== 'job_post') return;
  const employerId = await employerOf(intent);
  if (!employerId) return log.warn({ paymentIntent: intent.id }, 'a job post payment for no known employer was ignored');
  await billingRepository.recordPayment({
    employerId,
    stripePaymentIntentId: intent.id,
    amount: intent.amount_received || intent.amount,
    type: 'job_post',
    status: 'succeeded',
    description: intent.description ?? 'Job post credit',
    receiptUrl: await receiptUrlOf(gateway, intent, log),
    createdAt: fromSeconds(intent.created) ?? new Date(),
  });
  await billingRepository.creditJobPost(employerId, intent.id);
};

const paymentIntentFailed = async (intent: Stripe.PaymentIntent) => {
  const employerId = await employerOf(intent);
  if (!employerId) return;
  await billingRepository.recordPayment({
    employerId,
    stripePaymentIntentId: intent.id,
    amount: intent.amount,
    type: intent.metadata?.type === 'job_post' ? 'job_post' : 'subscription',
    status: 'failed',
    description: intent.last_payment_error?.message ?? intent.description ?? undefined,
    createdAt: fromSeconds(intent.created) ?? new Date(),
  });
};

/** How the billing page names a subscription's invoice, by why Stripe made it. */
const invoiceDescriptions: Record<string, string> = {
  subscription_create: 'Plan: first month',
  subscription_cycle: 'Plan: monthly renewal',
  subscription_update: 'Plan change',
};

/** The subscription an invoice bills: the invoice's parent in current API versions, a field of its own before 2025. */
const subscriptionOfInvoice = (invoice: Stripe.Invoice & { subscription?: string | { id: string } | null }) =>
  idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);

const invoiceSettled = async (event: Stripe.Event, invoice: Stripe.Invoice, status: 'succeeded' | 'failed') => {
  const employerId = await employerOf(invoice);
  if (!employerId || !invoice.id) return;
  const amount = status === 'succeeded' ? invoice.amount_paid : invoice.amount_due;
  const lines = invoice.lines?.data ?? [];
  // A trial's first invoice is $0: nothing was paid, nothing to record.
  if (amount > 0) {
    await billingRepository.recordPayment({
      employerId,
      stripePaymentIntentId: invoice.id,
      amount,
      type: 'subscription',
      status,
      description: invoice.description ?? invoiceDescriptions[invoice.billing_reason ?? ''] ?? lines[0]?.description ?? 'Subscription',
      lines: lines.length > 1 ? lines.map((line) => ({ description: line.description ?? '', amount: line.amount })) : undefined,
      receiptUrl: invoice.hosted_invoice_url ?? undefined,
      createdAt: fromSeconds(invoice.created) ?? new Date(),
    });
  }
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) return;
  // The period billed: the subscription's line (not a proration line, which covers the rest of one).
  const period = (lines.find((line) => !line.parent?.subscription_item_details?.proration) ?? lines[0])?.period;
  await applyInvoiceOutcome(
    employerId,
    { subscriptionId, paid: status === 'succeeded', periodStart: fromSeconds(period?.start), periodEnd: fromSeconds(period?.end) },
    subscriptionEventOrder(event.type, event.created),
  );
};

const subscriptionChanged = async (gateway: StripeGateway, event: Stripe.Event, subscription: Stripe.Subscription, log: Pick<Logger, 'warn'>) => {
  const employerId = await employerOf(subscription);
  if (!employerId) return log.warn({ subscription: subscription.id }, 'a subscription of no known employer was ignored');
  // Events may arrive late and in any order: with live keys the subscription is read again, so
  // what is applied is Stripe's current word on it (stripe-mock keeps no state to read).
  const reported = readSubscription(gateway.mode === 'stripe' && event.type !== 'customer.subscription.deleted' ? await gateway.stripe.subscriptions.retrieve(subscription.id) : subscription);
  // A deleted subscription has ended, whatever status the object still carries.
  if (event.type === 'customer.subscription.deleted') reported.status = 'canceled';
  await applySubscriptionReport(gateway, employerId, reported, subscriptionEventOrder(event.type, event.created), log);
};

const applyEvent = async (gateway: StripeGateway, event: Stripe.Event, log: Pick<Logger, 'warn'>) => {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentIntentSucceeded(gateway, event.data.object, log);
    case 'payment_intent.payment_failed':
      return paymentIntentFailed(event.data.object);
    case 'invoice.paid':
      return invoiceSettled(event, event.data.object, 'succeeded');
    case 'invoice.payment_failed':
      return invoiceSettled(event, event.data.object, 'failed');
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(gateway, event, event.data.object, log);
    default:
      return undefined;
  }
};

/**
 * POST /api/stripe/webhook: a signed event, applied once. The signature and its age are checked
 * first (400 otherwise, nothing applied). Each event's effect is itself idempotent (a payment
 * recorded by its intent id, a credit marked on the employer in the same update, a subscription
 * state applied only when newer), so redelivery, concurrent delivery and a crash before the
 * event is marked processed all end the same; the marker skips known events early.
 */
export const receiveStripeEvent = async (
  gateway: StripeGateway | undefined,
  rawBody: unknown,
  signature: string | undefined,
  log: Pick<Logger, 'warn'>,
) => {
  if (!gateway?.webhookSecret) throw new AppError(503, 'service_unavailable', 'Payments are not configured on this server.');
  if (!Buffer.isBuffer(rawBody) || !signature) throw AppError.badRequest('The event is not signed.');
  let event: Stripe.Event;
  try {
    event = gateway.stripe.webhooks.constructEvent(rawBody, signature, gateway.webhookSecret, signatureToleranceSeconds);
  } catch {
    throw AppError.badRequest('The event signature is not valid.');
  }
  if (await billingRepository.isEventProcessed(event.id)) return { received: true, duplicate: true };
  await applyEvent(gateway, event, log);
  await billingRepository.markEventProcessed(event.id, event.type);
  return { received: true };
};

/** The signed header Stripe would send with this payload (tests and the development simulation). */
export const signEvent = (gateway: StripeGateway, payload: string) =>
  gateway.stripe.webhooks.generateTestHeaderString({ payload, secret: gateway.webhookSecret ?? '' });

