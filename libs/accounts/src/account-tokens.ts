import { createHash, randomBytes } from 'node:crypto';
import type { AccountRole } from '@jobboard/contracts';
import { AccountTokenModel, type AccountTokenPurpose } from '@jobboard/db';

/** The stored form of a link's token: its SHA-256, so the database alone opens no link. */
export const accountTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for an emailed link; answers the raw token (for the email only) and its hash. */
export const issueAccountToken = async (options: {
  purpose: AccountTokenPurpose;
  role: AccountRole;
  accountId: string;
  email: string;
  lifetimeMs: number;
  now?: Date;
}): Promise<{ token: string; hash: string }> => {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const hash = accountTokenHash(token);
  await AccountTokenModel.create({
    _id: hash,
    purpose: options.purpose,
    role: options.role,
    accountId: options.accountId,
    email: options.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + options.lifetimeMs),
  });
  return { token, hash };
};

/**
 * Uses a token: one conditional update on "unused and unexpired", so of any number of parallel
 * uses exactly one gets the token back; the others (and a wrong, used or expired one) get null.
 */
export const consumeAccountToken = async (purpose: AccountTokenPurpose, role: AccountRole, token: string, now = new Date()) =>
  AccountTokenModel.findOneAndUpdate(
    { _id: accountTokenHash(token), purpose, role, usedAt: { $exists: false }, expiresAt: { $gt: now } },
    { $set: { usedAt: now } },
    { returnDocument: 'after', projection: { role: 1, accountId: 1, email: 1 } },
  ).lean();

/** Makes the account's other unused links of a purpose unusable (a reset link was just used). */
export const retireAccountTokens = async (purpose: AccountTokenPurpose, role: AccountRole, accountId: string, now = new Date()) => {
  await AccountTokenModel.updateMany({ purpose, role, accountId, usedAt: { $exists: false } }, { $set: { usedAt: now } });
};

/** The worker's clean-up: every token expired (used ones too: none outlives its short lifetime). */
export const forgetExpiredAccountTokens = async (now = new Date()): Promise<number> => {
  const { deletedCount } = await AccountTokenModel.deleteMany({ expiresAt: { $lt: now } });
  return deletedCount;
};
