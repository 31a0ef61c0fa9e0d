import { pingDatabase } from '@jobboard/db';
import { createServiceApp, type Logger } from '@jobboard/server-kit';
import type { PublicApiConfig } from './config';
import { publicRoutes } from './entry-points/public-routes';

export const createPublicApi = ({ logger }: { config: PublicApiConfig; logger: Logger }) =>
  createServiceApp({
    service: 'public-api',
    routes: publicRoutes(),
    logger,
    readiness: pingDatabase,
  });
