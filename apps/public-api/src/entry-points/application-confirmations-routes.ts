import { type RouteHandlers } from '@jobboard/server-kit';
import { confirmApplication } from '../domain/applications/confirm-application';
import { emailLinksOf, type PublicApiContext } from './public-api-context';

// A POST, never a GET: mail scanners fetch the links in emails, and must not confirm anything.
export const applicationConfirmationsRoutes = (context: PublicApiContext) =>
  ({
    'POST /api/application-confirmations': ({ body }) => confirmApplication(body.token, emailLinksOf(context)),
  }) satisfies Partial<RouteHandlers<'public-api'>>;
