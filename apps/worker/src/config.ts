import { stripeEnvSchema } from '@jobboard/billing';
import { sharedEnvSchema } from '@jobboard/server-kit';
import type { z } from 'zod';

/**
 * The settings every process shares (the database, the session secret that signs the links in
 * emails, mail and SITE_URL: server-kit's config) and Stripe's, the same as employer-api's: the
 * worker cancels subscriptions left unpaid at Stripe.
 */
export const workerConfigSchema = sharedEnvSchema.extend(stripeEnvSchema.shape);
export type WorkerConfig = z.infer<typeof workerConfigSchema>;
