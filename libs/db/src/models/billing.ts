import { model, Schema } from 'mongoose';
import { paymentStatuses, paymentTypes, statementPaymentStatuses } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

// All money is integer cents (ARCHITECTURE: database portability).
const cents = { type: Number, required: true, validate: Number.isInteger };

const paymentSchema = new Schema(
  {
    employerId: { type: Schema.Types.ObjectId, ref: 'Employer', required: true },
    stripePaymentIntentId: { type: String, required: true, unique: true },
    amount: cents,
    currency: { type: String, default: 'usd', lowercase: true, maxlength: 3 },
    type: { type: String, required: true, enum: paymentTypes },
    status: { type: String, required: true, enum: paymentStatuses },
    description: { type: String, maxlength: 500 },
    lines: { type: [{ _id: false, description: { type: String, maxlength: 500 }, amount: cents }], default: undefined },
    receiptUrl: { type: String, maxlength: 500 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
paymentSchema.index({ employerId: 1, createdAt: -1 });
// The month's successful payments, for its statements.
paymentSchema.index({ status: 1, createdAt: 1 });
applyJsonShape(paymentSchema);
export const PaymentModel = model('Payment', paymentSchema);

const subscriptionPlanSchema = new Schema({
  // The plan's own id ('starter', 'pro', 'enterprise'): pro and enterprise are special in the UI.
  _id: { type: String, required: true },
  name: { type: String, required: true, maxlength: 100 },
  price: cents,
  jobPostLimit: { type: Number, min: 0 },
  features: { type: [String], default: [] },
  stripePriceId: { type: String },
  stripeLookupKey: { type: String },
  isActive: { type: Boolean, default: true },
});
applyJsonShape(subscriptionPlanSchema);
export const SubscriptionPlanModel = model('SubscriptionPlan', subscriptionPlanSchema);

const billingStatementSchema = new Schema({
  employerId: { type: Schema.Types.ObjectId, ref: 'Employer', required: true },
  month: { type: Number, required: true, min: 1, max: 12 },
  year: { type: Number, required: true, min: 2000 },
  totalAmount: cents,
  subscriptionFee: { ...cents, default: 0 },
  jobPostFees: { ...cents, default: 0 },
  boostFees: { ...cents, default: 0 },
  jobPostCount: { type: Number, default: 0, min: 0 },
  paymentStatus: { type: String, enum: statementPaymentStatuses, default: 'paid' },
  statementUrl: { type: String, maxlength: 500 },
  emailSent: { type: Boolean, default: false },
});
billingStatementSchema.index({ employerId: 1, year: -1, month: -1 }, { unique: true });
applyJsonShape(billingStatementSchema);
export const BillingStatementModel = model('BillingStatement', billingStatementSchema);

/** Stripe events already applied, so a redelivered webhook changes nothing twice. */
const processedStripeEventSchema = new Schema(
  { _id: { type: String, required: true }, type: { type: String, required: true } },
  { timestamps: { createdAt: true, updatedAt: false } },
);
export const ProcessedStripeEventModel = model('ProcessedStripeEvent', processedStripeEventSchema);
