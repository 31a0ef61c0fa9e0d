/** Job alerts: a saved search emailed as a daily digest of new jobs (public-api). */
import { model, Schema } from 'mongoose';
import { jobAlertSources } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

const jobAlertSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    source: { type: String, required: true, enum: jobAlertSources },
    // The canonical query string (canonicalSavedSearch); one alert per address and search.
    search: { type: String, default: '', maxlength: 1000 },
    // The signed-in job seeker or veteran who saved it, who may list and remove it.
    ownerId: { type: Schema.Types.ObjectId },
    ownerRole: { type: String, enum: ['jobseeker', 'veteran'] },
    // Unset until the emailed link is opened: nothing is sent to an unconfirmed address.
    confirmedAt: { type: Date },
    // When the next digest may go (at most daily); claimed atomically by moving it a day on.
    nextDigestAt: { type: Date },
    // New jobs are those posted after this (the last digest, or the confirmation).
    lastDigestAt: { type: Date },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
jobAlertSchema.index({ email: 1, source: 1, search: 1 }, { unique: true });
jobAlertSchema.index({ nextDigestAt: 1 });
jobAlertSchema.index({ ownerId: 1, ownerRole: 1, createdAt: -1 });
applyJsonShape(jobAlertSchema);
export const JobAlertModel = model('JobAlert', jobAlertSchema);
