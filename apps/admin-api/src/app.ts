import { pingDatabase } from '@jobboard/db';
import { createServiceApp, createServiceContext, type Logger } from '@jobboard/server-kit';
import type { AdminApiConfig } from './config';
import { adminRoutes } from './entry-points/admin-routes';
import { oversightRoutes } from './entry-points/oversight-routes';

export const createAdminApi = ({ config, logger }: { config: AdminApiConfig; logger: Logger }) => {
  const context = createServiceContext(config);
  return createServiceApp({
    service: 'admin-api',
    routes: { ...adminRoutes(context), ...oversightRoutes(context) },
    guards: context.guards,
    logger,
    config,
    readiness: pingDatabase,
  });
};
