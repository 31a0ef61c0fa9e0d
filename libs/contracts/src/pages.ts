/**
 * The page table: every screen path of the product and the portal (remote) that owns it.
 * The shell's router, each remote's page map and the edge's "is this a page?" check all
 * read this table, so a page is added here first.
 */
import type { Translate } from '@jobboard/i18n';
import { brandName, documentTitle, jobDocumentTitle } from './document-titles';
import { contractsEnglish } from './texts';

export const portals = ['public', 'employer', 'veteran', 'admin'] as const;

/** The My Applications tab: linked from the header and from emails, and where signing in returns to. */
export const myApplicationsPath = '/resume?tab=applications';
export type Portal = (typeof portals)[number];

export const pageTable = [
  { path: '/', portal: 'public', title: 'Home' },
  { path: '/jobs', portal: 'public', title: 'Find Jobs' },
  { path: '/jobs/:id', portal: 'public', title: 'Job' },
  { path: '/second-chance', portal: 'public', title: 'Second Chance Employment' },
  { path: '/job-seeker-signup', portal: 'public', title: 'Sign Up' },
  // Job seekers have accounts, so they get a login screen too.
  { path: '/job-seeker-login', portal: 'public', title: 'Job Seeker Login' },
  // Each kind of account confirms its address and recovers its password on pages of its own portal.
  { path: '/verify-email', portal: 'public', title: 'Confirm your email' },
  { path: '/forgot-password', portal: 'public', title: 'Forgot password' },
  { path: '/reset-password', portal: 'public', title: 'Choose a new password' },
  { path: '/resume', portal: 'public', title: 'Resume Analysis & Document Tools' },
  { path: '/interview', portal: 'public', title: 'Interview Prep' },
  { path: '/advice', portal: 'public', title: 'Career Advice' },
  { path: '/advice/:id', portal: 'public', title: 'Career Advice' },
  { path: '/research', portal: 'public', title: 'Company Research' },
  { path: '/tutorial', portal: 'public', title: 'Tutorial' },
  { path: '/confirm-application', portal: 'public', title: 'Confirm your application' },
  { path: '/email-preferences', portal: 'public', title: 'Email preferences' },
  // Confirm or stop a job alert from its emailed link; a signed-in job seeker manages theirs here.
  { path: '/job-alerts', portal: 'public', title: 'Job alerts' },
  // Generated from the retention rules the code applies (domain lib `dataRetention`).
  { path: '/privacy', portal: 'public', title: 'Privacy Policy' },
  { path: '/terms', portal: 'public', title: 'Terms of Service' },
  { path: '/employer-signup', portal: 'employer', title: 'Create Employer Account' },
  { path: '/employer-login', portal: 'employer', title: 'Employer Login' },
  { path: '/employer-verify-email', portal: 'employer', title: 'Confirm your email' },
  { path: '/employer-forgot-password', portal: 'employer', title: 'Forgot password' },
  { path: '/employer-reset-password', portal: 'employer', title: 'Choose a new password' },
  { path: '/employer-dashboard/:id', portal: 'employer', title: 'Employer Dashboard' },
  // The signed-in employer's company profile and sign-in details (the session says who).
  { path: '/employer-settings', portal: 'employer', title: 'Company Settings' },
  { path: '/subscription', portal: 'employer', title: 'Subscription Plans' },
  { path: '/billing', portal: 'employer', title: 'Billing' },
  { path: '/veteran-signup', portal: 'veteran', title: 'Veteran Registration' },
  { path: '/veteran-login', portal: 'veteran', title: 'Veteran Login' },
  { path: '/veteran-verify-email', portal: 'veteran', title: 'Confirm your email' },
  { path: '/veteran-forgot-password', portal: 'veteran', title: 'Forgot password' },
  { path: '/veteran-reset-password', portal: 'veteran', title: 'Choose a new password' },
  { path: '/veteran-dashboard/:id', portal: 'veteran', title: 'Veteran Dashboard' },
  { path: '/admin-login', portal: 'admin', title: 'Admin Login' },
  { path: '/admin', portal: 'admin', title: 'Admin Dashboard' },
] as const;

// Kept apart from the page table, so a page that sets its tab title does not load the table.
export { brandName, documentTitle, jobDocumentTitle };

/** The title of the page shown at a browser path; an unknown path is the 404 page. */
export const documentTitleOf = (path: string, t: Translate = contractsEnglish): string => documentTitle(t(matchPage(path)?.title ?? notFoundPageTitle));

/** The 404 page's name. */
export const notFoundPageTitle = 'Page not found';

export type PageRoute = (typeof pageTable)[number];
export type PagePath = PageRoute['path'];
export type PortalPagePath<P extends Portal> = Extract<PageRoute, { portal: P }>['path'];

/** Builds a concrete path from a pattern: `pagePath('/employer-dashboard/:id', { id })`. */
export const pagePath = (pattern: PagePath, params: Record<string, string> = {}): string =>
  pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** The page of one job (`/jobs/:id`): every link to a job (cards, emails, recommendations, dashboards) is made with it. */
export { checkMyMatchPath, jobPageApplyParam, jobPageApplyPath, jobPagePath } from './job-page-path';

const pagePatterns = pageTable.map((page) => ({
  page,
  pattern: new RegExp('^' + page.path.replace(/:\w+/g, '[^/]+') + '/?$'),
}));

/** The page a browser path shows, or undefined for the 404 page. */
export const matchPage = (path: string): PageRoute | undefined =>
  pagePatterns.find(({ pattern }) => pattern.test(path.split('?')[0]))?.page;
