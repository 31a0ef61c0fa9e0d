import type { PagePath } from '@jobboard/contracts';

export interface HeaderLink {
  readonly to: PagePath;
  readonly label: string;
}

/** The two main links; the one for the current page is highlighted (spec 000 §2). */
export const mainLinks: readonly HeaderLink[] = [
  { to: '/jobs', label: 'Find Jobs' },
  { to: '/second-chance', label: 'Second Chance' },
];

export const signUpLink: HeaderLink = { to: '/job-seeker-signup', label: 'Sign Up' };
export const logInLink: HeaderLink = { to: '/job-seeker-login', label: 'Log In' };
export const forEmployersLink: HeaderLink = { to: '/employer-signup', label: 'For Employers' };
export const veteransLink: HeaderLink = { to: '/veteran-signup', label: 'Veterans' };
export const employerLoginLink: HeaderLink = { to: '/employer-login', label: 'Employer Login' };
export const adminLink: HeaderLink = { to: '/admin-login', label: 'Admin' };
export const adminDashboardLink: HeaderLink = { to: '/admin', label: 'Admin Dashboard' };

/** The mobile menu's "Get Started" group. */
export const getStartedLinks: readonly HeaderLink[] = [signUpLink, logInLink, forEmployersLink, veteransLink];
