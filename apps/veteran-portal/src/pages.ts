import type { PortalPagePath } from '@jobboard/contracts';
import { notAvailableYet } from '@jobboard/portal-kit';
import type { ComponentType } from 'react';
import { VeteranSignupPage } from './app/routes/veteran-signup-page';

/** The veteran portal's screens, one per path of the page table it owns. */
export const pages: Record<PortalPagePath<'veteran'>, ComponentType> = {
  '/veteran-signup': VeteranSignupPage,
  '/veteran-dashboard/:id': notAvailableYet('Veteran Dashboard'),
};
