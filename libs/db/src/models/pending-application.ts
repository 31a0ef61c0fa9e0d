import { model, Schema } from 'mongoose';
import { applyJsonShape } from '../json-shape';
import { applicationFields } from './application-fields';

/**
 * An anonymous application waiting for its applicant to confirm the address by the emailed link.
 * The employer never reads this collection: confirming copies the application, under the same
 * `_id`, into `Application`, where the one-per-person-per-job rule holds. Several may wait for one
 * job and address (a stranger's squat beside the owner's own); none blocks another.
 */
const pendingApplicationSchema = new Schema({
  ...applicationFields,
  // SHA-256 of the link's random token: the token itself is only in the email.
  confirmationTokenHash: { type: String, required: true, maxlength: 64 },
  // Checked in code (no TTL indexes on the embedded database); a sweep removes expired ones and their files.
  expiresAt: { type: Date, required: true },
});
pendingApplicationSchema.index({ confirmationTokenHash: 1 }, { unique: true });
pendingApplicationSchema.index({ expiresAt: 1 });
applyJsonShape(pendingApplicationSchema, ['resumeText', 'confirmationTokenHash']);

export const PendingApplicationModel = model('PendingApplication', pendingApplicationSchema);
