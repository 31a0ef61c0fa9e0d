import { AdminDashboardOverview } from '../../features/admin-session/admin-dashboard-overview';
import { AdminSessionNotice } from '../../features/admin-session/admin-session-notice';
import { useAdminSession } from '../../features/admin-session/use-admin-session';

export const AdminDashboardPage = () => {
  const session = useAdminSession();
  if (session.status !== 'signed-in') return <AdminSessionNotice session={session} />;
  return <AdminDashboardOverview admin={session.admin} onSignOut={() => void session.signOut()} />;
};
