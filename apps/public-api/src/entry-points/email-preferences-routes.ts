import { type RouteHandlers } from '@jobboard/server-kit';
import { readEmailPreferences, saveEmailPreferences } from '../domain/email/email-preferences';
import type { PublicApiContext } from './public-api-context';

/** The "Manage your email" link's page: the signed token in the link is the only credential. */
export const emailPreferencesRoutes = ({ mailSecret }: PublicApiContext) =>
  ({
    'GET /api/email-preferences': ({ query }) => readEmailPreferences(query.token, mailSecret),
    'PUT /api/email-preferences': ({ body }) => saveEmailPreferences(body.token, body.nonEssentialEmail, mailSecret),
    // A mailbox provider's POST (RFC 8058): no cookie, maybe no Origin; the signed token is all.
    'POST /api/email-preferences/one-click': async ({ query }) => {
      await saveEmailPreferences(query.token, false, mailSecret);
    },
  }) satisfies Partial<RouteHandlers<'public-api'>>;
