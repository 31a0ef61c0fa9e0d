import { useLogInEmployer } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { LoginForm, SignInCard } from '@jobboard/portal-kit';
import { Link, useNavigate } from 'react-router-dom';

export const EmployerLoginPage = () => {
  const logIn = useLogInEmployer();
  const navigate = useNavigate();
  return (
    <SignInCard
      title="Employer Login"
      description="Sign in to manage your job postings, applicants and interviews."
      footer={
        <>
          Don&apos;t have an account? <Link to="/employer-signup">Create one</Link>
        </>
      }
    >
      <LoginForm logIn={logIn} onSignedIn={(employer) => navigate(pagePath('/employer-dashboard/:id', { id: employer.id }))} />
    </SignInCard>
  );
};
