import { type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { confirmApplication } from '../domain/applications/confirm-application';

// A POST, never a GET: mail scanners fetch the links in emails, and must not confirm anything.
export const applicationConfirmationsRoutes = (_context: ServiceContext) =>
  ({
    'POST /api/application-confirmations': ({ body }) => confirmApplication(body.token),
  }) satisfies Partial<RouteHandlers<'public-api'>>;
