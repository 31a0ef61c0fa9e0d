import { useLogOutEmployer } from '@jobboard/api-client';
import { pagePath, type Employer } from '@jobboard/contracts';
import { DashboardAccount } from './dashboard-account';
import { employerLoginLink } from './header-links';

export interface EmployerAccountProps {
  employer: Pick<Employer, 'id' | 'companyName'>;
  onDone?: () => void;
}

/** The header's entries for a signed-in employer: the company, linking to its dashboard, and Log Out. */
export const EmployerAccount = ({ employer, onDone }: EmployerAccountProps) => (
  <DashboardAccount
    name={employer.companyName}
    icon="building"
    dashboardPath={pagePath('/employer-dashboard/:id', { id: employer.id })}
    logOut={useLogOutEmployer()}
    loginPath={employerLoginLink.to}
    onDone={onDone}
  />
);
