import { emailLinksFor, enqueueCappedMail, newsletterConfirmationMail } from '@jobboard/mail';
import type { MailSettings } from '@jobboard/server-kit';
import { markNewsletterSubscribed } from '../../data-access/career-tools-repository';

/**
 * Subscribes an address to the newsletter and welcomes it once: the preference is one record per
 * address, and the confirmation's outbox key is the address, so subscribing again sends nothing
 * new and is not an error. Anyone can type any address, so the confirmation counts against the
 * address's daily cap of confirmation emails. Its unsubscribe link stops non-essential email at once.
 */
export const subscribeToNewsletter = async (
  email: string,
  { mail, secret, now = new Date() }: { mail: MailSettings; secret: string; now?: Date },
) => {
  const subscribedAt = await markNewsletterSubscribed(email, now);
  await enqueueCappedMail(
    {
      key: `newsletter-confirmation:${email}`,
      kind: 'newsletter-confirmation',
      to: email,
      mail: newsletterConfirmationMail({ adviceUrl: `${mail.SITE_URL}/advice`, links: emailLinksFor(mail.SITE_URL, email, secret) }),
    },
    'confirmation',
    now,
  );
  return { email, subscribedAt: subscribedAt.toISOString() };
};
