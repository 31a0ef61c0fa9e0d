import { Container } from '@jobboard/ui';
import { ConfirmApplication } from '../../features/confirm-application';

/** /confirm-application: Confirm your application. A route composes features and stays thin. */
export const ConfirmApplicationPage = () => (
  <Container>
    <ConfirmApplication />
  </Container>
);
