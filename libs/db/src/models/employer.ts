import { model, Schema } from 'mongoose';
import { companySizes, daysOfWeek, employerIndustries, subscriptionStatuses, verificationStatuses } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';
import { keepSearchWords } from '../search-words';
import { fairChanceAttestationSchema } from './fair-chance-fields';

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;
// The spec's "interview availability" (employerId, dayOfWeek, startTime, endTime, isActive),
// kept inside its employer so the week is replaced in one atomic update.
const availabilityWindowSchema = new Schema(
  {
    dayOfWeek: { type: Number, required: true, enum: daysOfWeek },
    startTime: { type: String, required: true, match: timeOfDay },
    endTime: { type: String, required: true, match: timeOfDay },
    isActive: { type: Boolean, default: true },
  },
  { _id: false },
);

const employerSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    // When the owner confirmed the address from the emailed link; unset again when the address changes.
    emailVerifiedAt: { type: Date },
    passwordHash: { type: String, required: true, select: false },
    companyName: { type: String, required: true, trim: true, maxlength: 200 },
    contactName: { type: String, required: true, trim: true, maxlength: 200 },
    phone: { type: String, trim: true, maxlength: 30 },
    address: { type: String, trim: true, maxlength: 300 },
    city: { type: String, required: true, trim: true, maxlength: 100 },
    state: { type: String, required: true, trim: true, maxlength: 100 },
    zipCode: { type: String, required: true, trim: true, maxlength: 10 },
    // Interview times are read in this zone; set from the state at registration.
    timeZone: { type: String, trim: true, maxlength: 64 },
    // Unset until the employer saves one: then Monday to Friday 09:00-17:00 applies.
    interviewAvailability: { type: [availabilityWindowSchema], default: undefined },
    website: { type: String, trim: true, maxlength: 500 },
    industry: { type: String, required: true, enum: employerIndustries },
    companySize: { type: String, required: true, enum: companySizes },
    description: { type: String, trim: true, maxlength: 5000 },
    logoUrl: { type: String, maxlength: 500 },
    verificationStatus: { type: String, enum: verificationStatuses, default: 'pending' },
    // The admin's last verification decision: its reason (shown to the employer with a rejection), when and by whom.
    verificationReason: { type: String, trim: true, maxlength: 1000 },
    verificationDecidedAt: { type: Date },
    verificationDecidedBy: { type: Schema.Types.ObjectId, ref: 'AdminUser' },
    // An admin may deactivate the account: it cannot sign in and its sessions stop counting.
    isActive: { type: Boolean, default: true },
    stripeCustomerId: { type: String },
    stripeSubscriptionId: { type: String },
    subscriptionStatus: { type: String, enum: subscriptionStatuses, default: 'inactive' },
    subscriptionPlan: { type: String },
    jobPostCredits: { type: Number, default: 0, min: 0, validate: Number.isInteger },
    subscriptionStartDate: { type: Date },
    subscriptionEndDate: { type: Date },
    trialEnd: { type: Date },
    // When the employer's one free month started: set once, never cleared by any later event.
    trialStartedAt: { type: Date },
    // The billing period Stripe reports for the subscription in force.
    currentPeriodStart: { type: Date },
    stripeSubscriptionItemId: { type: String },
    // A subscription created and awaiting its first payment: it grants nothing until Stripe
    // reports it active or trialing, and is dropped when it expires unpaid.
    pendingSubscription: {
      type: new Schema({ stripeSubscriptionId: { type: String, required: true }, planId: { type: String, required: true }, createdAt: { type: Date, required: true } }, { _id: false }),
      required: false,
    },
    // An upgrade awaiting its prorated payment (the plan in force stays until Stripe applies it).
    pendingPlanChange: {
      type: new Schema(
        {
          planId: { type: String, required: true },
          amountDue: { type: Number, required: true },
          requestedAt: { type: Date, required: true },
          // The invoice's lines (proration credit and charge, or the new plan's month when it ends a trial).
          lines: { type: [{ _id: false, description: { type: String, required: true }, amount: { type: Number, required: true } }], default: [] },
          endsTrial: { type: Boolean, default: false },
          resumes: { type: Boolean, default: false },
        },
        { _id: false },
      ),
      required: false,
    },
    // A downgrade that takes effect at the period's end (a Stripe subscription schedule).
    scheduledPlanChange: {
      type: new Schema({ planId: { type: String, required: true }, effectiveAt: { type: Date, required: true }, scheduleId: { type: String } }, { _id: false }),
      required: false,
    },
    // Creating, changing and cancelling a subscription hold this lease, taken by one conditional
    // update, so concurrent requests never make two subscriptions. billingVersion counts the
    // operations done and keys Stripe's idempotency keys.
    billingLock: { type: new Schema({ holder: { type: String, required: true }, until: { type: Date, required: true } }, { _id: false }), required: false },
    billingVersion: { type: Number, default: 0 },
    // The plan's posts used in its current monthly period, which started at planPeriodStart.
    // Counted with one conditional $inc per post, so concurrent posts never exceed the limit.
    planPeriodStart: { type: Date },
    planPostsUsed: { type: Number, default: 0, min: 0 },
    // The plan ends at subscriptionEndDate instead of renewing.
    cancelAtPeriodEnd: { type: Boolean, default: false },
    // subscriptionEventOrder of the last subscription event applied: an older one changes nothing.
    subscriptionStateOrder: { type: Number, default: 0 },
    // Payment intents already turned into a credit: the marker and the credit change in one
    // update of this document, so a replayed payment never adds a second credit.
    creditedPaymentIntents: { type: [String], default: [], select: false },
    // Unset until the employer attests; its jobs carry a copy while it counts.
    fairChanceAttestation: { type: fairChanceAttestationSchema, required: false },
  },
  { timestamps: true },
);
// Admin list: newest or by company, all or one verification status; search by words.
employerSchema.index({ createdAt: -1, _id: -1 });
employerSchema.index({ verificationStatus: 1, createdAt: -1, _id: -1 });
employerSchema.index({ companyName: 1, _id: 1 });
employerSchema.index({ verificationStatus: 1, companyName: 1, _id: 1 });
keepSearchWords(employerSchema, ['companyName', 'contactName', 'email']);
employerSchema.index({ stripeCustomerId: 1 });
// The sweep of subscriptions left unpaid.
employerSchema.index({ 'pendingSubscription.createdAt': 1 });
// The inclusive-employer count: employers whose attestation is recent enough.
employerSchema.index({ 'fairChanceAttestation.attestedAt': 1 });
applyJsonShape(employerSchema, [
  'passwordHash',
  'searchWords',
  'verificationDecidedBy',
  'creditedPaymentIntents',
  'subscriptionStateOrder',
  'interviewAvailability',
  'billingLock',
  'billingVersion',
  'pendingSubscription',
  'pendingPlanChange',
  'scheduledPlanChange',
  'stripeSubscriptionItemId',
  'trialStartedAt',
]);

export const EmployerModel = model('Employer', employerSchema);
