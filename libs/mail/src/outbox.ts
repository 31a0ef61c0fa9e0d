import { isDuplicateKeyError, OutboxMessageModel } from '@jobboard/db';
import type { RenderedMail } from './templates';

export interface OutgoingMail {
  /**
   * What caused the message, e.g. `application-confirmation:<id>`: its id in the outbox, so a
   * retried step writes it once, and the Message-ID the receiver can deduplicate on.
   */
  key: string;
  kind: string;
  to: string;
  mail: RenderedMail;
  /** The body carries a secret (a one-time link): the outbox forgets it once it is sent. */
  redactWhenSent?: boolean;
}

/**
 * Writes a message into the outbox, as a step of the change that causes it; the worker sends it.
 * Answers false when a message with this key is already there (the step ran before).
 */
export const enqueueMail = async ({ key, kind, to, mail, redactWhenSent = false }: OutgoingMail): Promise<boolean> => {
  try {
    await OutboxMessageModel.create({ _id: key, kind, to, ...mail, redactWhenSent, status: 'queued', nextAttemptAt: new Date() });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
};

/** Takes back a message nobody has started sending (the change that caused it was undone). */
export const withdrawQueuedMail = async (key: string): Promise<void> => {
  await OutboxMessageModel.deleteOne({ _id: key, status: 'queued', attempts: 0 });
};

/**
 * Writes or rewrites a message that waits until `dueAt`: while nobody has started sending it, a
 * later change replaces its content, so the reader gets one email with the latest news. `tells`
 * records that news for `lastToldUnder`. Answers false when the message is already being sent
 * (the change comes too late for it).
 */
export const putDelayedMail = async ({ key, kind, to, mail, tells, dueAt }: OutgoingMail & { tells: string; dueAt: Date }): Promise<boolean> => {
  const write = () =>
    OutboxMessageModel.updateOne(
      { _id: key, status: 'queued', attempts: 0 },
      { $set: { kind, to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers ?? {}, tells, nextAttemptAt: dueAt } },
      { upsert: true },
    );
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await write();
      return true;
    } catch (error) {
      // A parallel first write inserted it (try again: it now matches), or a worker holds it.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return false;
};

/** What the latest message whose key starts with `prefix` (other than `exceptKey`) told, if any. */
export const lastToldUnder = async (prefix: string, exceptKey: string): Promise<string | undefined> => {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The two latest, the excepted one filtered here (not every server combines $regex and $ne on _id).
  const latest = await OutboxMessageModel.find({ _id: { $regex: `^${escaped}` }, tells: { $exists: true }, status: { $ne: 'failed' } }, { tells: 1 })
    .sort({ nextAttemptAt: -1 })
    .limit(2)
    .lean();
  const last = latest.find((message) => message._id !== exceptKey);
  return last?.tells ?? undefined;
};
