import { useAccountSession } from '@jobboard/api-client';
import { lazy, Suspense } from 'react';

// Only a signed-in job seeker with an unconfirmed address sees it, so its code is fetched only then:
// a visitor's first view of /jobs does not carry it.
const JobSeekerEmailNotice = lazy(() => import('./email-notice-panel').then((module) => ({ default: module.JobSeekerEmailNotice })));

/** The "confirm your email" notice for the signed-in job seeker who still has to. */
export const UnconfirmedEmailNotice = () => {
  const { data: account } = useAccountSession('jobseeker');
  if (!account || account.emailVerifiedAt) return null;
  return (
    <Suspense fallback={null}>
      <JobSeekerEmailNotice />
    </Suspense>
  );
};
