import { FormPageIntro, returnPathFrom, withReturnPath } from '@jobboard/portal-kit';
import { Container } from '@jobboard/ui';
import { Link, useLocation } from 'react-router-dom';
import { EmployerSignupForm } from '../../features/employer-account';
import { useTexts, withParts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

/** /employer-signup: the sectioned registration form; success opens the new employer's dashboard (or `?next=`). */
export const EmployerSignupPage = () => {
  // Empty without a (safe) `?next=`.
  const t = useTexts(employerTexts);
  const returnPath = returnPathFrom(useLocation().search, '');
  return (
    <Container $narrow>
      <FormPageIntro
        title={t('Create Employer Account')}
        lead={t('Post jobs, review ranked applicants and hire veterans and second-chance talent.')}
        after={
          <>
            {withParts(t('Already have an account? {{link}}'), {
              link: <Link to={returnPath ? withReturnPath('/employer-login', returnPath) : '/employer-login'}>{t('Sign in')}</Link>,
            })}
          </>
        }
      />
      <EmployerSignupForm />
    </Container>
  );
};
