import type { PortalPagePath } from '@jobboard/contracts';
import type { TextNamespace } from '@jobboard/i18n';
import { portalKitTexts } from '@jobboard/portal-kit';
import { lazy, type ComponentType } from 'react';
import { adminTexts } from './texts';

// Each screen is its own chunk, loaded when its path is first visited: a first view
// downloads only its own page.
const AdminDashboardPage = lazy(() => import('./app/routes/admin-dashboard-page').then((module) => ({ default: module.AdminDashboardPage })));
const AdminLoginPage = lazy(() => import('./app/routes/admin-login-page').then((module) => ({ default: module.AdminLoginPage })));

/** The admin portal's screens, one per path of the page table it owns. */
export const pages: Record<PortalPagePath<'admin'>, ComponentType> = {
  '/admin-login': AdminLoginPage,
  '/admin': AdminDashboardPage,
};

/** The texts' namespaces its screens read (its own and the shared screens'): their Spanish is loaded before a screen is shown to a Spanish reader. */
export const texts: readonly TextNamespace[] = [adminTexts, portalKitTexts];
