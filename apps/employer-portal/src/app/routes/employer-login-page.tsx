import { useLogInEmployer } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { accountPages, LoginForm, returnPathFrom, SignInCard, withReturnPath } from '@jobboard/portal-kit';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTexts, withParts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

/**
 * /employer-login: success goes back to the page that asked (`?next=`, e.g. /billing), or to the
 * employer's dashboard; creating an account instead comes back there too.
 */
export const EmployerLoginPage = () => {
  const t = useTexts(employerTexts);
  const logIn = useLogInEmployer();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Empty without a (safe) `?next=`.
  const returnPath = returnPathFrom(search, '');
  return (
    <SignInCard
      title={t('Employer Login')}
      description={t('Sign in to manage your job postings, applicants and interviews.')}
      footer={
        <>
          {withParts(t("Don't have an account? {{link}}"), {
            link: <Link to={returnPath ? withReturnPath('/employer-signup', returnPath) : '/employer-signup'}>{t('Create one')}</Link>,
          })}
        </>
      }
    >
      <LoginForm
        forgotPasswordPath={accountPages.employer.forgotPassword}
        logIn={logIn}
        onSignedIn={(employer) => navigate(returnPath || pagePath('/employer-dashboard/:id', { id: employer.id }))}
      />
    </SignInCard>
  );
};
