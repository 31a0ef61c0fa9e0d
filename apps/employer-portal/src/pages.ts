import type { PortalPagePath } from '@jobboard/contracts';
import type { TextNamespace } from '@jobboard/i18n';
import { portalKitTexts } from '@jobboard/portal-kit';
import { lazy, type ComponentType } from 'react';
import { employerTexts } from './texts';

// Each screen is its own chunk, loaded when its path is first visited: a first view
// downloads only its own page.
const BillingPage = lazy(() => import('./app/routes/billing-page').then((module) => ({ default: module.BillingPage })));
const EmployerDashboardPage = lazy(() => import('./app/routes/employer-dashboard-page').then((module) => ({ default: module.EmployerDashboardPage })));
const EmployerLoginPage = lazy(() => import('./app/routes/employer-login-page').then((module) => ({ default: module.EmployerLoginPage })));
const EmployerSettingsPage = lazy(() => import('./app/routes/employer-settings-page').then((module) => ({ default: module.EmployerSettingsPage })));
const EmployerSignupPage = lazy(() => import('./app/routes/employer-signup-page').then((module) => ({ default: module.EmployerSignupPage })));
const SubscriptionPage = lazy(() => import('./app/routes/subscription-page').then((module) => ({ default: module.SubscriptionPage })));
const VerifyEmailPage = lazy(() => import('./app/routes/account-email-pages').then((module) => ({ default: module.VerifyEmailPage })));
const ForgotPasswordPage = lazy(() => import('./app/routes/account-email-pages').then((module) => ({ default: module.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./app/routes/account-email-pages').then((module) => ({ default: module.ResetPasswordPage })));

/** The employer portal's screens, one per path of the page table it owns. */
export const pages: Record<PortalPagePath<'employer'>, ComponentType> = {
  '/employer-signup': EmployerSignupPage,
  '/employer-login': EmployerLoginPage,
  '/employer-verify-email': VerifyEmailPage,
  '/employer-forgot-password': ForgotPasswordPage,
  '/employer-reset-password': ResetPasswordPage,
  '/employer-dashboard/:id': EmployerDashboardPage,
  '/employer-settings': EmployerSettingsPage,
  '/subscription': SubscriptionPage,
  '/billing': BillingPage,
};

/** The texts' namespaces its screens read (its own and the shared screens'): their Spanish is loaded before a screen is shown to a Spanish reader. */
export const texts: readonly TextNamespace[] = [employerTexts, portalKitTexts];
