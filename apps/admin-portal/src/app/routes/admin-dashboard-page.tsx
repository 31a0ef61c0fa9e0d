import { AdminDashboard } from '../../features/admin-dashboard/admin-dashboard';
import { AdminSessionNotice } from '../../features/admin-session/admin-session-notice';
import { useAdminSession } from '../../features/admin-session/use-admin-session';

export const AdminDashboardPage = () => {
  const session = useAdminSession();
  if (session.status !== 'signed-in') return <AdminSessionNotice session={session} />;
  return <AdminDashboard admin={session.admin} onSignOut={() => void session.signOut()} />;
};
