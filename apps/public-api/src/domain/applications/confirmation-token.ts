import { createHash, randomBytes } from 'node:crypto';

/** The stored form of a link's token: a hash, so the database alone cannot confirm anything. */
export const hashConfirmationToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh unguessable token (256 random bits) for one emailed link, and its hash. */
export const newConfirmationToken = () => {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashConfirmationToken(value) };
};
