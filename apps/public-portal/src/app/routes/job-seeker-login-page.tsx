import { useLogInJobSeeker } from '@jobboard/api-client';
import { useTexts, withParts } from '@jobboard/i18n';
import { accountPages, LoginForm, returnPathFrom, SignInCard, withReturnPath } from '@jobboard/portal-kit';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { publicTexts } from '../../texts';

/**
 * /job-seeker-login: job seekers have accounts, so they sign in here. Success
 * goes back to the page that asked (`?next=`), or to the job search.
 */
export const JobSeekerLoginPage = () => {
  const t = useTexts(publicTexts);
  const logIn = useLogInJobSeeker();
  const navigate = useNavigate();
  const { search } = useLocation();
  const returnPath = returnPathFrom(search, '/jobs');
  return (
    <SignInCard
      title={t('Job Seeker Login')}
      description={t('Sign in to track your applications and pick up your job search where you left off.')}
      footer={
        <>
          {withParts(t("Don't have an account? {{signUp}}"), {
            signUp: <Link to={returnPath === '/jobs' ? '/job-seeker-signup' : withReturnPath('/job-seeker-signup', returnPath)}>{t('Sign up')}</Link>,
          })}
        </>
      }
    >
      <LoginForm
        forgotPasswordPath={accountPages.jobseeker.forgotPassword} aria-label={t('Job seeker login')} logIn={logIn}
 onSignedIn={() => navigate(returnPath)} />
    </SignInCard>
  );
};
