import { endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import {
  getEmployer,
  getSignedInEmployer,
  logInEmployer,
  registerEmployer,
  updateEmployerCredentials,
  updateEmployerProfile,
} from '../domain/employers/employer-accounts';
import { getEmployerStats } from '../domain/employers/employer-stats';

/** The employer's account: registration, sign-in, the profile and the dashboard's figures. */
export const employerRoutes = ({ sessions, loginThrottle }: ServiceContext) =>
  ({
    'POST /api/employers': async ({ body, res }) => {
      const employer = await registerEmployer(body);
      await startSession(res, sessions, { subjectId: employer.id, role: 'employer' });
      return employer;
    },

    'POST /api/employers/login': async ({ body, req, res }) => {
      const employer = await logInEmployer(body, req.ip ?? 'unknown', loginThrottle);
      await startSession(res, sessions, { subjectId: employer.id, role: 'employer' });
      return employer;
    },

    'POST /api/employers/logout': async ({ req, res }) => {
      await endSession(req, res, sessions);
    },

    'GET /api/employers/session': async ({ session }) => (session ? getSignedInEmployer(session.subjectId) : null),

    'GET /api/employers/:id': ({ params }) => getEmployer(params.id),

    'PUT /api/employers/:id': ({ params, body }) => updateEmployerProfile(params.id, body),

    'PUT /api/employers/:id/credentials': ({ params, body, req, session }) =>
      updateEmployerCredentials(params.id, body, {
        clientIp: req.ip ?? 'unknown',
        sessionId: session.sessionId,
        throttle: loginThrottle,
      }),

    'GET /api/employers/:id/stats': ({ params }) => getEmployerStats(params.id),
  }) satisfies Partial<RouteHandlers<'employer-api'>>;
