import type { PortalPagePath } from '@jobboard/contracts';
import type { TextNamespace } from '@jobboard/i18n';
import { portalKitTexts } from '@jobboard/portal-kit';
import { lazy, type ComponentType } from 'react';
import { veteranTexts } from './texts';

// Each screen is its own chunk, loaded when its path is first visited.
const VeteranSignupPage = lazy(() => import('./app/routes/veteran-signup-page').then((module) => ({ default: module.VeteranSignupPage })));
const VeteranLoginPage = lazy(() => import('./app/routes/veteran-login-page').then((module) => ({ default: module.VeteranLoginPage })));
const VerifyEmailPage = lazy(() => import('./app/routes/account-email-pages').then((module) => ({ default: module.VerifyEmailPage })));
const ForgotPasswordPage = lazy(() => import('./app/routes/account-email-pages').then((module) => ({ default: module.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./app/routes/account-email-pages').then((module) => ({ default: module.ResetPasswordPage })));
const VeteranDashboardPage = lazy(() =>
  import('./app/routes/veteran-dashboard-page').then((module) => ({ default: module.VeteranDashboardPage })),
);

/** The veteran portal's screens, one per path of the page table it owns. */
export const pages: Record<PortalPagePath<'veteran'>, ComponentType> = {
  '/veteran-signup': VeteranSignupPage,
  '/veteran-login': VeteranLoginPage,
  '/veteran-verify-email': VerifyEmailPage,
  '/veteran-forgot-password': ForgotPasswordPage,
  '/veteran-reset-password': ResetPasswordPage,
  '/veteran-dashboard/:id': VeteranDashboardPage,
};

/** The texts' namespaces its screens read (its own and the shared screens'): their Spanish is loaded before a screen is shown to a Spanish reader. */
export const texts: readonly TextNamespace[] = [veteranTexts, portalKitTexts];
