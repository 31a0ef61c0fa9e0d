import { pingDatabase } from '@jobboard/db';
import { createServiceApp, createServiceContext, type Logger } from '@jobboard/server-kit';
import type { PublicApiConfig } from './config';
import { publicRoutes } from './entry-points/public-routes';

export const createPublicApi = ({ config, logger }: { config: PublicApiConfig; logger: Logger }) => {
  const context = createServiceContext(config);
  return createServiceApp({
    service: 'public-api',
    routes: { ...publicRoutes(context) },
    logger,
    config,
    readiness: pingDatabase,
  });
};
