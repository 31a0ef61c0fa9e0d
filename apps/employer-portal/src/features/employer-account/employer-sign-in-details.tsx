import { useUpdateEmployerCredentials } from '@jobboard/api-client';
import type { Employer } from '@jobboard/contracts';
import { SignInDetailsForm } from '@jobboard/portal-kit';

/** Company Settings' section 4: the employer's sign-in details. */
export const EmployerSignInDetails = ({ employer }: { employer: Pick<Employer, 'id' | 'email'> }) => {
  const save = useUpdateEmployerCredentials(employer.id);
  return <SignInDetailsForm email={employer.email} save={save} idPrefix="company-settings-sign-in" number={4} />;
};
