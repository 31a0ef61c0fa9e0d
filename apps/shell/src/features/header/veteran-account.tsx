import { useLogOutVeteran } from '@jobboard/api-client';
import { pagePath, type VeteranProfile } from '@jobboard/contracts';
import { DashboardAccount } from './dashboard-account';
import { veteranLoginLink } from './header-links';

export interface VeteranAccountProps {
  veteran: Pick<VeteranProfile, 'id' | 'firstName' | 'lastName'>;
  onDone?: () => void;
}

/** The header's entries for a signed-in veteran: their name, linking to their dashboard, and Log Out. */
export const VeteranAccount = ({ veteran, onDone }: VeteranAccountProps) => (
  <DashboardAccount
    name={`${veteran.firstName} ${veteran.lastName}`}
    icon="star"
    dashboardPath={pagePath('/veteran-dashboard/:id', { id: veteran.id })}
    logOut={useLogOutVeteran()}
    loginPath={veteranLoginLink.to}
    onDone={onDone}
  />
);
