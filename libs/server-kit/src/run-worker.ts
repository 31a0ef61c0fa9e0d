import { connectDatabase, disconnectDatabase, pingDatabase } from '@jobboard/db';
import express, { type Express } from 'express';
import type { z } from 'zod';
import { loadConfig, type SharedConfig } from './config';
import { createLogger, type Logger } from './logger';
import { metricsHandler, metricsPath, requestMetrics } from './metrics';
import { exitOnProcessFaults } from './run-service';
import { exitGracefullyOnSignals, startWebServer, type RunningWebServer } from './web-server';

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
 * A background process's main (the worker): read config, connect, start the work, answer
 * probes and metrics on PORT, and stop cleanly on SIGTERM. The work must be safe with several
 * replicas (claims and per-job locks in the database), since an orchestrator may run more than one.
 */
export const runWorker = async <C extends SharedConfig>(options: {
  name: string;
  configSchema: z.ZodType<C>;
  start: (dependencies: { config: C; logger: Logger }) => void;
}): Promise<void> => {
  const config = loadConfig(options.configSchema);
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const opened: { server?: RunningWebServer } = {};
  const closeWhatIsOpen = async () => {
    await opened.server?.stop();
    // Disconnecting stops the work too: every loop of it stops when the database shuts down.
    await disconnectDatabase();
  };
  exitOnProcessFaults(closeWhatIsOpen, logger);
  await connectDatabase({ uri: config.MONGODB_URI, dbName: config.MONGODB_DB, log: logger });
  options.start({ config, logger });
  opened.server = await startWebServer(createProbeApp(options.name, pingDatabase), { port: config.PORT, host: config.HOST });
  logger.info({ url: opened.server.url }, `${options.name} running (probes and metrics only, no API)`);
  exitGracefullyOnSignals(closeWhatIsOpen, logger);
};
