import { model, Schema } from 'mongoose';
import { daysOfWeek, interviewDurations, interviewStatuses, interviewTypes } from '@jobboard/contracts';
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
  },
  { timestamps: true },
);
interviewSchema.index({ employerId: 1, scheduledDateTime: 1 });
interviewSchema.index({ applicationId: 1 });
applyJsonShape(interviewSchema);

export const InterviewModel = model('Interview', interviewSchema);

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;
const interviewAvailabilitySchema = new Schema({
  employerId: { type: Schema.Types.ObjectId, ref: 'Employer', required: true },
  dayOfWeek: { type: Number, required: true, enum: daysOfWeek },
  startTime: { type: String, required: true, match: timeOfDay },
  endTime: { type: String, required: true, match: timeOfDay },
  isActive: { type: Boolean, default: true },
});
interviewAvailabilitySchema.index({ employerId: 1, dayOfWeek: 1 });
applyJsonShape(interviewAvailabilitySchema);

export const InterviewAvailabilityModel = model('InterviewAvailability', interviewAvailabilitySchema);
