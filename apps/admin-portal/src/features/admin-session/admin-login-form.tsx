import { ApiError, adminUserKey, logInAdmin } from '@jobboard/api-client';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';

/** Spec 001 §4: "Successful login redirects after 100 ms". */
export const adminRedirectDelayMs = 100;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSubmit = styled(Button)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const AdminLoginForm = () => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const navigate = useNavigate();
  const filled = username.trim() !== '' && password !== '';

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled) return;
    setSubmitting(true);
    try {
      const admin = await logInAdmin({ username: username.trim(), password });
      // The dashboard's session check reads this answer instead of an older "signed out".
      await mutate(adminUserKey, admin, { revalidate: false });
      redirectTimer.current = setTimeout(() => navigate('/admin'), adminRedirectDelayMs);
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: 'Login Failed',
        description: serverMessage ?? 'Invalid credentials. Please try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <StyledSubmit type="submit" $size="lg" $block disabled={!filled || submitting}>
        {submitting ? 'Signing In...' : 'Sign In'}
      </StyledSubmit>
    </StyledForm>
  );
};
