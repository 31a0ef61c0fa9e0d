/**
 * The worker: public-api's background work (the outbox and the scheduled jobs) without its API,
 * for deployments that run it apart from the web pods (infra/k8s: the `worker` Deployment, with
 * BACKGROUND_WORK=off on public-api). Safe with several replicas: each email is claimed by one
 * atomic update and each scheduled job runs under its lock (ARCHITECTURE, "Messages and
 * background work"). Answers /healthz, /readyz and /metrics on PORT.
 */
import { mailEnvSchema } from '@jobboard/mail';
import { registerOutboxMetrics, runWorker } from '@jobboard/server-kit';
import { publicApiConfigSchema } from './config';
import { startBackgroundWork } from './entry-points/background-work';

void runWorker({
  name: 'worker',
  configSchema: publicApiConfigSchema,
  start: ({ config, logger }) => {
    registerOutboxMetrics();
    startBackgroundWork({ mail: mailEnvSchema.parse(config), logger, mailSecret: config.SESSION_SECRET });
  },
});
