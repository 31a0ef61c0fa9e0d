import { useLogInAdmin } from '@jobboard/api-client';
import { LoginForm } from '@jobboard/portal-kit';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** After a successful sign-in the dashboard opens 100 ms later. */
const adminRedirectDelayMs = 100;

export const AdminLoginForm = () => {
  const logIn = useLogInAdmin();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  return (
    <LoginForm
      identifier="username"
      logIn={logIn}
      onSignedIn={() => {
        redirectTimer.current = setTimeout(() => navigate('/admin'), adminRedirectDelayMs);
      }}
    />
  );
};
