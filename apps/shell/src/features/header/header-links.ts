import type { PagePath } from '@jobboard/contracts';
import { text } from '@jobboard/i18n';

export interface HeaderLink {
  readonly to: PagePath | string;
  /** In English, marked for translation: shown as `t(label)`. */
  readonly label: string;
}

/** The two main links; the one for the current page is highlighted. */
export const mainLinks: readonly HeaderLink[] = [
  { to: '/jobs', label: text('Find Jobs') },
  { to: '/second-chance', label: text('Second Chance') },
];

export const signUpLink: HeaderLink = { to: '/job-seeker-signup', label: text('Sign Up') };
export const logInLink: HeaderLink = { to: '/job-seeker-login', label: text('Log In') };
export const forEmployersLink: HeaderLink = { to: '/employer-signup', label: text('For Employers') };
export const veteransLink: HeaderLink = { to: '/veteran-signup', label: text('Veterans') };
export const employerLoginLink: HeaderLink = { to: '/employer-login', label: text('Employer Login') };
/** Replaces Employer Login while an employer is signed in; it links to their own dashboard. */
export const employerDashboardLabel = text('Employer Dashboard');
export const veteranLoginLink: HeaderLink = { to: '/veteran-login', label: text('Veteran Login') };
/** Replaces Veteran Login while a veteran is signed in; it links to their own dashboard. */
export const veteranDashboardLabel = text('Veteran Dashboard');
export const adminLink: HeaderLink = { to: '/admin-login', label: text('Admin') };
