import { ForgotPasswordScreen, ResetPasswordScreen, VerifyEmailScreen } from '@jobboard/portal-kit';
import { Container } from '@jobboard/ui';

// The shared screens of libs/portal-kit, for this portal's kind of account.

/** The emailed confirmation link's page: one button confirms the address. */
export const VerifyEmailPage = () => (
  <Container>
    <VerifyEmailScreen kind="employer" />
  </Container>
);

/** "Forgot password?": emails a reset link. */
export const ForgotPasswordPage = () => <ForgotPasswordScreen kind="employer" />;

/** The emailed reset link's page: a new password, twice. */
export const ResetPasswordPage = () => <ResetPasswordScreen kind="employer" />;
