import { pingDatabase } from '@jobboard/db';
import express, { type Express } from 'express';
import type { z } from 'zod';
import type { SharedConfig } from './config';
import type { Logger } from './logger';
import { metricsHandler, metricsPath, requestMetrics } from './metrics';
import { runService } from './run-service';

/**
 * The HTTP side of a process that answers no API call (the worker): `/healthz` (alive),
 * `/readyz` (the database answers) and `/metrics`, for its orchestrator and Prometheus only.
 */
export const createProbeApp = (name: string, readiness: () => Promise<void>): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestMetrics(name));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: name }));
  app.get('/readyz', async (_req, res) => {
    try {
      await readiness();
      res.json({ status: 'ready', service: name });
    } catch (error) {
      res.status(503).json({ status: 'unavailable', service: name, message: (error as Error).message });
    }
  });
  app.get(metricsPath, metricsHandler);
  app.use((_req, res) => void res.status(404).json({ message: 'Not found', code: 'not_found' }));
  return app;
};

/**
 * A background process's main (the worker): a service whose app answers only probes and
 * metrics, with the work started once the database is connected. The work must be safe with
 * several replicas (claims and per-job locks in the database), since an orchestrator may run more
 * than one; disconnecting from the database on shutdown stops every loop of it.
 */
export const runWorker = <C extends SharedConfig>(options: {
  name: string;
  configSchema: z.ZodType<C>;
  start: (dependencies: { config: C; logger: Logger }) => void;
}): Promise<void> =>
  runService({
    name: options.name,
    configSchema: options.configSchema,
    createApp: (dependencies) => {
      options.start(dependencies);
      return createProbeApp(options.name, pingDatabase);
    },
    listening: `${options.name} running (probes and metrics only, no API)`,
  });
