import { useLogInJobSeeker } from '@jobboard/api-client';
import { accountPages, LoginForm, returnPathFrom, SignInCard, withReturnPath } from '@jobboard/portal-kit';
import { Link, useLocation, useNavigate } from 'react-router-dom';

/**
 * /job-seeker-login: job seekers have accounts, so they sign in here. Success
 * goes back to the page that asked (`?next=`), or to the job search.
 */
export const JobSeekerLoginPage = () => {
  const logIn = useLogInJobSeeker();
  const navigate = useNavigate();
  const { search } = useLocation();
  const returnPath = returnPathFrom(search, '/jobs');
  return (
    <SignInCard
      title="Job Seeker Login"
      description="Sign in to track your applications and pick up your job search where you left off."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={returnPath === '/jobs' ? '/job-seeker-signup' : withReturnPath('/job-seeker-signup', returnPath)}>Sign up</Link>
        </>
      }
    >
      <LoginForm
        forgotPasswordPath={accountPages.jobseeker.forgotPassword} aria-label="Job seeker login" logIn={logIn} onSignedIn={() => navigate(returnPath)} />
    </SignInCard>
  );
};
