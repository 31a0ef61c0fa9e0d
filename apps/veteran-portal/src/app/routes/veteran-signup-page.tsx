import { FormPageIntro } from '@jobboard/portal-kit';
import { Container } from '@jobboard/ui';
import { VeteranSignupForm } from '../../features/veteran-signup';

/** /veteran-signup: the sectioned registration form. */
export const VeteranSignupPage = () => (
  <Container $narrow>
    <FormPageIntro
      eyebrow="For those who served"
      title="Veteran Registration"
      lead="Create your veteran profile and connect with employers who value your service, skills and leadership."
    />
    <VeteranSignupForm />
  </Container>
);
