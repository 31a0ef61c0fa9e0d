import { model, Schema } from 'mongoose';
import { interviewDurations, interviewStatuses, interviewTypes } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

const interviewSchema = new Schema(
  {
    applicationId: { type: Schema.Types.ObjectId, ref: 'Application', required: true },
    employerId: { type: Schema.Types.ObjectId, ref: 'Employer', required: true },
    candidateName: { type: String, required: true, trim: true, maxlength: 200 },
    candidateEmail: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    jobTitle: { type: String, default: 'Position', trim: true, maxlength: 200 },
    scheduledDateTime: { type: Date, required: true },
    duration: { type: Number, enum: interviewDurations, default: 30 },
    meetingLink: { type: String, maxlength: 500 },
    meetingId: { type: String, maxlength: 100 },
    status: { type: String, enum: interviewStatuses, default: 'scheduled' },
    interviewType: { type: String, enum: interviewTypes, default: 'video' },
    notes: { type: String, trim: true, maxlength: 5000 },
    feedback: { type: String, trim: true, maxlength: 5000 },
    rating: { type: Number, min: 1, max: 5, validate: Number.isInteger },
    // The employer's zone when it was booked: the time is shown and emailed in it.
    timeZone: { type: String, maxlength: 64 },
    // The calendar invitation's SEQUENCE: raised on each reschedule or cancellation, so the
    // candidate's calendar updates the same event (same UID) instead of adding one.
    icsSequence: { type: Number, default: 0 },
  },
  { timestamps: true },
);
interviewSchema.index({ employerId: 1, scheduledDateTime: 1 });
interviewSchema.index({ applicationId: 1 });
applyJsonShape(interviewSchema);

export const InterviewModel = model('Interview', interviewSchema);

/**
 * The 15-minute blocks an employer's scheduled interviews occupy, one document each. The unique
 * index makes booking exactly-once without transactions: of two overlapping bookings, only one
 * can insert the block they share (blocks are claimed in ascending order, so one always wins).
 */
const interviewTimeClaimSchema = new Schema(
  {
    employerId: { type: Schema.Types.ObjectId, ref: 'Employer', required: true },
    blockStart: { type: Date, required: true },
    interviewId: { type: Schema.Types.ObjectId, ref: 'Interview', required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
interviewTimeClaimSchema.index({ employerId: 1, blockStart: 1 }, { unique: true });
interviewTimeClaimSchema.index({ interviewId: 1 });

export const InterviewTimeClaimModel = model('InterviewTimeClaim', interviewTimeClaimSchema);
