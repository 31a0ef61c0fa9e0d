import type { RouteHandlers } from '@jobboard/server-kit';
import { confirmJobAlert, listJobAlertsOf, removeJobAlert, saveJobAlert, unsubscribeJobAlert } from '@jobboard/job-search';
import type { JobAlertOwner } from '@jobboard/job-search';
import type { PublicApiContext } from './public-api-context';

/** A job seeker's or veteran's session as the owner of alerts; other roles own none. */
const ownerOf = (session: { subjectId: string; role: string } | undefined): JobAlertOwner | undefined =>
  session && (session.role === 'jobseeker' || session.role === 'veteran') ? { id: session.subjectId, role: session.role } : undefined;

/** Job alerts: anyone saves one (confirmed by email); the emailed links confirm or stop it; job seekers and veterans manage theirs. */
export const jobAlertRoutes = ({ mail, mailSecret, emailSignupRateLimit }: PublicApiContext) =>
  ({
    'POST /api/job-alerts': {
      before: [emailSignupRateLimit],
      handle: ({ body, session }) => saveJobAlert(body, ownerOf(session), { mail, secret: mailSecret }),
    },
    'GET /api/job-alerts': ({ session }) => listJobAlertsOf(ownerOf(session)!),
    'DELETE /api/job-alerts/:id': async ({ params, session }) => {
      await removeJobAlert(params.id, ownerOf(session)!);
    },
    'POST /api/job-alerts/confirm': ({ body }) => confirmJobAlert(body.token, mailSecret),
    'POST /api/job-alerts/unsubscribe': async ({ body }) => {
      await unsubscribeJobAlert(body.token, mailSecret);
    },
  }) satisfies Partial<RouteHandlers<'public-api'>>;
