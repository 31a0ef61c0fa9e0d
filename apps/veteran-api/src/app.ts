import { pingDatabase } from '@jobboard/db';
import { createServiceApp, createServiceContext, type Logger } from '@jobboard/server-kit';
import type { VeteranApiConfig } from './config';
import { veteranRoutes } from './entry-points/veteran-routes';

export const createVeteranApi = ({ config, logger }: { config: VeteranApiConfig; logger: Logger }) => {
  const context = createServiceContext(config);
  return createServiceApp({
    service: 'veteran-api',
    routes: { ...veteranRoutes(context) },
    guards: context.guards,
    logger,
    config,
    readiness: pingDatabase,
  });
};
