import { baseServiceEnvSchema } from '@jobboard/server-kit';
import { z } from 'zod';

/** An optional setting; set but blank reads as not set. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * employer-api also talks to Stripe. With real keys it talks to Stripe itself; `npm start` and
 * `npm test` otherwise start stripe-mock and pass its address in STRIPE_API_URL with test keys
 * (payments then run in "mock" mode). Without a secret key, billing answers 503.
 */
export const employerApiConfigSchema = baseServiceEnvSchema.extend({
  STRIPE_SECRET_KEY: optional(z.string().trim()),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().trim()),
  STRIPE_WEBHOOK_SECRET: optional(z.string().trim()),
  /** stripe-mock's address (http://127.0.0.1:PORT); set only in development and tests. */
  STRIPE_API_URL: optional(z.url()),
});
export type EmployerApiConfig = z.infer<typeof employerApiConfigSchema>;
