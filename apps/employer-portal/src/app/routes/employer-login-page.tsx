import { logInEmployer } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { EmailLoginForm } from '@jobboard/portal-kit';
import { Link, useNavigate } from 'react-router-dom';
import { AccountCard } from '../../features/employer-account/account-card';

export const EmployerLoginPage = () => {
  const navigate = useNavigate();
  return (
    <AccountCard
      title="Employer Login"
      description="Sign in to manage your job postings, applicants and interviews."
      footer={
        <>
          Don&apos;t have an account? <Link to="/employer-signup">Create one</Link>
        </>
      }
    >
      <EmailLoginForm
        logIn={logInEmployer}
        onSignedIn={(employer) => navigate(pagePath('/employer-dashboard/:id', { id: employer.id }))}
      />
    </AccountCard>
  );
};
