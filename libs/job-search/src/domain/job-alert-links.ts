import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an emailed job-alert link does: confirm the alert, or stop it. */
export type JobAlertLinkPurpose = 'confirm' | 'unsubscribe';

const signatureOf = (id: string, purpose: JobAlertLinkPurpose, secret: string) =>
  createHmac('sha256', secret).update(`job-alert:${purpose}:${id}`).digest('base64url');

/** The token of an emailed link: the alert's id and an HMAC of it and the link's purpose, so nobody can forge one. */
export const jobAlertToken = (id: string, purpose: JobAlertLinkPurpose, secret: string) => `${id}.${signatureOf(id, purpose, secret)}`;

/** The alert id of a token we signed for this purpose, or undefined. */
export const alertIdOfToken = (token: string, purpose: JobAlertLinkPurpose, secret: string): string | undefined => {
  const [id, signature] = token.split('.');
  if (!id || !signature || !/^[0-9a-f]{24}$/i.test(id)) return undefined;
  const expected = Buffer.from(signatureOf(id, purpose, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
};

export const jobAlertLinkOf = (siteUrl: string, id: string, purpose: JobAlertLinkPurpose, secret: string) =>
  `${siteUrl}/job-alerts?${purpose}=${encodeURIComponent(jobAlertToken(id, purpose, secret))}`;
