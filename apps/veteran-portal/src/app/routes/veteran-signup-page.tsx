import { useTexts, withParts } from '@jobboard/i18n';
import { FormPageIntro } from '@jobboard/portal-kit';
import { Container } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { VeteranSignupForm } from '../../features/veteran-signup';
import { veteranTexts } from '../../texts';

/** /veteran-signup: the sectioned registration form; success signs in and opens the new dashboard. */
export const VeteranSignupPage = () => {
  const t = useTexts(veteranTexts);
  return (
    <Container $narrow>
      <FormPageIntro
        eyebrow={t('For those who served')}
        title={t('Veteran Registration')}
        lead={t('Create your veteran profile and connect with employers who value your service, skills and leadership.')}
        after={<>{withParts(t('Already have a profile? {{signIn}}'), { signIn: <Link to="/veteran-login">{t('Sign in')}</Link> })}</>}
      />
      <VeteranSignupForm />
    </Container>
  );
};
