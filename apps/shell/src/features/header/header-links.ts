import type { PagePath } from '@jobboard/contracts';

export interface HeaderLink {
  readonly to: PagePath | string;
  readonly label: string;
}

/** The two main links; the one for the current page is highlighted. */
export const mainLinks: readonly HeaderLink[] = [
  { to: '/jobs', label: 'Find Jobs' },
  { to: '/second-chance', label: 'Second Chance' },
];

export const signUpLink: HeaderLink = { to: '/job-seeker-signup', label: 'Sign Up' };
export const logInLink: HeaderLink = { to: '/job-seeker-login', label: 'Log In' };
export const forEmployersLink: HeaderLink = { to: '/employer-signup', label: 'For Employers' };
export const veteransLink: HeaderLink = { to: '/veteran-signup', label: 'Veterans' };
export const employerLoginLink: HeaderLink = { to: '/employer-login', label: 'Employer Login' };
/** Replaces Employer Login while an employer is signed in; it links to their own dashboard. */
export const employerDashboardLabel = 'Employer Dashboard';
export const veteranLoginLink: HeaderLink = { to: '/veteran-login', label: 'Veteran Login' };
/** Replaces Veteran Login while a veteran is signed in; it links to their own dashboard. */
export const veteranDashboardLabel = 'Veteran Dashboard';
export const adminLink: HeaderLink = { to: '/admin-login', label: 'Admin' };
