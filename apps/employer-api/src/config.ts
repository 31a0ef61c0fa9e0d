import { stripeEnvSchema, type StripeSettings } from '@jobboard/billing';
import { baseServiceEnvSchema, type BaseServiceConfig } from '@jobboard/server-kit';
import { z } from 'zod';

/** Interviews: where video meeting rooms are made (a Jitsi Meet server, or any room-per-path service). */
export const interviewEnvSchema = z.object({
  MEETING_BASE_URL: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).default('https://meet.jit.si'),
});

/**
 * The settings every service shares (the database, the session secret, mail and SITE_URL:
 * server-kit's config), interviews' meeting server, and Stripe's (libs/billing, which the worker
 * reads too).
 */
export const employerApiConfigSchema = baseServiceEnvSchema.extend(interviewEnvSchema.shape).extend(stripeEnvSchema.shape);
/** What the service is built from: tests pass the base settings, and the defaults fill the rest. */
export type EmployerApiConfig = BaseServiceConfig & Partial<z.infer<typeof interviewEnvSchema>> & StripeSettings;

/** What the service's emails need of a config, the meeting server's default filled in when it is not set. */
export const mailSettingsOf = (config: Pick<EmployerApiConfig, 'SITE_URL' | 'SESSION_SECRET' | 'MEETING_BASE_URL'>) => {
  const { MEETING_BASE_URL } = interviewEnvSchema.parse({ MEETING_BASE_URL: config.MEETING_BASE_URL });
  // The preference links in emails are signed with the session secret.
  return { meetingBaseUrl: MEETING_BASE_URL, siteUrl: config.SITE_URL, secret: config.SESSION_SECRET };
};
