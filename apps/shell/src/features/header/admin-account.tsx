import { useLogOutAdmin } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { DashboardAccount } from './dashboard-account';
import { adminLink } from './header-links';

/** The header's entries for a signed-in admin: the Admin Dashboard, and Log Out. */
export const AdminAccount = ({ onDone }: { onDone?: () => void }) => (
  <DashboardAccount
    name="Admin Dashboard"
    icon="shield"
    dashboardPath={pagePath('/admin')}
    logOut={useLogOutAdmin()}
    loginPath={adminLink.to}
    onDone={onDone}
  />
);
