import { emailLinksFor, type EmailLinks } from '@jobboard/mail';
import type { MailSettings, ServiceContext } from '@jobboard/server-kit';
import type { RequestHandler } from 'express';

/** What public-api's entry points share: the kit's context and where emailed links point. */
export type PublicApiContext = ServiceContext & {
  mail: MailSettings;
  /** Signs the email-preference links (the session secret). */
  mailSecret: string;
  applyRateLimit: RequestHandler;
  applyLoadShedding: RequestHandler;
  /** Per client address: the document analyses, and the sign-ups that send an email (newsletter, job alerts). */
  analysisRateLimit: RequestHandler;
  emailSignupRateLimit: RequestHandler;
};

/** The signed footer links (manage, stop, one-click) of an email to this address. */
export const emailLinksOf =
  ({ mail, mailSecret }: Pick<PublicApiContext, 'mail' | 'mailSecret'>) =>
  (email: string): EmailLinks =>
    emailLinksFor(mail.SITE_URL, email, mailSecret);

/** The public page an emailed confirmation link opens (it confirms only when its button is pressed). */
export const confirmationLinkOf = (mail: MailSettings) => (token: string) =>
  `${mail.SITE_URL}/confirm-application?token=${encodeURIComponent(token)}`;
