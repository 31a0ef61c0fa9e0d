import { confirmApplicationRequestSchema } from '@jobboard/contracts';
import { endpoint, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { confirmApplication } from '../domain/applications/confirm-application';

// A POST, never a GET: mail scanners fetch the links in emails, and must not confirm anything.
export const applicationConfirmationsRoutes = (_context: ServiceContext): RouteHandlers<'public-api'> => ({
  'POST /api/application-confirmations': endpoint({ body: confirmApplicationRequestSchema }, ({ body }) => confirmApplication(body.token)),
});
