import { useSiteSession } from '@jobboard/api-client';
import { AdminAccount } from './admin-account';
import { EmployerAccount } from './employer-account';
import { JobSeekerAccount, type JobSeekerAccountProps } from './job-seeker-account';
import { VeteranAccount } from './veteran-account';

/**
 * The account entries of the header bar and the mobile menu: a signed-in employer's company and
 * Log Out, a signed-in veteran's name and Log Out, a signed-in admin's dashboard and Log Out,
 * otherwise the job seeker's (Log In and Sign Up, or their name and Log Out).
 */
export const HeaderAccount = (props: JobSeekerAccountProps) => {
  const { data: session } = useSiteSession();
  if (session?.role === 'employer') return <EmployerAccount employer={session.account} onDone={props.onDone} />;
  if (session?.role === 'veteran') return <VeteranAccount veteran={session.account} onDone={props.onDone} />;
  if (session?.role === 'admin') return <AdminAccount onDone={props.onDone} />;
  return <JobSeekerAccount {...props} />;
};
