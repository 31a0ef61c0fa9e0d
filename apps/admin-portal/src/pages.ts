import type { PortalPagePath } from '@jobboard/contracts';
import type { ComponentType } from 'react';
import { AdminDashboardPage } from './app/routes/admin-dashboard-page';
import { AdminLoginPage } from './app/routes/admin-login-page';

/** The admin portal's screens, one per path of the page table it owns. */
export const pages: Record<PortalPagePath<'admin'>, ComponentType> = {
  '/admin-login': AdminLoginPage,
  '/admin': AdminDashboardPage,
};
