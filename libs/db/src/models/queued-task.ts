import { model, Schema } from 'mongoose';

/**
 * A task's life: `queued` (waiting, due at `nextAttemptAt`), `running` (claimed by one worker
 * until `nextAttemptAt`, its lease), `done`, or `dead` (it failed every attempt: kept, with its
 * last error, for an operator to look at and put back).
 */
export const queuedTaskStatuses = ['queued', 'running', 'done', 'dead'] as const;
export type QueuedTaskStatus = (typeof queuedTaskStatuses)[number];

/**
 * One piece of background work owed after a request was answered (server-kit's task queue),
 * e.g. scoring an application. Written under an `_id` made from what it is for
 * (`score-application:<id>`), so asking twice queues it once; claimed by one atomic update.
 */
const queuedTaskSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 200 },
    kind: { type: String, required: true, maxlength: 100 },
    // What the handler needs to find its work (ids), never the work itself.
    payload: { type: Schema.Types.Mixed, default: {} },
    status: { type: String, enum: queuedTaskStatuses, default: 'queued' },
    // When it may next be claimed: its due time while queued, its lease's end while running.
    nextAttemptAt: { type: Date, required: true, default: () => new Date() },
    attempts: { type: Number, default: 0, min: 0 },
    // Which worker holds the lease; a worker whose lease ran out cannot record an outcome.
    leasedBy: { type: String, maxlength: 100 },
    lastError: { type: String, maxlength: 2000 },
    doneAt: { type: Date },
  },
  { timestamps: true },
);
// The claim: the oldest due task first.
queuedTaskSchema.index({ status: 1, nextAttemptAt: 1 });
// Finished tasks are deleted a while after they end (no TTL index: the embedded database has none).
queuedTaskSchema.index({ doneAt: 1 });

export const QueuedTaskModel = model('QueuedTask', queuedTaskSchema, 'queued_tasks');
