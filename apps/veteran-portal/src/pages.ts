import type { PortalPagePath } from '@jobboard/contracts';
import { notAvailableYet } from '@jobboard/portal-kit';
import { lazy, type ComponentType } from 'react';

// Each screen is its own chunk, loaded when its path is first visited.
const VeteranSignupPage = lazy(() => import('./app/routes/veteran-signup-page').then((module) => ({ default: module.VeteranSignupPage })));

/** The veteran portal's screens, one per path of the page table it owns. */
export const pages: Record<PortalPagePath<'veteran'>, ComponentType> = {
  '/veteran-signup': VeteranSignupPage,
  '/veteran-dashboard/:id': notAvailableYet('Veteran Dashboard'),
};
