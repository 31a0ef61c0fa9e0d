/**
 * The worker: all the product's background work in a process of its own, without an API (the
 * services do none of it): the outbox, the task queue and every scheduled job (background-work.ts). Run by
 * `npm start` under the supervisor and as the `worker` Deployment in infra/k8s. Safe with several
 * replicas: each email is claimed by one atomic update and each scheduled job runs once a round
 * under its lock. Answers /healthz, /readyz and /metrics on PORT.
 */
import { setPriority } from 'node:os';
import { createStripeGateway } from '@jobboard/billing';
import { mailEnvSchema, registerOutboxMetrics, registerTaskQueueMetrics, runWorker } from '@jobboard/server-kit';
import { startBackgroundWork } from './background-work';
import { workerConfigSchema } from './config';

void runWorker({
  name: 'worker',
  configSchema: workerConfigSchema,
  start: ({ config, logger }) => {
    // Background work yields the CPU to the services where they share a machine (npm start, one
    // VM): a rush of applications is answered first and scored after. The resume readers' threads
    // start later and inherit it. Where the worker has CPUs of its own (its own pod) it changes nothing.
    try {
      setPriority(10);
    } catch (error) {
      logger.warn({ err: error }, 'could not lower the worker priority; it shares the CPU equally');
    }
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
