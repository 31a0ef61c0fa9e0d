import { type RouteHandlers } from '@jobboard/server-kit';
import { listAppliedJobs, listApplicationsOf, sendFollowUp } from '../domain/applications/track-applications';
import type { PublicApiContext } from './public-api-context';

/**
 * The job seeker's application tracker (My Applications): served only to its owner (or an admin);
 * and which jobs the signed-in job seeker or veteran applied to (the session's own account).
 */
export const applicationTrackingRoutes = ({ mail, mailSecret }: PublicApiContext) =>
  ({
    'GET /api/users/:id/applications': ({ params }) => listApplicationsOf(params.id),

    'GET /api/applied-jobs': ({ session }) => listAppliedJobs({ role: session.role === 'veteran' ? 'veteran' : 'jobseeker', id: session.subjectId }),

    'POST /api/applications/:id/follow-up': ({ params, body, session }) =>
      sendFollowUp(params.id, session.subjectId, body.message, { siteUrl: mail.SITE_URL, secret: mailSecret }),
  }) satisfies Partial<RouteHandlers<'public-api'>>;
