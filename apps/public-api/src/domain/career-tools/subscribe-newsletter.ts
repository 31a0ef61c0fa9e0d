import { enqueueMail, emailPreferencesUrl, newsletterConfirmationMail } from '@jobboard/mail';
import type { MailSettings } from '@jobboard/server-kit';
import { markNewsletterSubscribed } from '../../data-access/career-tools-repository';

/**
 * Subscribes an address to the newsletter and welcomes it once: the preference is one record per
 * address, and the confirmation's outbox key is the address, so subscribing again sends nothing
 * new and is not an error. The email's unsubscribe link is the signed email-preferences link.
 */
export const subscribeToNewsletter = async (email: string, { mail, secret, now = new Date() }: { mail: MailSettings; secret: string; now?: Date }) => {
  const subscribedAt = await markNewsletterSubscribed(email, now);
  await enqueueMail({
    key: `newsletter-confirmation:${email}`,
    kind: 'newsletter-confirmation',
    to: email,
    mail: newsletterConfirmationMail({ adviceUrl: `${mail.SITE_URL}/advice`, unsubscribeUrl: emailPreferencesUrl(mail.SITE_URL, email, secret) }),
  });
  return { email, subscribedAt: subscribedAt.toISOString() };
};
