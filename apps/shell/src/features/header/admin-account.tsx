import { useLogOutAdmin } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { shellTexts } from '../../texts';
import { DashboardAccount } from './dashboard-account';
import { adminLink } from './header-links';

/** The header's entries for a signed-in admin: the Admin Dashboard, and Log Out. */
export const AdminAccount = ({ onDone }: { onDone?: () => void }) => {
  const t = useTexts(shellTexts);
  return (
    <DashboardAccount
      name={t('Admin Dashboard')}
      icon="shield"
      dashboardPath={pagePath('/admin')}
      logOut={useLogOutAdmin()}
      loginPath={adminLink.to}
      onDone={onDone}
    />
  );
};
