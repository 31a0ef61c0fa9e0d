import { credentialsUpdateSchema, idParamsSchema, loginSchema, veteranProfileUpdateSchema, veteranRegistrationSchema } from '@jobboard/contracts';
import { endpoint, endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import {
  getSignedInVeteran,
  getVeteran,
  logInVeteran,
  registerVeteran,
  updateVeteranCredentials,
  updateVeteranProfile,
} from '../domain/veterans/veteran-accounts';
import { recommendedJobs, veteranApplications, veteranStats } from '../domain/veterans/veteran-dashboard';

/**
 * The veteran's account and dashboard. Every route under /api/veterans/:id is its owner's (the
 * profile itself also an admin's): another veteran, another role or a visitor gets 403/401
 * whether or not the id exists.
 */
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

  // Every page's header asks; "not signed in" is an answer, not an error.
  'GET /api/veterans/session': [
    guards.sessionOf('veteran'),
    ...endpoint({}, async ({ req }) => (req.session ? getSignedInVeteran(req.session.subjectId) : null)),
  ],

  'GET /api/veterans/:id': [
    guards.requireOwnerOrAdmin('veteran'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => getVeteran(params.id)),
  ],

  'PUT /api/veterans/:id': [
    guards.requireOwner('veteran'),
    ...endpoint({ params: idParamsSchema, body: veteranProfileUpdateSchema }, ({ params, body }) => updateVeteranProfile(params.id, body)),
  ],

  'PUT /api/veterans/:id/credentials': [
    guards.requireOwner('veteran'),
    ...endpoint({ params: idParamsSchema, body: credentialsUpdateSchema }, ({ params, body, req }) =>
      updateVeteranCredentials(params.id, body, { clientIp: req.ip ?? 'unknown', sessionId: req.session!.sessionId, throttle: loginThrottle }),
    ),
  ],

  'GET /api/veterans/:id/stats': [
    guards.requireOwner('veteran'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => veteranStats(params.id)),
  ],

  'GET /api/veterans/:id/applications': [
    guards.requireOwner('veteran'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => veteranApplications(params.id)),
  ],

  'GET /api/veterans/:id/recommended-jobs': [
    guards.requireOwner('veteran'),
    ...endpoint({ params: idParamsSchema }, ({ params }) => recommendedJobs(params.id)),
  ],
});
