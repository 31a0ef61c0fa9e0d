import { Link } from 'react-router-dom';
import { AccountCard } from '../../features/employer-account/account-card';
import { EmployerSignupForm } from '../../features/employer-account/employer-signup-form';

export const EmployerSignupPage = () => (
  <AccountCard
    title="Create Employer Account"
    description="Post jobs, review ranked applicants and hire veterans and second-chance talent."
    width="wide"
    footer={
      <>
        Already have an account? <Link to="/employer-login">Sign in</Link>
      </>
    }
  >
    <EmployerSignupForm />
  </AccountCard>
);
