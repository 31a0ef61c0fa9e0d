import { type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import {
  getAvailability,
  listInterviews,
  saveAvailability,
  scheduleInterview,
  updateInterview,
  type InterviewSettings,
} from '../domain/interviews/interview-scheduling';

/**
 * Interviews. The week and the list are the owner's only; an interview is booked for, and
 * changed by, the session employer alone (another's answers 404 as a missing one does).
 */
export const interviewRoutes = (_context: ServiceContext, settings: InterviewSettings) => {
  return {
    'GET /api/employers/:id/availability': ({ params }) => getAvailability(params.id),

    'PUT /api/employers/:id/availability': ({ params, body }) => saveAvailability(params.id, body.windows),

    'GET /api/employers/:id/interviews': ({ params }) => listInterviews(params.id),

    'POST /api/interviews': ({ body, session }) => scheduleInterview(session.subjectId, body, settings),

    'PUT /api/interviews/:id': ({ params, body, session }) => updateInterview(params.id, session.subjectId, body, settings),
  } satisfies Partial<RouteHandlers<'employer-api'>>;
};
