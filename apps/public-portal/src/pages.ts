import type { PortalPagePath } from '@jobboard/contracts';
import { notAvailableYet } from '@jobboard/portal-kit';
import type { ComponentType } from 'react';
import { HomePage } from './app/routes/home-page';
import { JobSeekerLoginPage } from './app/routes/job-seeker-login-page';
import { JobSeekerSignupPage } from './app/routes/job-seeker-signup-page';
import { SecondChancePage } from './app/routes/second-chance-page';
import { JobsPage } from './app/routes/jobs-page';
import { ResumePage } from './app/routes/resume-page';
import { TutorialPage } from './app/routes/tutorial-page';

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
};
