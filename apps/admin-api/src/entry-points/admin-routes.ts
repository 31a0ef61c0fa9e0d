import { adminLoginSchema } from '@jobboard/contracts';
import { endpoint, endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { getSignedInAdmin, logInAdmin } from '../domain/admins/admin-accounts';
import { recordAdminAction } from '../domain/audit/audit-trail';

export const adminRoutes = ({ sessions, guards, loginThrottle }: ServiceContext): RouteHandlers<'admin-api'> => ({
  'POST /api/admin/login': endpoint({ body: adminLoginSchema }, async ({ body, req, res }) => {
    const admin = await logInAdmin(body, req.ip ?? 'unknown', loginThrottle);
    await startSession(res, sessions, { subjectId: admin.id, role: 'admin' });
    await recordAdminAction({ admin, action: 'login', target: { type: 'admin', id: admin.id, label: admin.username } });
    return admin;
  }),

  'POST /api/admin/logout': [
    guards.sessionOf('admin'),
    ...endpoint({}, async ({ req, res }) => {
      const adminId = req.session?.subjectId;
      await endSession(req, res, sessions);
      if (adminId) {
        const admin = await getSignedInAdmin(adminId);
        await recordAdminAction({ admin, action: 'logout', target: { type: 'admin', id: admin.id, label: admin.username } });
      }
    }),
  ],

  // Every visitor of an admin page asks; "not signed in" is an answer, not an error.
  'GET /api/admin/user': [
    guards.sessionOf('admin'),
    ...endpoint({}, async ({ req }) => (req.session ? getSignedInAdmin(req.session.subjectId) : null)),
  ],
});
