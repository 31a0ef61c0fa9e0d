import { emailPreferencesQuerySchema, emailPreferencesUpdateSchema } from '@jobboard/contracts';
import { endpoint, type RouteHandlers } from '@jobboard/server-kit';
import { readEmailPreferences, saveEmailPreferences } from '../domain/email/email-preferences';
import type { PublicApiContext } from './public-api-context';

type EmailPreferencesRouteKey = 'GET /api/email-preferences' | 'PUT /api/email-preferences';

/** The "Manage your email" link's page: the signed token in the link is the only credential. */
export const emailPreferencesRoutes = ({ mailSecret }: PublicApiContext): Pick<RouteHandlers<'public-api'>, EmailPreferencesRouteKey> => ({
  'GET /api/email-preferences': endpoint({ query: emailPreferencesQuerySchema }, ({ query }) => readEmailPreferences(query.token, mailSecret)),
  'PUT /api/email-preferences': endpoint({ body: emailPreferencesUpdateSchema }, ({ body }) =>
    saveEmailPreferences(body.token, body.nonEssentialEmail, mailSecret),
  ),
});
