/**
 * The worker: all the product's background work in a process of its own, without an API (the
 * services do none of it): the outbox, the task queue and every scheduled job (background-work.ts). Run by
 * `npm start` under the supervisor and as the `worker` Deployment in infra/k8s. Safe with several
 * replicas: each email is claimed by one atomic update and each scheduled job runs once a round
 * under its lock. Answers /healthz, /readyz and /metrics on PORT.
 */
import { createStripeGateway } from '@jobboard/billing';
import { mailEnvSchema, registerOutboxMetrics, registerTaskQueueMetrics, runWorker } from '@jobboard/server-kit';
import { startBackgroundWork } from './background-work';
import { workerConfigSchema } from './config';

void runWorker({
  name: 'worker',
  configSchema: workerConfigSchema,
  start: ({ config, logger }) => {
    registerOutboxMetrics();
    registerTaskQueueMetrics();
    startBackgroundWork({
      mail: mailEnvSchema.parse(config),
      secret: config.SESSION_SECRET,
      gateway: createStripeGateway(config),
      logger,
      taskConcurrency: config.TASK_CONCURRENCY,
    });
  },
});
