import { followUpRequestSchema, idParamsSchema } from '@jobboard/contracts';
import { endpoint, type RouteHandlers } from '@jobboard/server-kit';
import { listApplicationsOf, sendFollowUp } from '../domain/applications/track-applications';
import type { PublicApiContext } from './public-api-context';

type ApplicationTrackingRouteKey = 'GET /api/users/:id/applications' | 'POST /api/applications/:id/follow-up';

/** The job seeker's application tracker (My Applications): served only to its owner (or an admin). */
export const applicationTrackingRoutes = ({
  guards,
  mail,
  mailSecret,
}: PublicApiContext): Pick<RouteHandlers<'public-api'>, ApplicationTrackingRouteKey> => ({
  'GET /api/users/:id/applications': [
    guards.requireOwnerOrAdmin('jobseeker'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => listApplicationsOf(params.id)),
  ],

  'POST /api/applications/:id/follow-up': [
    guards.requireRole('jobseeker'),
    ...endpoint({ params: idParamsSchema, body: followUpRequestSchema }, ({ params, body, req }) =>
      sendFollowUp(params.id, req.session!.subjectId, body.message, { siteUrl: mail.SITE_URL, secret: mailSecret }),
    ),
  ],
});
