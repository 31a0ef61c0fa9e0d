import { connectDatabase, disconnectDatabase } from '@jobboard/db';
import type { Express } from 'express';
import type { z } from 'zod';
import { loadConfig, type SharedConfig } from './config';
import { createLogger, type Logger } from './logger';
import { exitGracefullyOnSignals, startWebServer, type RunningWebServer } from './web-server';

/**
 * A service's main: read config, connect, listen, and shut down cleanly on SIGTERM. A fault
 * nobody handled (an unhandled rejection, an uncaught exception), during start or later, is
 * logged and ends the process with code 1 after closing what it can, so its supervisor starts
 * a clean one.
 */
export const runService = async <C extends SharedConfig>(options: {
  name: string;
  configSchema: z.ZodType<C>;
  createApp: (dependencies: { config: C; logger: Logger }) => Express;
  /** What it says once listening. */
  listening?: string;
}): Promise<void> => {
  const config = loadConfig(options.configSchema);
  const logger = createLogger(options.name, config.LOG_LEVEL);
  // Filled as start goes on, so a fault at any point closes only what was opened.
  const opened: { server?: RunningWebServer } = {};
  const closeWhatIsOpen = async () => {
    await opened.server?.stop();
    await disconnectDatabase();
  };
  exitOnProcessFaults(closeWhatIsOpen, logger);
  await connectDatabase({ uri: config.MONGODB_URI, dbName: config.MONGODB_DB, log: logger });
  const server = await startWebServer(options.createApp({ config, logger }), { port: config.PORT, host: config.HOST });
  opened.server = server;
  logger.info({ url: server.url }, options.listening ?? `${options.name} listening`);
  exitGracefullyOnSignals(closeWhatIsOpen, logger);
};

/**
 * After a fault nobody handled, the process's state is unknown: log the error, give requests in
 * flight up to `graceMs` while closing the server and the database, then exit with code 1.
 */
export const exitOnProcessFaults = (cleanup: () => Promise<void>, logger: Logger, graceMs = 5_000): void => {
  let exiting = false;
  const onFault = (kind: string) => (error: unknown) => {
    // pino writes to stdout synchronously, so this line is out before the process ends.
    logger.fatal({ err: error }, `${kind}; exiting so the supervisor restarts the service`);
    if (exiting) return;
    exiting = true;
    setTimeout(() => process.exit(1), graceMs);
    cleanup().then(
      () => process.exit(1),
      (cleanupError: unknown) => {
        logger.error({ err: cleanupError }, 'closing after the fault failed');
        process.exit(1);
      },
    );
  };
  process.on('unhandledRejection', onFault('unhandled rejection'));
  process.on('uncaughtException', onFault('uncaught exception'));
};
