import { employerRegistrationSchema, idParamsSchema, loginSchema } from '@jobboard/contracts';
import { endpoint, endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { getEmployer, logInEmployer, registerEmployer } from '../domain/employers/employer-accounts';

export const employerRoutes = ({ sessions, guards, loginThrottle }: ServiceContext): RouteHandlers<'employer-api'> => ({
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

  'GET /api/employers/:id': [
    guards.requireOwnerOrAdmin('employer'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => getEmployer(params.id)),
  ],
});
