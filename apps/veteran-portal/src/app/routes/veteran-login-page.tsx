import { useLogInVeteran } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { accountPages, LoginForm, SignInCard } from '@jobboard/portal-kit';
import { Link, useNavigate } from 'react-router-dom';

/** /veteran-login: email and password; success goes to the veteran's own dashboard. */
export const VeteranLoginPage = () => {
  const logIn = useLogInVeteran();
  const navigate = useNavigate();
  return (
    <SignInCard
      title="Veteran Login"
      description="Sign in to see your dashboard, recommended jobs and applications."
      footer={
        <>
          Don&apos;t have a profile? <Link to="/veteran-signup">Create one</Link>
        </>
      }
    >
      <LoginForm
        forgotPasswordPath={accountPages.veteran.forgotPassword}
        aria-label="Veteran login"
        logIn={logIn}
        onSignedIn={(veteran) => navigate(pagePath('/veteran-dashboard/:id', { id: veteran.id }))}
      />
    </SignInCard>
  );
};
