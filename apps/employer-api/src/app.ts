import { pingDatabase } from '@jobboard/db';
import { createServiceApp, createServiceContext, type Logger } from '@jobboard/server-kit';
import type { EmployerApiConfig } from './config';
import { employerRoutes } from './entry-points/employer-routes';

export const createEmployerApi = ({ config, logger }: { config: EmployerApiConfig; logger: Logger }) =>
  createServiceApp({
    service: 'employer-api',
    routes: employerRoutes(createServiceContext(config)),
    logger,
    readiness: pingDatabase,
  });
