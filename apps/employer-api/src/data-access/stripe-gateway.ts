import { randomBytes } from 'node:crypto';
import type { BillingConfig } from '@jobboard/contracts';
import Stripe from 'stripe';
import type { EmployerApiConfig } from '../config';

/**
 * The one door to Stripe. With real keys it is Stripe; with STRIPE_API_URL it is stripe-mock
 * (development and tests). stripe-mock is stateless and answers fixed fixture ids, so in that
 * mode each created object's id gets a unique suffix: two purchases must stay two.
 */
export interface StripeGateway {
  readonly mode: 'stripe' | 'mock';
  readonly stripe: Stripe;
  readonly publishableKey?: string;
  /** Absent: webhooks cannot be verified, so none is accepted. */
  readonly webhookSecret?: string;
  /** An id as the product keeps it (unique per object in mock mode). */
  ownId(id: string): string;
}

export const createStripeGateway = (config: EmployerApiConfig): StripeGateway | undefined => {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const mock = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(mock ? { host: mock.hostname, port: Number(mock.port), protocol: mock.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  return {
    mode: mock ? 'mock' : 'stripe',
    stripe,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    ownId: (id) => (mock ? `${id}_${randomBytes(6).toString('hex')}` : id),
  };
};

/** What the pages need to know: how payments run here, and the key Stripe.js needs. */
export const billingConfigOf = (gateway: StripeGateway | undefined, notConfigured: string): BillingConfig => {
  if (!gateway) return { mode: 'off', message: notConfigured };
  if (gateway.mode === 'mock') return { mode: 'mock' };
  return { mode: 'stripe', publishableKey: gateway.publishableKey };
};
