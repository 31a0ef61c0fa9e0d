import type { PortalPagePath } from '@jobboard/contracts';
import type { TextNamespace } from '@jobboard/i18n';
import { portalKitTexts } from '@jobboard/portal-kit';
import { lazy, type ComponentType } from 'react';
import { publicTexts } from './texts';

// Each screen is its own chunk, loaded when its path is first visited: a first view
// downloads only its own page.
const HomePage = lazy(() => import('./app/routes/home-page').then((module) => ({ default: module.HomePage })));
const JobSeekerLoginPage = lazy(() => import('./app/routes/job-seeker-login-page').then((module) => ({ default: module.JobSeekerLoginPage })));
const JobSeekerSignupPage = lazy(() => import('./app/routes/job-seeker-signup-page').then((module) => ({ default: module.JobSeekerSignupPage })));
const SecondChancePage = lazy(() => import('./app/routes/second-chance-page').then((module) => ({ default: module.SecondChancePage })));
const JobsPage = lazy(() => import('./app/routes/jobs-page').then((module) => ({ default: module.JobsPage })));
const JobPage = lazy(() => import('./app/routes/job-page').then((module) => ({ default: module.JobPage })));
const ResumePage = lazy(() => import('./app/routes/resume-page').then((module) => ({ default: module.ResumePage })));
const TutorialPage = lazy(() => import('./app/routes/tutorial-page').then((module) => ({ default: module.TutorialPage })));
const EmailPreferencesPage = lazy(() => import('./app/routes/email-preferences-page').then((module) => ({ default: module.EmailPreferencesPage })));
const ConfirmApplicationPage = lazy(() => import('./app/routes/confirm-application-page').then((module) => ({ default: module.ConfirmApplicationPage })));
const InterviewPage = lazy(() => import('./app/routes/interview-page').then((module) => ({ default: module.InterviewPage })));
const ResearchPage = lazy(() => import('./app/routes/research-page').then((module) => ({ default: module.ResearchPage })));
const AdvicePage = lazy(() => import('./app/routes/advice-page').then((module) => ({ default: module.AdvicePage })));
const AdviceArticlePage = lazy(() => import('./app/routes/advice-article-page').then((module) => ({ default: module.AdviceArticlePage })));
const JobAlertsPage = lazy(() => import('./app/routes/job-alerts-page').then((module) => ({ default: module.JobAlertsPage })));
const VerifyEmailPage = lazy(() => import('./app/routes/account-email-pages').then((module) => ({ default: module.VerifyEmailPage })));
const ForgotPasswordPage = lazy(() => import('./app/routes/account-email-pages').then((module) => ({ default: module.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./app/routes/account-email-pages').then((module) => ({ default: module.ResetPasswordPage })));
const PrivacyPage = lazy(() => import('./app/routes/policy-pages').then((module) => ({ default: module.PrivacyPage })));
const TermsPage = lazy(() => import('./app/routes/policy-pages').then((module) => ({ default: module.TermsPage })));

/** The public portal's screens, one per path of the page table it owns. */
export const pages: Record<PortalPagePath<'public'>, ComponentType> = {
  '/': HomePage,
  '/jobs': JobsPage,
  '/jobs/:id': JobPage,
  '/second-chance': SecondChancePage,
  '/job-seeker-signup': JobSeekerSignupPage,
  '/job-seeker-login': JobSeekerLoginPage,
  '/verify-email': VerifyEmailPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/resume': ResumePage,
  '/interview': InterviewPage,
  '/advice': AdvicePage,
  '/advice/:id': AdviceArticlePage,
  '/research': ResearchPage,
  '/tutorial': TutorialPage,
  '/confirm-application': ConfirmApplicationPage,
  '/email-preferences': EmailPreferencesPage,
  '/job-alerts': JobAlertsPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
};

/** The texts' namespaces its screens read (its own and the shared screens'): their Spanish is loaded before a screen is shown to a Spanish reader. */
export const texts: readonly TextNamespace[] = [publicTexts, portalKitTexts];
