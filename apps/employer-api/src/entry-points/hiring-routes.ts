import { type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { openApplicationFile } from '../domain/applications/application-files';
import {
  listEmployerApplications,
  openApplication,
  retryApplicationScoring,
  type MailLinks,
  updateApplicationStatus,
  updatePipeline,
} from '../domain/applications/review-applications';
import { closeJob, listEmployerJobs, postJob, updateJob } from '../domain/jobs/job-postings';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../domain/notifications/employer-notifications';
import { sendStoredFile } from './send-stored-file';

/**
 * The employer's working day. Routes under /api/employers/:id serve only that employer (reads
 * also an admin); routes by a job or application id act only on the session employer's own, and
 * answer 404 alike for another's and for none.
 */
export const hiringRoutes = (_context: ServiceContext, links: MailLinks) => {
  return {
    'GET /api/employers/:id/jobs': ({ params }) => listEmployerJobs(params.id),

    'POST /api/employers/:id/jobs': ({ params, body, req }) => postJob(params.id, body, req.log),

    'PUT /api/jobs/:id': ({ params, body, session }) => updateJob(params.id, session.subjectId, body),

    'DELETE /api/jobs/:id': ({ params, session }) => closeJob(params.id, session.subjectId, links),

    'GET /api/employers/:id/applications': ({ params, query }) => listEmployerApplications(params.id, query, 'newest'),

    'GET /api/employers/:id/applications/ranked': ({ params, query }) => listEmployerApplications(params.id, query, 'ranked'),

    'GET /api/applications/:id': ({ params, session }) => openApplication(params.id, session.subjectId),

    'GET /api/applications/:id/files/:fileId': async ({ params, res, session }) => {
      const { file, stream } = await openApplicationFile(params.id, params.fileId, session);
      await sendStoredFile(res, file, stream);
    },

    'PUT /api/applications/:id/status': ({ params, body, session }) => updateApplicationStatus(params.id, session.subjectId, body, links),

    'POST /api/applications/:id/scoring': async ({ params, session, res }) => {
      const application = await retryApplicationScoring(params.id, session.subjectId);
      res.status(202);
      return application;
    },

    'PUT /api/applications/:id/pipeline': ({ params, body, session }) => updatePipeline(params.id, session.subjectId, body, links),

    'GET /api/employers/:id/notifications': ({ params }) => listNotifications(params.id),

    'PUT /api/employers/:id/notifications/read-all': ({ params }) => markAllNotificationsRead(params.id),

    'PUT /api/employers/:id/notifications/:notificationId/read': ({ params }) => markNotificationRead(params.id, params.notificationId),
  } satisfies Partial<RouteHandlers<'employer-api'>>;
};
