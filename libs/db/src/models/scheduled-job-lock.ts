import { model, Schema } from 'mongoose';

/** The lock of each scheduled job (job-alert digests...): one worker replica runs it a round. */
const scheduledJobLockSchema = new Schema({
  _id: { type: String, required: true },
  holder: { type: String },
  lockedUntil: { type: Date, required: true, default: () => new Date(0) },
});
export const ScheduledJobLockModel = model('ScheduledJobLock', scheduledJobLockSchema);
