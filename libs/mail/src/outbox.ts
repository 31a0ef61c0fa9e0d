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
