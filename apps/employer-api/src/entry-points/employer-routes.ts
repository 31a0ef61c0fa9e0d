import {
  credentialsUpdateSchema,
  employerProfileUpdateSchema,
  employerRegistrationSchema,
  idParamsSchema,
  loginSchema,
} from '@jobboard/contracts';
import { endpoint, endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import {
  getEmployer,
  getSignedInEmployer,
  logInEmployer,
  registerEmployer,
  updateEmployerCredentials,
  updateEmployerProfile,
} from '../domain/employers/employer-accounts';
import { getEmployerStats } from '../domain/employers/employer-stats';

type EmployerAccountRouteKey =
  | 'POST /api/employers'
  | 'POST /api/employers/login'
  | 'POST /api/employers/logout'
  | 'GET /api/employers/session'
  | 'GET /api/employers/:id'
  | 'PUT /api/employers/:id'
  | 'PUT /api/employers/:id/credentials'
  | 'GET /api/employers/:id/stats';

/** The employer's account: registration, sign-in, the profile and the dashboard's figures. */
export const employerRoutes = ({
  sessions,
  guards,
  loginThrottle,
}: ServiceContext): Pick<RouteHandlers<'employer-api'>, EmployerAccountRouteKey> => ({
  'POST /api/employers': endpoint({ body: employerRegistrationSchema }, async ({ body, res }) => {
    const employer = await registerEmployer(body);
    await startSession(res, sessions, { subjectId: employer.id, role: 'employer' });
    res.status(201);
    return employer;
  }),

  'POST /api/employers/login': endpoint({ body: loginSchema }, async ({ body, req, res }) => {
    const employer = await logInEmployer(body, req.ip ?? 'unknown', loginThrottle);
    await startSession(res, sessions, { subjectId: employer.id, role: 'employer' });
    return employer;
  }),

  'POST /api/employers/logout': endpoint({}, async ({ req, res }) => {
    await endSession(req, res, sessions);
  }),

  'GET /api/employers/session': [
    guards.sessionOf('employer'),
    ...endpoint({}, async ({ req }) => (req.session ? getSignedInEmployer(req.session.subjectId) : null)),
  ],

  'GET /api/employers/:id': [
    guards.requireOwnerOrAdmin('employer'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => getEmployer(params.id)),
  ],

  'PUT /api/employers/:id': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, body: employerProfileUpdateSchema }, ({ params, body }) =>
      updateEmployerProfile(params.id, body),
    ),
  ],

  'PUT /api/employers/:id/credentials': [
    guards.requireOwner('employer'),
    ...endpoint({ params: idParamsSchema, body: credentialsUpdateSchema }, ({ params, body, req }) =>
      updateEmployerCredentials(params.id, body, {
        clientIp: req.ip ?? 'unknown',
        sessionId: req.session!.sessionId,
        throttle: loginThrottle,
      }),
    ),
  ],

  'GET /api/employers/:id/stats': [
    guards.requireOwnerOrAdmin('employer'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => getEmployerStats(params.id)),
  ],
});
