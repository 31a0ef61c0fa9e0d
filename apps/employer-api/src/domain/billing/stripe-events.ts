import { subscriptionEventOrder, subscriptionStatusFromStripe } from '@jobboard/domain';
import { AppError, type Logger } from '@jobboard/server-kit';
import type Stripe from 'stripe';
import { billingRepository } from '../../data-access/billing-repository';
import type { StripeGateway } from '../../data-access/stripe-gateway';

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

const invoiceSettled = async (invoice: Stripe.Invoice, status: 'succeeded' | 'failed') => {
  const amount = status === 'succeeded' ? invoice.amount_paid : invoice.amount_due;
  // A trial's first invoice is $0: nothing was paid.
  if (!invoice.id || amount <= 0) return;
  const employerId = await employerOf(invoice);
  if (!employerId) return;
  await billingRepository.recordPayment({
    employerId,
    stripePaymentIntentId: invoice.id,
    amount,
    type: 'subscription',
    status,
    description: invoice.lines?.data?.[0]?.description ?? 'Subscription',
    receiptUrl: invoice.hosted_invoice_url ?? undefined,
    createdAt: fromSeconds(invoice.created) ?? new Date(),
  });
};

const subscriptionChanged = async (event: Stripe.Event, subscription: Stripe.Subscription, log: Pick<Logger, 'warn'>) => {
  const employerId = await employerOf(subscription);
  if (!employerId) return log.warn({ subscription: subscription.id }, 'a subscription of no known employer was ignored');
  const item = subscription.items?.data?.[0];
  const planId =
    subscription.metadata?.planId ?? (item?.price?.id ? (await billingRepository.findPlanByPrice(item.price.id))?._id : undefined);
  const deleted = event.type === 'customer.subscription.deleted';
  await billingRepository.applySubscriptionState(
    employerId,
    {
      subscriptionStatus: deleted ? 'canceled' : subscriptionStatusFromStripe(subscription.status),
      subscriptionPlan: planId,
      stripeSubscriptionId: subscription.id,
      subscriptionStartDate: fromSeconds(subscription.start_date),
      subscriptionEndDate: fromSeconds(item?.current_period_end ?? subscription.cancel_at ?? subscription.ended_at),
      trialEnd: fromSeconds(subscription.trial_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    },
    subscriptionEventOrder(event.type, event.created),
  );
};

const applyEvent = async (gateway: StripeGateway, event: Stripe.Event, log: Pick<Logger, 'warn'>) => {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentIntentSucceeded(gateway, event.data.object, log);
    case 'payment_intent.payment_failed':
      return paymentIntentFailed(event.data.object);
    case 'invoice.paid':
      return invoiceSettled(event.data.object, 'succeeded');
    case 'invoice.payment_failed':
      return invoiceSettled(event.data.object, 'failed');
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(event, event.data.object, log);
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

