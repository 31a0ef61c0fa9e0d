import { model, Schema } from 'mongoose';
import { companySizes, employerIndustries, subscriptionStatuses, verificationStatuses } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

const employerSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    passwordHash: { type: String, required: true, select: false },
    companyName: { type: String, required: true, trim: true, maxlength: 200 },
    contactName: { type: String, required: true, trim: true, maxlength: 200 },
    phone: { type: String, trim: true, maxlength: 30 },
    address: { type: String, trim: true, maxlength: 300 },
    city: { type: String, required: true, trim: true, maxlength: 100 },
    state: { type: String, required: true, trim: true, maxlength: 100 },
    zipCode: { type: String, required: true, trim: true, maxlength: 10 },
    website: { type: String, trim: true, maxlength: 500 },
    industry: { type: String, required: true, enum: employerIndustries },
    companySize: { type: String, required: true, enum: companySizes },
    description: { type: String, trim: true, maxlength: 5000 },
    logoUrl: { type: String, maxlength: 500 },
    verificationStatus: { type: String, enum: verificationStatuses, default: 'pending' },
    stripeCustomerId: { type: String },
    stripeSubscriptionId: { type: String },
    subscriptionStatus: { type: String, enum: subscriptionStatuses, default: 'inactive' },
    subscriptionPlan: { type: String },
    jobPostCredits: { type: Number, default: 0, min: 0, validate: Number.isInteger },
    subscriptionStartDate: { type: Date },
    subscriptionEndDate: { type: Date },
    trialEnd: { type: Date },
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
  },
  { timestamps: true },
);
// Admin list: newest first, filtered by name.
employerSchema.index({ createdAt: -1 });
employerSchema.index({ stripeCustomerId: 1 });
applyJsonShape(employerSchema, ['passwordHash', 'creditedPaymentIntents', 'subscriptionStateOrder']);

export const EmployerModel = model('Employer', employerSchema);
