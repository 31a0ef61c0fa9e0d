import { model, Schema } from 'mongoose';
import { applyJsonShape } from '../json-shape';

/** Administrators are created by a command, never through the API. */
const adminUserSchema = new Schema(
  {
    username: { type: String, required: true, unique: true, trim: true, maxlength: 50 },
    passwordHash: { type: String, required: true, maxlength: 255, select: false },
    email: { type: String, lowercase: true, trim: true, maxlength: 255 },
    firstName: { type: String, trim: true, maxlength: 100 },
    lastName: { type: String, trim: true, maxlength: 100 },
    isActive: { type: Boolean, default: true },
    lastLoginAt: { type: Date },
  },
  { timestamps: true },
);
applyJsonShape(adminUserSchema, ['passwordHash']);
export const AdminUserModel = model('AdminUser', adminUserSchema);

/** An admin session (id, adminUserId, expiresAt); expiry is checked in code, not by a TTL index. */
const adminSessionSchema = new Schema(
  {
    adminUserId: { type: Schema.Types.ObjectId, ref: 'AdminUser', required: true },
    expiresAt: { type: Date, required: true },
    // The last request the session made (recorded at most once a minute): idle too long, it ends.
    lastSeenAt: { type: Date },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
adminSessionSchema.index({ adminUserId: 1 });
applyJsonShape(adminSessionSchema);
export const AdminSessionModel = model('AdminSession', adminSessionSchema);

/** A Session (sid, sess, expire): stored sessions of job seekers, employers and veterans. */
const sessionSchema = new Schema({
  _id: { type: String, required: true },
  sess: {
    type: new Schema(
      {
        subjectId: { type: Schema.Types.ObjectId, required: true },
        role: { type: String, required: true, enum: ['jobseeker', 'employer', 'veteran'] },
      },
      { _id: false },
    ),
    required: true,
  },
  expire: { type: Date, required: true },
});
export const SessionModel = model('Session', sessionSchema);

/** Sign-in attempts per key (account, address, or both) in the current window; see the server kit's login throttle. */
const loginThrottleSchema = new Schema({
  _id: { type: String, required: true },
  attempts: { type: Number, required: true, default: 0 },
  windowStartedAt: { type: Date, required: true },
  lastAttemptAt: { type: Date },
});
export const LoginThrottleModel = model('LoginThrottle', loginThrottleSchema);

const emailPreferenceSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    name: { type: String, trim: true, maxlength: 200 },
    phoneNumber: { type: String, trim: true, maxlength: 30 },
    jobAlerts: { type: Boolean, default: true },
    secondChanceAlerts: { type: Boolean, default: true },
    smsAlerts: { type: Boolean, default: false },
    preferredLanguage: { type: String, default: 'en', maxlength: 5 },
    subscribed: { type: Boolean, default: true },
    // Set when the address opted out of non-essential email (the link in every such email).
    optedOutAt: { type: Date },
    // Set when the address subscribed to the career newsletter (/advice); kept on a second subscribe.
    newsletterSubscribedAt: { type: Date },
  },
  { timestamps: true },
);
applyJsonShape(emailPreferenceSchema);
export const EmailPreferenceModel = model('EmailPreference', emailPreferenceSchema);
