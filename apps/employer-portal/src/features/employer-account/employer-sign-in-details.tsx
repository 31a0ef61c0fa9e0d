import { dataExportUrl, useDeleteEmployerAccount, useUpdateEmployerCredentials } from '@jobboard/api-client';
import type { Employer } from '@jobboard/contracts';
import { SignInDetailsForm, YourDataSection } from '@jobboard/portal-kit';

/** Company Settings' section 4: the employer's sign-in details. */
export const EmployerSignInDetails = ({ employer }: { employer: Pick<Employer, 'id' | 'email'> }) => {
  const save = useUpdateEmployerCredentials(employer.id);
  return <SignInDetailsForm email={employer.email} save={save} idPrefix="company-settings-sign-in" number={4} />;
};

/** Company Settings' last section: download the company's data, or delete the account. */
export const EmployerYourData = ({ employer }: { employer: Pick<Employer, 'id'> }) => (
  <YourDataSection kind="employer" exportUrl={dataExportUrl.employer(employer.id)} deleteAccount={useDeleteEmployerAccount(employer.id)} />
);
