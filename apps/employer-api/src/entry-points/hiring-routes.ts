import {
  applicationFileParamsSchema,
  applicationStatusUpdateSchema,
  employerApplicationQuerySchema,
  idParamsSchema,
  jobPostingSchema,
  notificationParamsSchema,
  pipelineUpdateSchema,
} from '@jobboard/contracts';
import { endpoint, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { openApplicationFile } from '../domain/applications/application-files';
import {
  listEmployerApplications,
  openApplication,
  type MailLinks,
  updateApplicationStatus,
  updatePipeline,
} from '../domain/applications/review-applications';
import { closeJob, listEmployerJobs, postJob, updateJob } from '../domain/jobs/job-postings';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../domain/notifications/employer-notifications';
import { sendStoredFile } from './send-stored-file';

type HiringRouteKey =
  | 'GET /api/employers/:id/jobs'
  | 'POST /api/employers/:id/jobs'
  | 'PUT /api/jobs/:id'
  | 'DELETE /api/jobs/:id'
  | 'GET /api/employers/:id/applications'
  | 'GET /api/employers/:id/applications/ranked'
  | 'GET /api/applications/:id'
  | 'GET /api/applications/:id/files/:fileId'
  | 'PUT /api/applications/:id/status'
  | 'PUT /api/applications/:id/pipeline'
  | 'GET /api/employers/:id/notifications'
  | 'PUT /api/employers/:id/notifications/read-all'
  | 'PUT /api/employers/:id/notifications/:notificationId/read';

/**
 * The employer's working day. Routes under /api/employers/:id serve only that employer (reads
 * also an admin); routes by a job or application id act only on the session employer's own, and
 * answer 404 alike for another's and for none.
 */
export const hiringRoutes = ({ guards }: ServiceContext, links: MailLinks): Pick<RouteHandlers<'employer-api'>, HiringRouteKey> => {
  const employerOf = (req: { session?: { subjectId: string } }) => req.session!.subjectId;
  return {
    'GET /api/employers/:id/jobs': [
      guards.requireOwnerOrAdmin('employer'),
      ...endpoint({ params: idParamsSchema }, ({ params }) => listEmployerJobs(params.id)),
    ],

    'POST /api/employers/:id/jobs': [
      guards.requireOwner('employer'),
      ...endpoint({ params: idParamsSchema, body: jobPostingSchema }, async ({ params, body, req, res }) => {
        const job = await postJob(params.id, body, req.log);
        res.status(201);
        return job;
      }),
    ],

    'PUT /api/jobs/:id': [
      guards.requireRole('employer'),
      ...endpoint({ params: idParamsSchema, body: jobPostingSchema }, ({ params, body, req }) => updateJob(params.id, employerOf(req), body)),
    ],

    'DELETE /api/jobs/:id': [
      guards.requireRole('employer'),
      ...endpoint({ params: idParamsSchema }, ({ params, req }) => closeJob(params.id, employerOf(req))),
    ],

    'GET /api/employers/:id/applications': [
      guards.requireOwnerOrAdmin('employer'),
      ...endpoint({ params: idParamsSchema, query: employerApplicationQuerySchema }, ({ params, query }) =>
        listEmployerApplications(params.id, query, 'newest'),
      ),
    ],

    'GET /api/employers/:id/applications/ranked': [
      guards.requireOwnerOrAdmin('employer'),
      ...endpoint({ params: idParamsSchema, query: employerApplicationQuerySchema }, ({ params, query }) =>
        listEmployerApplications(params.id, query, 'ranked'),
      ),
    ],

    'GET /api/applications/:id': [
      guards.requireRole('employer'),
      ...endpoint({ params: idParamsSchema }, ({ params, req }) => openApplication(params.id, employerOf(req))),
    ],

    'GET /api/applications/:id/files/:fileId': [
      guards.requireRole('employer', 'jobseeker', 'veteran'),
      ...endpoint({ params: applicationFileParamsSchema }, async ({ params, req, res }) => {
        const { file, stream } = await openApplicationFile(params.id, params.fileId, req.session!);
        await sendStoredFile(res, file, stream);
      }),
    ],

    'PUT /api/applications/:id/status': [
      guards.requireRole('employer'),
      ...endpoint({ params: idParamsSchema, body: applicationStatusUpdateSchema }, ({ params, body, req }) =>
        updateApplicationStatus(params.id, employerOf(req), body, links),
      ),
    ],

    'PUT /api/applications/:id/pipeline': [
      guards.requireRole('employer'),
      ...endpoint({ params: idParamsSchema, body: pipelineUpdateSchema }, ({ params, body, req }) =>
        updatePipeline(params.id, employerOf(req), body),
      ),
    ],

    'GET /api/employers/:id/notifications': [
      guards.requireOwnerOrAdmin('employer'),
      ...endpoint({ params: idParamsSchema }, ({ params }) => listNotifications(params.id)),
    ],

    'PUT /api/employers/:id/notifications/read-all': [
      guards.requireOwner('employer'),
      ...endpoint({ params: idParamsSchema }, ({ params }) => markAllNotificationsRead(params.id)),
    ],

    'PUT /api/employers/:id/notifications/:notificationId/read': [
      guards.requireOwner('employer'),
      ...endpoint({ params: notificationParamsSchema }, ({ params }) => markNotificationRead(params.id, params.notificationId)),
    ],
  };
};
