import { model, Schema } from 'mongoose';
import { applyJsonShape } from '../json-shape';

const outboxStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

const calendarMethods = ['REQUEST', 'CANCEL'] as const;

/** An iCalendar invitation sent as the message's text/calendar part (clients show Accept / Decline). */
const outboxCalendarSchema = new Schema(
  {
    method: { type: String, enum: calendarMethods, required: true },
    // One event with a description: a few kilobytes; the cap only stops runaway input.
    content: { type: String, required: true, maxlength: 100_000 },
  },
  { _id: false },
);

/**
 * One email the product owes someone (the mail lib's outbox). Written by the use case that causes
 * it, under an `_id` derived from what caused it, so a retried step writes it once; the worker
 * claims it with one atomic update, holds it for a lease, and records the outcome.
 */
const outboxMessageSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 200 },
    // The template it was rendered from (for logs and history), e.g. "application-confirmation".
    kind: { type: String, required: true, maxlength: 100 },
    to: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    subject: { type: String, required: true, maxlength: 300 },
    // Unset once sent when the message carries a secret (a confirmation link): the database then keeps no usable copy.
    html: { type: String, maxlength: 200_000 },
    text: { type: String, maxlength: 100_000 },
    // Sent as the text/calendar part; unset with the body when redactWhenSent.
    calendar: { type: outboxCalendarSchema, required: false },
    // Extra headers by name (List-Unsubscribe, List-Unsubscribe-Post, Reply-To), sent as they are.
    headers: { type: Map, of: { type: String, maxlength: 2000 }, required: false },
    // What a message that may still be replaced tells (an application's status): the next change
    // compares with the last message sent, so a change back to what the reader knows sends nothing.
    tells: { type: String, maxlength: 100 },
    redactWhenSent: { type: Boolean, default: false },
    status: { type: String, enum: outboxStatuses, default: 'queued' },
    // When the message may next be claimed: due time while queued, lease end while sending.
    nextAttemptAt: { type: Date, required: true, default: () => new Date() },
    attempts: { type: Number, default: 0, min: 0 },
    // Which worker holds the lease; a late worker whose lease ran out cannot record an outcome.
    leasedBy: { type: String, maxlength: 100 },
    lastError: { type: String, maxlength: 2000 },
    sentAt: { type: Date },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// The worker's claim: the oldest due message first.
outboxMessageSchema.index({ status: 1, nextAttemptAt: 1 });
applyJsonShape(outboxMessageSchema);

export const OutboxMessageModel = model('OutboxMessage', outboxMessageSchema);

/**
 * How many emails of one group an address was sent on one day (UTC), `_id` `<group>:<email>:<day>`:
 * the cap on mail the recipient did not ask for, whatever the number of requests or client
 * addresses. Counted by one atomic upsert per email; a day's rows are dropped by the worker later.
 */
const recipientMailCountSchema = new Schema({
  _id: { type: String, required: true, maxlength: 400 },
  count: { type: Number, required: true, default: 0 },
  day: { type: String, required: true, maxlength: 10 },
});
recipientMailCountSchema.index({ day: 1 });
export const RecipientMailCountModel = model('RecipientMailCount', recipientMailCountSchema);
