import { model, Schema } from 'mongoose';

/** Requests per key (an action and a client address) in the current window; see the server kit's request rate limit. */
const requestRateLimitSchema = new Schema({
  _id: { type: String, required: true },
  requests: { type: Number, required: true, default: 0 },
  windowStartedAt: { type: Date, required: true },
});
export const RequestRateLimitModel = model('RequestRateLimit', requestRateLimitSchema);
