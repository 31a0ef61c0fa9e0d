import { model, Schema } from 'mongoose';
import { storedFileSchema } from './application-fields';
import { applyJsonShape } from '../json-shape';

/**
 * A resume a signed-in job seeker or veteran keeps in the profile, its file in the application
 * files' bucket. The owner is the account's id with its role (the two come from different
 * collections). Each takes one of the owner's numbered slots, unique per owner, so the cap on
 * saved resumes holds when uploads race (`freeResumeSlot` in the domain lib).
 */
const savedResumeSchema = new Schema(
  {
    ownerRole: { type: String, required: true, enum: ['jobseeker', 'veteran'] },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    slot: { type: Number, required: true, min: 0 },
    file: { type: storedFileSchema, required: true },
    uploadedAt: { type: Date, required: true, default: () => new Date() },
  },
  { timestamps: false },
);
savedResumeSchema.index({ ownerId: 1, ownerRole: 1, slot: 1 }, { unique: true });
applyJsonShape(savedResumeSchema);

export const SavedResumeModel = model('SavedResume', savedResumeSchema);
