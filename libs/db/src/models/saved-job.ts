import { model, Schema } from 'mongoose';
import { applyJsonShape } from '../json-shape';

/**
 * A job kept by a signed-in job seeker or veteran. The owner is the account's id with its role
 * (a job seeker's and a veteran's ids come from different collections); the unique (owner, job)
 * key makes saving idempotent, also when a save and a guest merge race.
 */
const savedJobSchema = new Schema(
  {
    ownerRole: { type: String, required: true, enum: ['jobseeker', 'veteran'] },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    jobId: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    savedAt: { type: Date, required: true, default: () => new Date() },
  },
  { timestamps: false },
);
savedJobSchema.index({ ownerId: 1, ownerRole: 1, jobId: 1 }, { unique: true });
// The list, newest save first.
savedJobSchema.index({ ownerId: 1, ownerRole: 1, savedAt: -1 });
applyJsonShape(savedJobSchema);

export const SavedJobModel = model('SavedJob', savedJobSchema);
