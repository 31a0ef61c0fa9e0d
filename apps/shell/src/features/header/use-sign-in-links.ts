import { useEmployerSession, useVeteranSession } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { employerDashboardLabel, employerLoginLink, veteranDashboardLabel, veteranLoginLink, type HeaderLink } from './header-links';

/**
 * Employer Login and Veteran Login, each replaced by the way back to the signed-in account's
 * dashboard: the header bar and the mobile menu show the same entries.
 */
export const useSignInLinks = (): { employerLink: HeaderLink; veteranLink: HeaderLink } => {
  const { data: employer } = useEmployerSession();
  const { data: veteran } = useVeteranSession();
  return {
    employerLink: employer ? { to: pagePath('/employer-dashboard/:id', { id: employer.id }), label: employerDashboardLabel } : employerLoginLink,
    veteranLink: veteran ? { to: pagePath('/veteran-dashboard/:id', { id: veteran.id }), label: veteranDashboardLabel } : veteranLoginLink,
  };
};
