import type { BillingStatement, Payment, PlanDefinition, SubscriptionPlan } from '@jobboard/contracts';
import { BillingStatementModel, EmployerModel, PaymentModel, ProcessedStripeEventModel, SubscriptionPlanModel, isDuplicateKeyError, projectionOf, toRecord, type StoredFields, type WithoutNulls, withoutNulls } from '@jobboard/db';
import { isValidObjectId } from 'mongoose';

/** The subscription in force as the employer record keeps it (what Stripe last reported of it). */
export interface LiveSubscription {
  stripeSubscriptionId: string;
  subscriptionStatus: 'trialing' | 'active' | 'past_due' | 'canceled';
  subscriptionPlan?: string;
  stripeSubscriptionItemId?: string;
  subscriptionStartDate?: Date;
  currentPeriodStart?: Date;
  subscriptionEndDate?: Date;
  trialEnd?: Date;
  cancelAtPeriodEnd?: boolean;
}

/** An upgrade chosen and awaiting its invoice's payment. */
export interface PendingPlanChange {
  planId: string;
  amountDue: number;
  requestedAt: Date;
  lines: { description: string; amount: number }[];
  endsTrial: boolean;
  /** The plan was set to cancel: choosing a new one undoes that once the upgrade is in force. */
  resumes: boolean;
}

const accountFields = [
  'email',
  'companyName',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'stripeSubscriptionItemId',
  'subscriptionStatus',
  'subscriptionPlan',
  'jobPostCredits',
  'subscriptionStartDate',
  'currentPeriodStart',
  'subscriptionEndDate',
  'trialEnd',
  'trialStartedAt',
  'cancelAtPeriodEnd',
  'planPeriodStart',
  'planPostsUsed',
  'pendingSubscription',
  'pendingPlanChange',
  'scheduledPlanChange',
  'billingVersion',
] as const;
/** What billing reads of an employer. */
type StoredAccount = StoredFields<typeof EmployerModel, (typeof accountFields)[number]>;
export type BillingAccount = WithoutNulls<StoredAccount>;

export type StoredPlan = SubscriptionPlan & { _id: string };

const planFields = { name: 1, price: 1, jobPostLimit: 1, features: 1, stripePriceId: 1, stripeLookupKey: 1, isActive: 1 } as const;

/** A live subscription's fields as one $set (an undefined date leaves the stored one). */
const liveFields = (live: LiveSubscription) => Object.fromEntries(Object.entries(live).filter(([, value]) => value !== undefined));

/** The states in which a subscription is still the employer's (created, changed or cancelled only through it). */
const subscriptionInForce = ['trialing', 'active', 'past_due'];

export const billingRepository = {
  async activePlans(): Promise<SubscriptionPlan[]> {
    const plans = await SubscriptionPlanModel.find({ isActive: true }).sort({ price: 1 }).lean();
    return plans.map((plan) => ({
      id: plan._id,
      name: plan.name,
      price: plan.price,
      jobPostLimit: plan.jobPostLimit ?? undefined,
      features: plan.features,
      stripePriceId: plan.stripePriceId ?? undefined,
      stripeLookupKey: plan.stripeLookupKey ?? undefined,
      isActive: plan.isActive ?? true,
    }));
  },
  async findPlan(id: string) {
    return SubscriptionPlanModel.findOne({ _id: id }).select(planFields).lean<StoredPlan>();
  },
  async findPlanByPrice(stripePriceId: string) {
    return SubscriptionPlanModel.findOne({ stripePriceId }).select({ _id: 1 }).lean();
  },
  /** The catalog's plan with its configured Stripe price (the plan is added when missing). */
  async saveConfiguredPlan(plan: PlanDefinition, stripePriceId: string | undefined) {
    const { id, jobPostLimit, ...fields } = plan;
    const update = {
      $setOnInsert: { ...fields, ...(jobPostLimit === undefined ? {} : { jobPostLimit }) },
      $set: { stripeLookupKey: plan.stripeLookupKey, ...(stripePriceId ? { stripePriceId } : {}) },
    };
    delete (update.$setOnInsert as Record<string, unknown>).stripeLookupKey;
    try {
      await SubscriptionPlanModel.updateOne({ _id: id }, update, { upsert: true });
    } catch (error) {
      // Inserted at the same moment by the seed: set the price on the plan it made.
      if (!isDuplicateKeyError(error)) throw error;
      await SubscriptionPlanModel.updateOne({ _id: id }, { $set: update.$set });
    }
  },

  async findBillingAccount(employerId: string) {
    if (!isValidObjectId(employerId)) return null;
    const account = await EmployerModel.findById(employerId).select(projectionOf(accountFields)).lean<StoredAccount>();
    return account && withoutNulls(account);
  },
  /**
   * Takes the employer's billing lease if nobody holds it (or it ran out), in one conditional
   * update: of concurrent plan operations one gets the account, the others null.
   */
  async takeBillingLock(employerId: string, holder: string, now: Date, leaseMs: number) {
    if (!isValidObjectId(employerId)) return null;
    const account = await EmployerModel.findOneAndUpdate(
      { _id: employerId, $or: [{ billingLock: { $exists: false } }, { billingLock: null }, { 'billingLock.until': { $lte: now } }] },
      { $set: { billingLock: { holder, until: new Date(now.getTime() + leaseMs) } } },
      { returnDocument: 'after', projection: projectionOf(accountFields) },
    ).lean<StoredAccount>();
    return account && withoutNulls(account);
  },
  /** Gives the lease back and counts the operation (the next one gets new idempotency keys). */
  async releaseBillingLock(employerId: string, holder: string) {
    await EmployerModel.updateOne({ _id: employerId, 'billingLock.holder': holder }, { $unset: { billingLock: 1 }, $inc: { billingVersion: 1 } });
  },
  async employerExists(employerId: string) {
    return isValidObjectId(employerId) && (await EmployerModel.exists({ _id: employerId })) !== null;
  },

  /** Keeps the first customer created for an employer; answers the one kept. */
  async rememberCustomer(employerId: string, stripeCustomerId: string) {
    await EmployerModel.updateOne({ _id: employerId, stripeCustomerId: { $exists: false } }, { $set: { stripeCustomerId } });
    return (await EmployerModel.findById(employerId).select({ stripeCustomerId: 1 }).lean())?.stripeCustomerId ?? stripeCustomerId;
  },
  async findEmployerIdByCustomer(stripeCustomerId: string) {
    return (await EmployerModel.findOne({ stripeCustomerId }).select({ _id: 1 }).lean())?._id;
  },

  /** A subscription created and awaiting its first payment: kept beside the plan in force, granting nothing. */
  async setPendingSubscription(employerId: string, pending: { stripeSubscriptionId: string; planId: string; createdAt: Date }) {
    await EmployerModel.updateOne({ _id: employerId }, { $set: { pendingSubscription: pending } });
  },
  /** Forgets a pending subscription (expired, replaced or cancelled); false when it was not this one. */
  async dropPendingSubscription(employerId: string, stripeSubscriptionId: string) {
    const result = await EmployerModel.updateOne(
      { _id: employerId, 'pendingSubscription.stripeSubscriptionId': stripeSubscriptionId },
      { $unset: { pendingSubscription: 1 } },
    );
    return result.modifiedCount === 1;
  },
  async pendingSubscriptionsCreatedBefore(before: Date, limit = 200) {
    const employers = await EmployerModel.find({ 'pendingSubscription.createdAt': { $lt: before } }).select({ pendingSubscription: 1 }).limit(limit).lean();
    return employers.flatMap(({ _id, pendingSubscription }) =>
      pendingSubscription ? [{ employerId: String(_id), stripeSubscriptionId: pendingSubscription.stripeSubscriptionId }] : [],
    );
  },
  /**
   * Makes a subscription the one in force, when Stripe reports it paid or trialing: the
   * pending one (`from: 'pending'`), or one the product does not know yet while none is in
   * force (`from: 'unknown'`: created at Stripe just before a crash). One conditional update;
   * a trial's start sets the one-trial marker, which nothing ever clears ($min keeps the first).
   */
  async makeLive(employerId: string, live: LiveSubscription, order: number, from: 'pending' | 'unknown', trialStartedAt?: Date) {
    const condition: Record<string, unknown> =
      from === 'pending'
        ? { _id: employerId, 'pendingSubscription.stripeSubscriptionId': live.stripeSubscriptionId }
        : {
            _id: employerId,
            stripeSubscriptionId: { $ne: live.stripeSubscriptionId },
            $or: [{ subscriptionStatus: { $nin: subscriptionInForce } }, { stripeSubscriptionId: { $exists: false } }],
          };
    const update: Record<string, unknown> = {
      $set: { ...liveFields(live), subscriptionStateOrder: order },
      $unset: {
        ...(from === 'pending' ? { pendingSubscription: 1 } : {}),
        pendingPlanChange: 1,
        scheduledPlanChange: 1,
        ...(live.stripeSubscriptionItemId ? {} : { stripeSubscriptionItemId: 1 }),
      },
    };
    if (trialStartedAt) update.$min = { trialStartedAt };
    const result = await EmployerModel.updateOne(condition, update);
    return result.modifiedCount === 1;
  },
  /**
   * Applies what Stripe reports of the subscription in force, unless a newer report was
   * applied (one conditional update). Plan changes it shows settle the pending or scheduled ones.
   */
  async applyLiveReport(employerId: string, live: LiveSubscription, order: number, trialStartedAt?: Date) {
    const update: Record<string, unknown> = { $set: { ...liveFields(live), subscriptionStateOrder: order } };
    if (trialStartedAt) update.$min = { trialStartedAt };
    const result = await EmployerModel.updateOne(
      // Equal orders apply too: events of the same second come in Stripe's order, and with live
      // keys each report is Stripe's current word on the subscription (stripe-events.ts).
      { _id: employerId, stripeSubscriptionId: live.stripeSubscriptionId, subscriptionStateOrder: { $lte: order } },
      update,
    );
    if (live.subscriptionPlan) await this.settlePlanChanges(employerId, live.subscriptionPlan, live.subscriptionStatus === 'canceled');
    return result.modifiedCount === 1;
  },
  /** A change Stripe now shows (or a subscription that ended) is no longer pending or scheduled. */
  async settlePlanChanges(employerId: string, planNow: string, ended: boolean) {
    await EmployerModel.updateOne({ _id: employerId, ...(ended ? {} : { 'pendingPlanChange.planId': planNow }) }, { $unset: { pendingPlanChange: 1 } });
    await EmployerModel.updateOne({ _id: employerId, ...(ended ? {} : { 'scheduledPlanChange.planId': planNow }) }, { $unset: { scheduledPlanChange: 1 } });
  },
  async setCancelAtPeriodEnd(employerId: string, stripeSubscriptionId: string, cancelAtPeriodEnd: boolean) {
    await EmployerModel.updateOne(
      { _id: employerId, stripeSubscriptionId },
      { $set: { cancelAtPeriodEnd }, ...(cancelAtPeriodEnd ? { $unset: { scheduledPlanChange: 1, pendingPlanChange: 1 } } : {}) },
    );
  },
  async setPendingPlanChange(employerId: string, change: PendingPlanChange) {
    await EmployerModel.updateOne({ _id: employerId }, { $set: { pendingPlanChange: change } });
  },
  async dropPlanChangesRequestedBefore(before: Date) {
    return (await EmployerModel.updateMany({ 'pendingPlanChange.requestedAt': { $lt: before } }, { $unset: { pendingPlanChange: 1 } })).modifiedCount;
  },
  async setScheduledPlanChange(employerId: string, change: { planId: string; effectiveAt: Date; scheduleId?: string } | undefined) {
    await EmployerModel.updateOne({ _id: employerId }, change ? { $set: { scheduledPlanChange: change } } : { $unset: { scheduledPlanChange: 1 } });
  },

  /** One job post credit per payment intent, ever: the marker and the credit in one update. */
  async creditJobPost(employerId: string, paymentIntentId: string) {
    const result = await EmployerModel.updateOne(
      { _id: employerId, creditedPaymentIntents: { $ne: paymentIntentId } },
      { $inc: { jobPostCredits: 1 }, $push: { creditedPaymentIntents: paymentIntentId } },
    );
    return result.modifiedCount === 1;
  },

  /** Records a payment once by its intent id; a later status only moves a pending or failed one on. */
  async recordPayment(payment: {
    employerId: string;
    stripePaymentIntentId: string;
    amount: number;
    type: 'job_post' | 'subscription';
    status: 'succeeded' | 'failed' | 'pending';
    description?: string;
    lines?: { description: string; amount: number }[];
    receiptUrl?: string;
    createdAt: Date;
  }) {
    const { status, receiptUrl, ...fixed } = payment;
    try {
      await PaymentModel.updateOne(
        { stripePaymentIntentId: payment.stripePaymentIntentId, status: { $ne: 'succeeded' } },
        { $set: { status, ...(receiptUrl ? { receiptUrl } : {}) }, $setOnInsert: fixed },
        // createdAt is when the payment was made (Stripe's time), not when we heard of it.
        { upsert: true, timestamps: false },
      );
    } catch (error) {
      // Already recorded as succeeded: a success is final.
      if (!isDuplicateKeyError(error)) throw error;
    }
  },
  async hasPendingPayment(employerId: string, stripePaymentIntentId: string) {
    return (await PaymentModel.exists({ employerId, stripePaymentIntentId, status: 'pending' })) !== null;
  },
  async latestPayments(employerId: string, limit = 50): Promise<Payment[]> {
    const payments = await PaymentModel.find({ employerId }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
    return payments.map((payment) => ({
      id: String(payment._id),
      employerId: String(payment.employerId),
      stripePaymentIntentId: payment.stripePaymentIntentId,
      amount: payment.amount,
      currency: payment.currency ?? 'usd',
      type: payment.type,
      status: payment.status,
      description: payment.description ?? undefined,
      lines: payment.lines?.map(({ description, amount }) => ({ description: description ?? '', amount })),
      receiptUrl: payment.receiptUrl ?? undefined,
      createdAt: payment.createdAt.toISOString(),
    }));
  },
  /** Successful payments made in [from, to), by employer and month: what the month's statements add up. */
  async succeededPaymentsBetween(from: Date, to: Date) {
    return PaymentModel.find({ status: 'succeeded', createdAt: { $gte: from, $lt: to } })
      .select({ employerId: 1, type: 1, amount: 1, createdAt: 1 })
      .lean();
  },
  /** A month's statement, written once: a second writer (another process, a rerun) changes nothing. */
  async createStatement(employerId: string, year: number, month: number, totals: Record<string, number>) {
    try {
      const result = await BillingStatementModel.updateOne(
        { employerId, year, month },
        { $setOnInsert: { ...totals, paymentStatus: 'paid', emailSent: false } },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  },
  async statements(employerId: string, limit = 24): Promise<BillingStatement[]> {
    const statements = await BillingStatementModel.find({ employerId }).sort({ year: -1, month: -1 }).limit(limit).lean();
    return statements.map(({ _id, employerId: owner, month, year, totalAmount, subscriptionFee, jobPostFees, boostFees, jobPostCount, paymentStatus, statementUrl, emailSent }) => ({
      id: String(_id),
      employerId: String(owner),
      month,
      year,
      totalAmount,
      subscriptionFee,
      jobPostFees,
      boostFees,
      jobPostCount,
      paymentStatus,
      statementUrl: statementUrl ?? undefined,
      emailSent,
    }));
  },
  async findStatement(employerId: string, statementId: string) {
    if (!isValidObjectId(statementId)) return null;
    const statement = await BillingStatementModel.findOne({ _id: statementId, employerId });
    return statement ? toRecord(statement) : null;
  },
  /** The payments a statement adds up, with their lines, for its PDF. */
  async paymentsOfMonth(employerId: string, year: number, month: number) {
    return PaymentModel.find({ employerId, status: 'succeeded', createdAt: { $gte: new Date(Date.UTC(year, month - 1, 1)), $lt: new Date(Date.UTC(year, month, 1)) } })
      .sort({ createdAt: 1 })
      .select({ type: 1, amount: 1, description: 1, lines: 1, createdAt: 1 })
      .lean();
  },

  /** Marks an event applied; false when it already was. */
  async markEventProcessed(eventId: string, type: string) {
    try {
      await ProcessedStripeEventModel.create({ _id: eventId, type });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  },
  async isEventProcessed(eventId: string) {
    return (await ProcessedStripeEventModel.exists({ _id: eventId })) !== null;
  },
};
