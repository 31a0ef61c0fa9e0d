import { model, Schema } from 'mongoose';

const accountTokenPurposes = ['verify-email', 'password-reset'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * The token of an emailed account link (confirm the address, choose a new password). The `_id`
 * is the SHA-256 of the random token: the token itself is only in the email. Used once (one
 * conditional update sets `usedAt`); expiry is checked in code and the worker removes old ones.
 */
const accountTokenSchema = new Schema({
  _id: { type: String, required: true, maxlength: 64 },
  purpose: { type: String, required: true, enum: accountTokenPurposes },
  role: { type: String, required: true, enum: ['jobseeker', 'employer', 'veteran'] },
  accountId: { type: Schema.Types.ObjectId, required: true },
  // The address the link was sent to: it works only while the account still has it.
  email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
  createdAt: { type: Date, required: true, default: () => new Date() },
  expiresAt: { type: Date, required: true },
  usedAt: { type: Date },
});
accountTokenSchema.index({ expiresAt: 1 });

export const AccountTokenModel = model('AccountToken', accountTokenSchema);
