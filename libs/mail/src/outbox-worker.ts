import { randomUUID } from 'node:crypto';
import { onDatabaseShutdown, OutboxMessageModel, withoutNulls, type Stored, type WithoutNulls } from '@jobboard/db';
import mongoose from 'mongoose';
import nodemailer from 'nodemailer';
import type { MailLogger } from './logger';

export interface OutboxWorkerOptions {
  /** Where to send; without it the worker sends nothing and the outbox keeps every message. */
  smtpUrl: string | undefined;
  from: string;
  log: MailLogger;
  pollIntervalMs?: number;
  /** How long a claim holds a message: a worker that dies mid-send lets it go after this. */
  leaseMs?: number;
  /** Attempts before a message is marked failed (and left for a person to look at). */
  maxAttempts?: number;
  /** The wait before the next attempt after `attempts` failures. */
  retryDelayMs?: (attempts: number) => number;
}

/** 10 s, 20 s, 40 s... up to an hour: about a day of tries over the default attempts. */
export const defaultRetryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

type ClaimedMessage = WithoutNulls<Stored<typeof OutboxMessageModel>>;

const addressDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
const gist = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Sends the outbox. A message is claimed by one atomic `findOneAndUpdate` that moves it to
 * `sending` with a lease in the name of this worker, so of several workers (or service
 * instances) exactly one holds it; the outcome is recorded only by the holder of the lease. A
 * failure puts it back with a growing delay; a worker that dies mid-send loses the lease and the
 * message is tried again. Each message goes out with a Message-ID made from its outbox id, so
 * the rare resend after such a crash is recognisably the same message.
 */
export const createOutboxWorker = ({
  smtpUrl,
  from,
  log,
  pollIntervalMs = 1_000,
  leaseMs = 60_000,
  maxAttempts = 12,
  retryDelayMs = defaultRetryDelayMs,
}: OutboxWorkerOptions) => {
  const workerId = randomUUID();
  // Timeouts well inside the lease, so a hung server never lets a second worker send the same message.
  const timeoutMs = Math.max(1_000, Math.floor(leaseMs / 4));
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs })
    : undefined;
  const messageIdDomain = addressDomain(from);

  const claimNext = (now: Date) =>
    OutboxMessageModel.findOneAndUpdate(
      // Queued and due, or being sent by a worker whose lease has run out.
      { status: { $in: ['queued', 'sending'] }, nextAttemptAt: { $lte: now } },
      { $set: { status: 'sending', leasedBy: workerId, nextAttemptAt: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    )
      .lean()
      .then((message) => message && withoutNulls(message));

  const recordSent = (message: ClaimedMessage, now: Date) =>
    OutboxMessageModel.updateOne(
      { _id: message._id, status: 'sending', leasedBy: workerId },
      {
        $set: { status: 'sent', sentAt: now },
        $unset: { leasedBy: 1, lastError: 1, ...(message.redactWhenSent ? { html: 1, text: 1, calendar: 1 } : {}) },
      },
    );

  const recordFailure = (message: ClaimedMessage, now: Date, error: unknown) => {
    const gaveUp = message.attempts >= maxAttempts;
    return OutboxMessageModel.updateOne(
      { _id: message._id, status: 'sending', leasedBy: workerId },
      {
        $set: {
          status: gaveUp ? 'failed' : 'queued',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
          lastError: gist(error),
        },
        $unset: { leasedBy: 1 },
      },
    );
  };

  const send = async (message: ClaimedMessage) => {
    if (!transport) throw new Error('no SMTP_URL');
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      // A text/calendar alternative with its iTIP method, so mail clients offer Accept / Decline.
      ...(message.calendar ? { icalEvent: { method: message.calendar.method, content: message.calendar.content } } : {}),
      ...(message.headers ? { headers: Object.fromEntries(Object.entries(message.headers as Record<string, string>)) } : {}),
      messageId: `<${message._id.replace(/[^A-Za-z0-9._-]/g, '.')}@${messageIdDomain}>`,
    });
  };

  /**
   * Sends every message due at `now`, one at a time, and answers how many went out. A failed
   * message is put back for later and the round goes on with the next.
   */
  const deliverDue = async (now: () => Date = () => new Date()): Promise<number> => {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const message = await claimNext(now());
      if (!message) return sent;
      try {
        await send(message);
      } catch (error) {
        const gaveUp = message.attempts >= maxAttempts;
        log[gaveUp ? 'error' : 'warn'](
          { err: error, messageId: message._id, kind: message.kind, attempts: message.attempts },
          gaveUp ? 'an email could not be sent and will not be tried again' : 'an email could not be sent; it will be tried again',
        );
        await recordFailure(message, now(), error);
        continue;
      }
      await recordSent(message, now());
      log.info({ messageId: message._id, kind: message.kind }, 'email sent');
      sent += 1;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let running = false;

  const stop = async () => {
    running = false;
    if (timer) clearTimeout(timer);
    timer = undefined;
    await round;
    transport?.close();
  };

  return {
    deliverDue,

    /**
     * Polls the outbox in the background until `stop` (or until the service disconnects from
     * the database, as when it shuts down). Without SMTP it says once that mail stays queued.
     */
    start() {
      if (!transport) {
        log.warn({}, 'SMTP_URL is not set: emails stay queued in the outbox until a mail server is configured');
        return;
      }
      if (running) return;
      running = true;
      const tick = () => {
        if (!running) return;
        // While the database is away, skip the round: the messages wait where they are.
        const due = mongoose.connection.readyState === mongoose.ConnectionStates.connected ? deliverDue() : Promise.resolve(0);
        round = due
          .catch((error: unknown) => log.error({ err: error }, 'the outbox round failed; retrying'))
          .finally(() => {
            if (running) timer = setTimeout(tick, pollIntervalMs).unref();
          });
      };
      onDatabaseShutdown(() => void stop());
      timer = setTimeout(tick, 0).unref();
    },
    stop,
  };
};
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
