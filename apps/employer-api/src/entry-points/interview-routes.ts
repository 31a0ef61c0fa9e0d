import { availabilityUpdateSchema, idParamsSchema, interviewUpdateSchema, scheduleInterviewSchema } from '@jobboard/contracts';
import { endpoint, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import {
  getAvailability,
  listInterviews,
  saveAvailability,
  scheduleInterview,
  updateInterview,
  type InterviewSettings,
} from '../domain/interviews/interview-scheduling';

type InterviewRouteKey =
  | 'GET /api/employers/:id/availability'
  | 'PUT /api/employers/:id/availability'
  | 'GET /api/employers/:id/interviews'
  | 'POST /api/interviews'
  | 'PUT /api/interviews/:id';

/**
 * Interviews. The week and the list are the owner's only; an interview is booked for, and
 * changed by, the session employer alone (another's answers 404 as a missing one does).
 */
export const interviewRoutes = (
  { guards }: ServiceContext,
  settings: InterviewSettings,
): Pick<RouteHandlers<'employer-api'>, InterviewRouteKey> => {
  const employerOf = (req: { session?: { subjectId: string } }) => req.session!.subjectId;
  return {
    'GET /api/employers/:id/availability': [
      guards.requireOwner('employer'),
      ...endpoint({ params: idParamsSchema }, ({ params }) => getAvailability(params.id)),
    ],

    'PUT /api/employers/:id/availability': [
      guards.requireOwner('employer'),
      ...endpoint({ params: idParamsSchema, body: availabilityUpdateSchema }, ({ params, body }) => saveAvailability(params.id, body.windows)),
    ],

    'GET /api/employers/:id/interviews': [
      guards.requireOwner('employer'),
      ...endpoint({ params: idParamsSchema }, ({ params }) => listInterviews(params.id)),
    ],

    'POST /api/interviews': [
      guards.requireRole('employer'),
      ...endpoint({ body: scheduleInterviewSchema }, async ({ body, req, res }) => {
        const interview = await scheduleInterview(employerOf(req), body, settings);
        res.status(201);
        return interview;
      }),
    ],

    'PUT /api/interviews/:id': [
      guards.requireRole('employer'),
      ...endpoint({ params: idParamsSchema, body: interviewUpdateSchema }, ({ params, body, req }) =>
        updateInterview(params.id, employerOf(req), body, settings),
      ),
    ],
  };
};
