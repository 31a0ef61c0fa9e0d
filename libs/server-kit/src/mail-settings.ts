import { z } from 'zod';

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The mail settings, part of the settings every process shares (config.ts): the services write
 * emails into the outbox with links to the site, and the worker sends them.
 * Without SMTP_URL nothing is sent: messages wait in the outbox until a mail server is configured.
 */
export const mailEnvSchema = z.object({
  // smtp://user:pass@host:587 or smtps://host:465; `npm start` and `npm test` point it at a mail catcher.
  SMTP_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Real Opportunities <no-reply@real-opportunities.example>'),
  // Where the site is, for the links in emails and pages (never taken from a request's Host header).
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address of the site, e.g. https://jobs.example.com' })
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
});
export type MailSettings = z.infer<typeof mailEnvSchema>;
