import { connectDatabase, disconnectDatabase } from '@jobboard/db';
import type { Express } from 'express';
import type { z } from 'zod';
import { loadConfig, type BaseServiceConfig } from './config';
import { createLogger, type Logger } from './logger';
import { exitGracefullyOnSignals, startWebServer } from './web-server';

/** A service's main: read config, connect, listen, and shut down cleanly on SIGTERM. */
export const runService = async <C extends BaseServiceConfig>(options: {
  name: string;
  configSchema: z.ZodType<C>;
  createApp: (dependencies: { config: C; logger: Logger }) => Express;
}): Promise<void> => {
  const config = loadConfig(options.configSchema);
  const logger = createLogger(options.name, config.LOG_LEVEL);
  await connectDatabase({ uri: config.MONGODB_URI, dbName: config.MONGODB_DB, log: logger });
  const server = await startWebServer(options.createApp({ config, logger }), { port: config.PORT, host: config.HOST });
  logger.info({ url: server.url }, `${options.name} listening`);
  exitGracefullyOnSignals(async () => {
    await server.stop();
    await disconnectDatabase();
  }, logger);
};
