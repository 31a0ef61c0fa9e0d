import { useEmployerSession, useVeteranSession } from '@jobboard/api-client';
import { EmployerAccount } from './employer-account';
import { JobSeekerAccount, type JobSeekerAccountProps } from './job-seeker-account';
import { VeteranAccount } from './veteran-account';

/**
 * The account entries of the header bar and the mobile menu: a signed-in employer's company and
 * Log Out, a signed-in veteran's name and Log Out, otherwise the job seeker's (Log In and Sign Up,
 * or their name and Log Out).
 */
export const HeaderAccount = (props: JobSeekerAccountProps) => {
  const { data: employer } = useEmployerSession();
  const { data: veteran } = useVeteranSession();
  if (employer) return <EmployerAccount employer={employer} onDone={props.onDone} />;
  if (veteran) return <VeteranAccount veteran={veteran} onDone={props.onDone} />;
  return <JobSeekerAccount {...props} />;
};
