import type { AccountActivation, ModeratedAccountKind } from '@jobboard/contracts';
import type { RouteHandlers, ServiceContext, SessionClaims } from '@jobboard/server-kit';
import { getSignedInAdmin } from '../domain/admins/admin-accounts';
import { listAllApplications, listAllEmployers, listAllJobs, listAllVeterans, readAdminSummary } from '../domain/admin-lists/admin-lists';
import { readAuditTrail } from '../domain/audit/audit-trail';
import { closeJobAsAdmin, decideEmployerVerification, setAccountActive } from '../domain/moderation/moderation';

/** The admin behind the request (the declared guard has checked the session and the role). */
const actingAdmin = (session: SessionClaims) => getSignedInAdmin(session.subjectId);

/** Deactivating or reactivating an account of one kind, by the admin of the session. */
const activation = async (kind: ModeratedAccountKind, id: string, change: AccountActivation, session: SessionClaims) =>
  setAccountActive(await actingAdmin(session), kind, id, change);

/** The dashboard's reads and the admins' actions: every call is for admins only (declared with it). */
export const oversightRoutes = ({ accountMail }: ServiceContext) =>
  ({
    'GET /api/admin/summary': () => readAdminSummary(),
    'GET /api/admin/jobs': ({ query }) => listAllJobs(query),
    'GET /api/applications': ({ query }) => listAllApplications(query),
    'GET /api/employers': ({ query }) => listAllEmployers(query),
    'GET /api/veterans': ({ query }) => listAllVeterans(query),
    'GET /api/admin/audit': ({ query }) => readAuditTrail(query),
    'PUT /api/admin/employers/:id/verification': async ({ params, body, session }) =>
      decideEmployerVerification(await actingAdmin(session), params.id, body, accountMail),
    'PUT /api/admin/jobs/:id/close': async ({ params, body, session }) => closeJobAsAdmin(await actingAdmin(session), params.id, body, accountMail),
    'PUT /api/admin/employers/:id/active': ({ params, body, session }) => activation('employer', params.id, body, session),
    'PUT /api/admin/veterans/:id/active': ({ params, body, session }) => activation('veteran', params.id, body, session),
    'PUT /api/admin/job-seekers/:id/active': ({ params, body, session }) => activation('jobseeker', params.id, body, session),
  }) satisfies Partial<RouteHandlers<'admin-api'>>;
