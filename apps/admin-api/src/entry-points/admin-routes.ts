import { endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { getSignedInAdmin, logInAdmin } from '../domain/admins/admin-accounts';
import { recordAdminAction } from '../domain/audit/audit-trail';

export const adminRoutes = ({ sessions, loginThrottle }: ServiceContext) =>
  ({
    'POST /api/admin/login': async ({ body, req, res }) => {
      const admin = await logInAdmin(body, req.ip ?? 'unknown', loginThrottle);
      await startSession(res, sessions, { subjectId: admin.id, role: 'admin' });
      await recordAdminAction({ admin, action: 'login', target: { type: 'admin', id: admin.id, label: admin.username } });
      return admin;
    },

    'POST /api/admin/logout': async ({ req, res, session }) => {
      const adminId = session?.subjectId;
      await endSession(req, res, sessions);
      if (adminId) {
        const admin = await getSignedInAdmin(adminId);
        await recordAdminAction({ admin, action: 'logout', target: { type: 'admin', id: admin.id, label: admin.username } });
      }
    },

    // Every visitor of an admin page asks; "not signed in" is an answer, not an error.
    'GET /api/admin/user': async ({ session }) => (session ? getSignedInAdmin(session.subjectId) : null),
  }) satisfies Partial<RouteHandlers<'admin-api'>>;
