import { idParamsSchema, jobAlertRequestSchema, jobAlertTokenSchema } from '@jobboard/contracts';
import { endpoint, readSession, type RouteHandlers } from '@jobboard/server-kit';
import { confirmJobAlert, listJobAlertsOf, removeJobAlert, saveJobAlert, unsubscribeJobAlert } from '../domain/job-alerts/job-alerts';
import type { JobAlertOwner } from '../data-access/job-alert-repository';
import type { PublicApiContext } from './public-api-context';

/** A job seeker's or veteran's session as the owner of alerts; other roles own none. */
const ownerOf = (session: { subjectId: string; role: string } | undefined): JobAlertOwner | undefined =>
  session && (session.role === 'jobseeker' || session.role === 'veteran') ? { id: session.subjectId, role: session.role } : undefined;

type JobAlertRouteKey =
  | 'POST /api/job-alerts'
  | 'GET /api/job-alerts'
  | 'DELETE /api/job-alerts/:id'
  | 'POST /api/job-alerts/confirm'
  | 'POST /api/job-alerts/unsubscribe';

/** Job alerts: anyone saves one (confirmed by email); the emailed links confirm or stop it; job seekers and veterans manage theirs. */
export const jobAlertRoutes = ({ guards, mail, mailSecret, sessions, emailSignupRateLimit }: PublicApiContext): Pick<RouteHandlers<'public-api'>, JobAlertRouteKey> => ({
  'POST /api/job-alerts': [emailSignupRateLimit, ...endpoint({ body: jobAlertRequestSchema }, async ({ body, req, res }) => {
    const session = await readSession(req, sessions);
    const alert = await saveJobAlert(body, ownerOf(session), { mail, secret: mailSecret });
    res.status(201);
    return alert;
  })],
  'GET /api/job-alerts': [guards.requireRole('jobseeker', 'veteran'), ...endpoint({}, ({ req }) => listJobAlertsOf(ownerOf(req.session)!))],
  'DELETE /api/job-alerts/:id': [
    guards.requireRole('jobseeker', 'veteran'),
    ...endpoint({ params: idParamsSchema }, async ({ params, req }) => {
      await removeJobAlert(params.id, ownerOf(req.session)!);
    }),
  ],
  'POST /api/job-alerts/confirm': endpoint({ body: jobAlertTokenSchema }, ({ body }) => confirmJobAlert(body.token, mailSecret)),
  'POST /api/job-alerts/unsubscribe': endpoint({ body: jobAlertTokenSchema }, async ({ body }) => {
    await unsubscribeJobAlert(body.token, mailSecret);
  }),
});
