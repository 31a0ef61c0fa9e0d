import { model, Schema } from 'mongoose';
import { companySizes, daysOfWeek, employerIndustries, subscriptionStatuses, verificationStatuses } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

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
applyJsonShape(employerSchema, ['passwordHash', 'creditedPaymentIntents', 'subscriptionStateOrder', 'interviewAvailability']);

export const EmployerModel = model('Employer', employerSchema);
