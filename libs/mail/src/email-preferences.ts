import { createHmac, timingSafeEqual } from 'node:crypto';
import { EmailPreferenceModel } from '@jobboard/db';
import { enqueueMail, type OutgoingMail } from './outbox';
import type { EmailLinks } from './templates';

/**
 * The link in every non-essential email that lets its reader stop them without signing in: the
 * address and an HMAC of it under the service secret, so nobody can change another's choice.
 */
const signatureOf = (email: string, secret: string) =>
  createHmac('sha256', secret).update(`email-preferences:${email.toLowerCase()}`).digest('base64url');

export const emailPreferencesToken = (email: string, secret: string) =>
  `${Buffer.from(email.toLowerCase()).toString('base64url')}.${signatureOf(email, secret)}`;

/** The address a token was made for, or undefined when it was not made by us. */
export const emailOfPreferencesToken = (token: string, secret: string): string | undefined => {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) return undefined;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signatureOf(email, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : undefined;
};

export const emailPreferencesUrl = (siteUrl: string, email: string, secret: string) =>
  `${siteUrl}/email-preferences?token=${emailPreferencesToken(email, secret)}`;

/** The path of the one-click opt-out (RFC 8058) that List-Unsubscribe names; the token is its only credential. */
export const oneClickUnsubscribePath = '/api/email-preferences/one-click';

/**
 * The three links of an email's footer for its recipient, all with the same signed token: manage
 * (the preferences page), stop (the same page, which opts out as it opens) and the one-click
 * address mailbox providers POST to.
 */
export const emailLinksFor = (siteUrl: string, email: string, secret: string): EmailLinks => {
  const token = emailPreferencesToken(email, secret);
  return {
    manageUrl: `${siteUrl}/email-preferences?token=${token}`,
    stopUrl: `${siteUrl}/email-preferences?token=${token}&stop=1`,
    oneClickUrl: `${siteUrl}${oneClickUnsubscribePath}?token=${token}`,
  };
};

/** Whether this address still takes non-essential email (it does until it opts out). */
export const acceptsNonEssentialEmail = async (email: string): Promise<boolean> =>
  !(await EmailPreferenceModel.exists({ email: email.toLowerCase(), optedOutAt: { $exists: true } }));

export const setNonEssentialEmail = async (email: string, wanted: boolean, now = new Date()): Promise<void> => {
  await EmailPreferenceModel.updateOne({ email: email.toLowerCase() }, wanted ? { $unset: { optedOutAt: 1 } } : { $set: { optedOutAt: now } }, {
    upsert: true,
  });
};

/** Queues a non-essential message unless its reader opted out; answers whether it was queued. */
export const enqueueNonEssentialMail = async (message: OutgoingMail): Promise<boolean> =>
  (await acceptsNonEssentialEmail(message.to)) ? enqueueMail(message) : false;
