import { isDuplicateKeyError, OutboxMessageModel, RecipientMailCountModel } from '@jobboard/db';
import { enqueueMail, type OutgoingMail } from './outbox';

/**
 * Groups of mail an address gets without having asked for it from its own inbox: anyone who types
 * the address can cause them, so each is capped per address and day, whatever the number of
 * requests or client addresses behind them.
 * - `account`: sign-up confirmation links, "someone tried to sign up" notices, password reset links;
 * - `confirmation`: links that confirm an application, a job alert or the newsletter;
 * - `alerts`: job-alert digests.
 */
export const recipientMailCaps = { account: 3, confirmation: 3, alerts: 3 } as const;
export type RecipientMailGroup = keyof typeof recipientMailCaps;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Takes one email of a group from an address's allowance for today: true when it may be sent.
 * One atomic `$inc` per call, so of any number of parallel requests at most the cap get true.
 */
export const reserveRecipientMail = async (email: string, group: RecipientMailGroup, now = new Date()): Promise<boolean> => {
  const day = utcDay(now);
  const _id = `${group}:${email.trim().toLowerCase()}:${day}`;
  const increment = () =>
    RecipientMailCountModel.findOneAndUpdate(
      { _id },
      { $inc: { count: 1 }, $setOnInsert: { day } },
      { upsert: true, returnDocument: 'after', projection: { count: 1 } },
    ).lean();
  let counted;
  try {
    counted = await increment();
  } catch (error) {
    // Two first emails of the day raced to insert the row: the loser counts on the winner's row.
    if (!isDuplicateKeyError(error)) throw error;
    counted = await increment();
  }
  return (counted?.count ?? Infinity) <= recipientMailCaps[group];
};

/** Forgets the counts of days before `keepFrom` (the worker's clean-up). */
export const forgetRecipientMailCounts = async (keepFrom: Date): Promise<number> => {
  const { deletedCount } = await RecipientMailCountModel.deleteMany({ day: { $lt: utcDay(keepFrom) } });
  return deletedCount;
};

/**
 * Queues a message of a capped group: nothing when this key is already in the outbox (a retried
 * step spends no allowance), nor when the address has had its day's share. Answers whether it
 * was queued; the caller answers its requester the same either way.
 */
export const enqueueCappedMail = async (message: OutgoingMail, group: RecipientMailGroup, now = new Date()): Promise<boolean> => {
  if (await OutboxMessageModel.exists({ _id: message.key })) return false;
  if (!(await reserveRecipientMail(message.to, group, now))) return false;
  return enqueueMail(message);
};
