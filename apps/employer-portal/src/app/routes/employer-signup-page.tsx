import { FormPageIntro } from '@jobboard/portal-kit';
import { Container } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { EmployerSignupForm } from '../../features/employer-account';

/** /employer-signup: the sectioned registration form; success opens the new employer's dashboard. */
export const EmployerSignupPage = () => (
  <Container $narrow>
    <FormPageIntro
      title="Create Employer Account"
      lead="Post jobs, review ranked applicants and hire veterans and second-chance talent."
      after={
        <>
          Already have an account? <Link to="/employer-login">Sign in</Link>
        </>
      }
    />
    <EmployerSignupForm />
  </Container>
);
