import { mailEnvSchema, type MailSettings } from '@jobboard/mail';
import { baseServiceEnvSchema, type BaseServiceConfig } from '@jobboard/server-kit';
import { z } from 'zod';

/** An optional setting; set but blank reads as not set. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * employer-api also talks to Stripe. With real keys it talks to Stripe itself; `npm start` and
 * `npm test` otherwise start stripe-mock and pass its address in STRIPE_API_URL with test keys
 * (payments then run in "mock" mode). Without a secret key, billing answers 503.
 */
/** Interviews: where video meeting rooms are made (a Jitsi Meet server, or any room-per-path service). */
export const interviewEnvSchema = z.object({
  MEETING_BASE_URL: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).default('https://meet.jit.si'),
});

export const employerApiConfigSchema = baseServiceEnvSchema.extend(mailEnvSchema.shape).extend(interviewEnvSchema.shape).extend({
  STRIPE_SECRET_KEY: optional(z.string().trim()),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().trim()),
  STRIPE_WEBHOOK_SECRET: optional(z.string().trim()),
  /** stripe-mock's address (http://127.0.0.1:PORT); set only in development and tests. */
  STRIPE_API_URL: optional(z.url()),
  /** A plan's Stripe price named outright; otherwise it is found by the plan's lookup key. */
  STRIPE_PRICE_STARTER: optional(z.string().trim().startsWith('price_')),
  STRIPE_PRICE_PRO: optional(z.string().trim().startsWith('price_')),
  STRIPE_PRICE_ENTERPRISE: optional(z.string().trim().startsWith('price_')),
});
/** What the service is built from: tests pass the base settings, and the defaults fill the rest. */
export type EmployerApiConfig = BaseServiceConfig &
  Partial<MailSettings> &
  Partial<z.infer<typeof interviewEnvSchema>> &
  Omit<z.infer<typeof employerApiConfigSchema>, keyof BaseServiceConfig | keyof MailSettings | 'MEETING_BASE_URL'>;

/** What the service's emails need of a config, defaults filled in for those it does not set. */
export const mailSettingsOf = (config: Partial<MailSettings> & { MEETING_BASE_URL?: string; SESSION_SECRET: string }) => {
  const mail = mailEnvSchema.parse({ MAIL_FROM: config.MAIL_FROM, SITE_URL: config.SITE_URL });
  const { MEETING_BASE_URL } = interviewEnvSchema.parse({ MEETING_BASE_URL: config.MEETING_BASE_URL });
  // The preference links in emails are signed with the session secret.
  return { meetingBaseUrl: MEETING_BASE_URL, siteUrl: mail.SITE_URL, mailFrom: mail.MAIL_FROM, secret: config.SESSION_SECRET };
};

/** The plans' price ids named in the environment, by plan. */
export const stripePriceIdsOf = (config: Pick<EmployerApiConfig, 'STRIPE_PRICE_STARTER' | 'STRIPE_PRICE_PRO' | 'STRIPE_PRICE_ENTERPRISE'>) => ({
  starter: config.STRIPE_PRICE_STARTER,
  pro: config.STRIPE_PRICE_PRO,
  enterprise: config.STRIPE_PRICE_ENTERPRISE,
});
