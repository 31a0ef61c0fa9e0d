import type { PortalPagePath } from '@jobboard/contracts';
import type { ComponentType } from 'react';
import { BillingPage } from './app/routes/billing-page';
import { EmployerDashboardPage } from './app/routes/employer-dashboard-page';
import { EmployerLoginPage } from './app/routes/employer-login-page';
import { EmployerSettingsPage } from './app/routes/employer-settings-page';
import { EmployerSignupPage } from './app/routes/employer-signup-page';
import { SubscriptionPage } from './app/routes/subscription-page';

/** The employer portal's screens, one per path of the page table it owns. */
export const pages: Record<PortalPagePath<'employer'>, ComponentType> = {
  '/employer-signup': EmployerSignupPage,
  '/employer-login': EmployerLoginPage,
  '/employer-dashboard/:id': EmployerDashboardPage,
  '/employer-settings': EmployerSettingsPage,
  '/subscription': SubscriptionPage,
  '/billing': BillingPage,
};
