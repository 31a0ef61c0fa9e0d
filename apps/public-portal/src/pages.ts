import type { PortalPagePath } from '@jobboard/contracts';
import { notAvailableYet } from '@jobboard/portal-kit';
import { lazy, type ComponentType } from 'react';

// Each screen is its own chunk, loaded when its path is first visited: a first view
// downloads only its own page.
const HomePage = lazy(() => import('./app/routes/home-page').then((module) => ({ default: module.HomePage })));
const JobSeekerLoginPage = lazy(() => import('./app/routes/job-seeker-login-page').then((module) => ({ default: module.JobSeekerLoginPage })));
const JobSeekerSignupPage = lazy(() => import('./app/routes/job-seeker-signup-page').then((module) => ({ default: module.JobSeekerSignupPage })));
const SecondChancePage = lazy(() => import('./app/routes/second-chance-page').then((module) => ({ default: module.SecondChancePage })));
const JobsPage = lazy(() => import('./app/routes/jobs-page').then((module) => ({ default: module.JobsPage })));
const ResumePage = lazy(() => import('./app/routes/resume-page').then((module) => ({ default: module.ResumePage })));
const TutorialPage = lazy(() => import('./app/routes/tutorial-page').then((module) => ({ default: module.TutorialPage })));
const EmailPreferencesPage = lazy(() => import('./app/routes/email-preferences-page').then((module) => ({ default: module.EmailPreferencesPage })));
const ConfirmApplicationPage = lazy(() => import('./app/routes/confirm-application-page').then((module) => ({ default: module.ConfirmApplicationPage })));

/** The public portal's screens, one per path of the page table it owns. */
export const pages: Record<PortalPagePath<'public'>, ComponentType> = {
  '/': HomePage,
  '/jobs': JobsPage,
  '/second-chance': SecondChancePage,
  '/job-seeker-signup': JobSeekerSignupPage,
  '/job-seeker-login': JobSeekerLoginPage,
  '/resume': ResumePage,
  '/interview': notAvailableYet('Interview Preparation'),
  '/advice': notAvailableYet('Career Advice'),
  '/research': notAvailableYet('Company Research Hub'),
  '/tutorial': TutorialPage,
  '/confirm-application': ConfirmApplicationPage,
  '/email-preferences': EmailPreferencesPage,
};
