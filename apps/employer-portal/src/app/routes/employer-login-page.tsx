import { Link } from 'react-router-dom';
import { AccountCard } from '../../features/employer-account/account-card';
import { EmployerLoginForm } from '../../features/employer-account/employer-login-form';

export const EmployerLoginPage = () => (
  <AccountCard
    title="Employer Login"
    description="Sign in to manage your job postings, applicants and interviews."
    footer={
      <>
        Don&apos;t have an account? <Link to="/employer-signup">Create one</Link>
      </>
    }
  >
    <EmployerLoginForm />
  </AccountCard>
);
