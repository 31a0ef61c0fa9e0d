import { Container } from '@jobboard/ui';
import { EmailPreferencesPanel } from '../../features/email-preferences';

/** /email-preferences: stop or resume non-essential email from an emailed link. */
export const EmailPreferencesPage = () => (
  <Container>
    <EmailPreferencesPanel />
  </Container>
);
