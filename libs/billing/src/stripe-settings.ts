import { z } from 'zod';

/** An optional setting; set but blank reads as not set. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * How billing reaches Stripe, read by employer-api (purchases, the webhook) and the worker (unpaid
 * subscriptions are cancelled at Stripe). With real keys it talks to Stripe itself; `npm start`
 * and `npm test` otherwise start stripe-mock and pass its address in STRIPE_API_URL with test keys
 * (payments then run in "mock" mode). Without a secret key, billing answers 503.
 */
export const stripeEnvSchema = z.object({
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
export type StripeSettings = z.infer<typeof stripeEnvSchema>;

/** The plans' price ids named in the environment, by plan. */
export const stripePriceIdsOf = (config: Pick<StripeSettings, 'STRIPE_PRICE_STARTER' | 'STRIPE_PRICE_PRO' | 'STRIPE_PRICE_ENTERPRISE'>) => ({
  starter: config.STRIPE_PRICE_STARTER,
  pro: config.STRIPE_PRICE_PRO,
  enterprise: config.STRIPE_PRICE_ENTERPRISE,
});
