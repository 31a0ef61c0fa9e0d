import { useEmployerSession } from '@jobboard/api-client';
import { EmployerAccount } from './employer-account';
import { JobSeekerAccount, type JobSeekerAccountProps } from './job-seeker-account';

/**
 * The account entries of the header bar and the mobile menu: a signed-in employer's company and
 * Log Out, otherwise the job seeker's (Log In and Sign Up, or their name and Log Out).
 */
export const HeaderAccount = (props: JobSeekerAccountProps) => {
  const { data: employer } = useEmployerSession();
  return employer ? <EmployerAccount employer={employer} onDone={props.onDone} /> : <JobSeekerAccount {...props} />;
};
