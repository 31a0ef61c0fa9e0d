import { useLogInVeteran } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { useTexts, withParts } from '@jobboard/i18n';
import { accountPages, LoginForm, SignInCard } from '@jobboard/portal-kit';
import { Link, useNavigate } from 'react-router-dom';
import { veteranTexts } from '../../texts';

/** /veteran-login: email and password; success goes to the veteran's own dashboard. */
export const VeteranLoginPage = () => {
  const t = useTexts(veteranTexts);
  const logIn = useLogInVeteran();
  const navigate = useNavigate();
  return (
    <SignInCard
      title={t('Veteran Login')}
      description={t('Sign in to see your dashboard, recommended jobs and applications.')}
      footer={<>{withParts(t("Don't have a profile? {{createOne}}"), { createOne: <Link to="/veteran-signup">{t('Create one')}</Link> })}</>}
    >
      <LoginForm
        forgotPasswordPath={accountPages.veteran.forgotPassword}
        aria-label={t('Veteran login')}
        logIn={logIn}
        onSignedIn={(veteran) => navigate(pagePath('/veteran-dashboard/:id', { id: veteran.id }))}
      />
    </SignInCard>
  );
};
