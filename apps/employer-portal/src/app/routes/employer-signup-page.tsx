import { FormPageIntro, returnPathFrom, withReturnPath } from '@jobboard/portal-kit';
import { Container } from '@jobboard/ui';
import { Link, useLocation } from 'react-router-dom';
import { EmployerSignupForm } from '../../features/employer-account';

/** /employer-signup: the sectioned registration form; success opens the new employer's dashboard (or `?next=`). */
export const EmployerSignupPage = () => {
  // Empty without a (safe) `?next=`.
  const returnPath = returnPathFrom(useLocation().search, '');
  return (
    <Container $narrow>
      <FormPageIntro
        title="Create Employer Account"
        lead="Post jobs, review ranked applicants and hire veterans and second-chance talent."
        after={
          <>
            Already have an account?{' '}
            <Link to={returnPath ? withReturnPath('/employer-login', returnPath) : '/employer-login'}>Sign in</Link>
          </>
        }
      />
      <EmployerSignupForm />
    </Container>
  );
};
