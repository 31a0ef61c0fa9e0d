import type { SubscriptionPlan } from '@jobboard/contracts';
import { BillingStatementModel, EmployerModel, PaymentModel, ProcessedStripeEventModel, SubscriptionPlanModel, isDuplicateKeyError, toRecord } from '@jobboard/db';
import { isValidObjectId, Types } from 'mongoose';

export interface SubscriptionState {
  subscriptionStatus: string;
  subscriptionPlan?: string;
  stripeSubscriptionId?: string;
  subscriptionStartDate?: Date;
  subscriptionEndDate?: Date;
  trialEnd?: Date;
  cancelAtPeriodEnd?: boolean;
}

const planFields = { name: 1, price: 1, jobPostLimit: 1, features: 1, stripePriceId: 1, isActive: 1 } as const;

export const billingRepository = {
  async activePlans(): Promise<SubscriptionPlan[]> {
    return (await SubscriptionPlanModel.find({ isActive: true }).sort({ price: 1 })).map((plan) => toRecord(plan) as unknown as SubscriptionPlan);
  },
  async findPlan(id: string) {
    return SubscriptionPlanModel.findOne({ _id: id, isActive: true }).select(planFields).lean<SubscriptionPlan & { _id: string }>();
  },
  async findPlanByPrice(stripePriceId: string) {
    return SubscriptionPlanModel.findOne({ stripePriceId }).select({ _id: 1 }).lean<{ _id: string }>();
  },
  /** Keeps the first price id created for a plan (two concurrent creations keep one). */
  async rememberPlanPrice(planId: string, stripePriceId: string) {
    await SubscriptionPlanModel.updateOne({ _id: planId, stripePriceId: { $exists: false } }, { $set: { stripePriceId } });
    return (await SubscriptionPlanModel.findById(planId).select({ stripePriceId: 1 }).lean<{ stripePriceId?: string }>())?.stripePriceId ?? stripePriceId;
  },

  async findBillingAccount(employerId: string) {
    return EmployerModel.findById(employerId)
      .select({
        email: 1,
        companyName: 1,
        stripeCustomerId: 1,
        stripeSubscriptionId: 1,
        subscriptionStatus: 1,
        subscriptionPlan: 1,
        jobPostCredits: 1,
        subscriptionStartDate: 1,
        subscriptionEndDate: 1,
        trialEnd: 1,
        cancelAtPeriodEnd: 1,
      })
      .lean<{
        _id: Types.ObjectId;
        email: string;
        companyName: string;
        stripeCustomerId?: string;
        stripeSubscriptionId?: string;
        subscriptionStatus: string;
        subscriptionPlan?: string;
        jobPostCredits: number;
        subscriptionStartDate?: Date;
        subscriptionEndDate?: Date;
        trialEnd?: Date;
        cancelAtPeriodEnd?: boolean;
      }>();
  },
  /** Keeps the first customer created for an employer; answers the one kept. */
  async rememberCustomer(employerId: string, stripeCustomerId: string) {
    await EmployerModel.updateOne({ _id: employerId, stripeCustomerId: { $exists: false } }, { $set: { stripeCustomerId } });
    return (await EmployerModel.findById(employerId).select({ stripeCustomerId: 1 }).lean<{ stripeCustomerId?: string }>())?.stripeCustomerId ?? stripeCustomerId;
  },
  async findEmployerIdByCustomer(stripeCustomerId: string) {
    return (await EmployerModel.findOne({ stripeCustomerId }).select({ _id: 1 }).lean<{ _id: Types.ObjectId }>())?._id;
  },
  async employerExists(employerId: string) {
    return isValidObjectId(employerId) && (await EmployerModel.exists({ _id: employerId })) !== null;
  },

  /** Applies a subscription's state if it is newer than the one applied (one conditional update). */
  async applySubscriptionState(employerId: string, state: SubscriptionState, order: number) {
    const unset: Record<string, 1> = {};
    const set: Record<string, unknown> = { subscriptionStateOrder: order };
    for (const [field, value] of Object.entries(state)) {
      if (value === undefined) unset[field] = 1;
      else set[field] = value;
    }
    const result = await EmployerModel.updateOne({ _id: employerId, subscriptionStateOrder: { $lt: order } }, { $set: set, $unset: unset });
    return result.modifiedCount === 1;
  },
  /** Sets the state we know at once (no event order: the next newer event wins over it). */
  async setSubscriptionState(employerId: string, state: Partial<SubscriptionState>) {
    await EmployerModel.updateOne({ _id: employerId }, { $set: state });
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
    receiptUrl?: string;
    createdAt: Date;
  }) {
    const { status, receiptUrl, ...fixed } = payment;
    try {
      await PaymentModel.updateOne(
        { stripePaymentIntentId: payment.stripePaymentIntentId, status: { $ne: 'succeeded' } },
        { $set: { status, ...(receiptUrl ? { receiptUrl } : {}) }, $setOnInsert: fixed },
        { upsert: true },
      );
    } catch (error) {
      // Already recorded as succeeded: a success is final.
      if (!isDuplicateKeyError(error)) throw error;
    }
  },
  async hasPendingPayment(employerId: string, stripePaymentIntentId: string) {
    return (await PaymentModel.exists({ employerId, stripePaymentIntentId, status: 'pending' })) !== null;
  },
  async latestPayments(employerId: string, limit = 50) {
    return (await PaymentModel.find({ employerId }).sort({ createdAt: -1, _id: -1 }).limit(limit)).map(toRecord);
  },
  async succeededPayments(employerId: string) {
    return PaymentModel.find({ employerId, status: 'succeeded' })
      .select({ type: 1, amount: 1, createdAt: 1 })
      .lean<{ type: 'job_post' | 'subscription'; amount: number; createdAt: Date }[]>();
  },
  async saveStatement(employerId: string, year: number, month: number, totals: Record<string, number>) {
    await BillingStatementModel.updateOne(
      { employerId, year, month },
      { $set: totals, $setOnInsert: { paymentStatus: 'paid', emailSent: false } },
      { upsert: true },
    ).catch((error: unknown) => {
      // Two readers generating the same month at once: the unique index keeps one, both equal.
      if (!isDuplicateKeyError(error)) throw error;
    });
  },
  async statements(employerId: string, limit = 24) {
    return (await BillingStatementModel.find({ employerId }).sort({ year: -1, month: -1 }).limit(limit)).map(toRecord);
  },
  async findStatement(employerId: string, statementId: string) {
    if (!isValidObjectId(statementId)) return null;
    const statement = await BillingStatementModel.findOne({ _id: statementId, employerId });
    return statement ? toRecord(statement) : null;
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
