import { pingDatabase } from '@jobboard/db';
import { createServiceApp, createServiceContext, type Logger } from '@jobboard/server-kit';
import type { EmployerApiConfig } from './config';
import { employerRoutes } from './entry-points/employer-routes';
import { hiringRoutes } from './entry-points/hiring-routes';

export const createEmployerApi = ({ config, logger }: { config: EmployerApiConfig; logger: Logger }) => {
  const context = createServiceContext(config);
  return createServiceApp({
    service: 'employer-api',
    routes: { ...employerRoutes(context), ...hiringRoutes(context) },
    logger,
    config,
    readiness: pingDatabase,
  });
};
