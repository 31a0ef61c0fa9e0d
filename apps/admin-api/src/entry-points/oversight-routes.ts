import {
  accountActivationSchema,
  adminApplicationQuerySchema,
  adminAuditQuerySchema,
  adminEmployerQuerySchema,
  adminJobClosingSchema,
  adminJobQuerySchema,
  adminVeteranQuerySchema,
  employerVerificationDecisionSchema,
  idParamsSchema,
  type ModeratedAccountKind,
} from '@jobboard/contracts';
import { endpoint, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import type { Request } from 'express';
import { getSignedInAdmin } from '../domain/admins/admin-accounts';
import { listAllApplications, listAllEmployers, listAllJobs, listAllVeterans, readAdminSummary } from '../domain/admin-lists/admin-lists';
import { readAuditTrail } from '../domain/audit/audit-trail';
import { closeJobAsAdmin, decideEmployerVerification, setAccountActive } from '../domain/moderation/moderation';

/** The admin behind the request (the guard has checked the session and the role). */
const actingAdmin = (req: Request) => getSignedInAdmin(req.session!.subjectId);

/** The dashboard's reads and the admins' actions: every route is for admins only. */
export const oversightRoutes = ({ guards }: ServiceContext): RouteHandlers<'admin-api'> => {
  const adminOnly = guards.requireRole('admin');
  const activation = (kind: ModeratedAccountKind) => [
    adminOnly,
    ...endpoint({ params: idParamsSchema, body: accountActivationSchema }, async ({ params, body, req }) =>
      setAccountActive(await actingAdmin(req), kind, params.id, body),
    ),
  ];
  return {
    'GET /api/admin/summary': [adminOnly, ...endpoint({}, () => readAdminSummary())],
    'GET /api/admin/jobs': [adminOnly, ...endpoint({ query: adminJobQuerySchema }, ({ query }) => listAllJobs(query))],
    'GET /api/applications': [adminOnly, ...endpoint({ query: adminApplicationQuerySchema }, ({ query }) => listAllApplications(query))],
    'GET /api/employers': [adminOnly, ...endpoint({ query: adminEmployerQuerySchema }, ({ query }) => listAllEmployers(query))],
    'GET /api/veterans': [adminOnly, ...endpoint({ query: adminVeteranQuerySchema }, ({ query }) => listAllVeterans(query))],
    'GET /api/admin/audit': [adminOnly, ...endpoint({ query: adminAuditQuerySchema }, ({ query }) => readAuditTrail(query))],
    'PUT /api/admin/employers/:id/verification': [
      adminOnly,
      ...endpoint({ params: idParamsSchema, body: employerVerificationDecisionSchema }, async ({ params, body, req }) =>
        decideEmployerVerification(await actingAdmin(req), params.id, body),
      ),
    ],
    'PUT /api/admin/jobs/:id/close': [
      adminOnly,
      ...endpoint({ params: idParamsSchema, body: adminJobClosingSchema }, async ({ params, body, req }) =>
        closeJobAsAdmin(await actingAdmin(req), params.id, body),
      ),
    ],
    'PUT /api/admin/employers/:id/active': activation('employer'),
    'PUT /api/admin/veterans/:id/active': activation('veteran'),
    'PUT /api/admin/job-seekers/:id/active': activation('jobseeker'),
  };
};
