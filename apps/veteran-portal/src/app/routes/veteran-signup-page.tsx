import { FormPageIntro } from '@jobboard/portal-kit';
import { Container } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { VeteranSignupForm } from '../../features/veteran-signup';

/** /veteran-signup: the sectioned registration form; success signs in and opens the new dashboard. */
export const VeteranSignupPage = () => (
  <Container $narrow>
    <FormPageIntro
      eyebrow="For those who served"
      title="Veteran Registration"
      lead="Create your veteran profile and connect with employers who value your service, skills and leadership."
      after={
        <>
          Already have a profile? <Link to="/veteran-login">Sign in</Link>
        </>
      }
    />
    <VeteranSignupForm />
  </Container>
);
