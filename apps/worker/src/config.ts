import { stripeEnvSchema } from '@jobboard/billing';
import { sharedEnvSchema } from '@jobboard/server-kit';
import { z } from 'zod';

/**
 * The settings every process shares (the database, the session secret that signs the links in
 * emails, mail and SITE_URL: server-kit's config), Stripe's, the same as employer-api's (the
 * worker cancels subscriptions left unpaid at Stripe), and the task queue's.
 */
export const workerConfigSchema = sharedEnvSchema.extend(stripeEnvSchema.shape).extend({
  // Queued tasks (application scoring) one worker runs at once; each may read one resume in a
  // worker thread of up to about 128 MB.
  TASK_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
});
export type WorkerConfig = z.infer<typeof workerConfigSchema>;
