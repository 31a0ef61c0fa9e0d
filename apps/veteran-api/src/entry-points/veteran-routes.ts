import { idParamsSchema, loginSchema, veteranRegistrationSchema } from '@jobboard/contracts';
import { endpoint, endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { getVeteran, logInVeteran, registerVeteran } from '../domain/veterans/veteran-accounts';

export const veteranRoutes = ({ sessions, guards, loginThrottle }: ServiceContext): RouteHandlers<'veteran-api'> => ({
  'POST /api/veterans': endpoint({ body: veteranRegistrationSchema }, async ({ body, res }) => {
    const veteran = await registerVeteran(body);
    await startSession(res, sessions, { subjectId: veteran.id, role: 'veteran' });
    res.status(201);
    return veteran;
  }),

  'POST /api/veterans/login': endpoint({ body: loginSchema }, async ({ body, req, res }) => {
    const veteran = await logInVeteran(body, req.ip ?? 'unknown', loginThrottle);
    await startSession(res, sessions, { subjectId: veteran.id, role: 'veteran' });
    return veteran;
  }),

  'POST /api/veterans/logout': endpoint({}, async ({ req, res }) => {
    await endSession(req, res, sessions);
  }),

  'GET /api/veterans/:id': [
    guards.requireOwnerOrAdmin('veteran'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => getVeteran(params.id)),
  ],
});
