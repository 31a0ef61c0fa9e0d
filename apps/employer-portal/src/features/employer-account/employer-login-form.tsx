import { ApiError, logInEmployer } from '@jobboard/api-client';
import { loginSchema, messages, pagePath } from '@jobboard/contracts';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSubmit = styled(Button)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** Spec 001 §5 and §8: both fields are needed before the API is asked. */
export const EmployerLoginForm = () => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = loginSchema.safeParse({ email, password });
    if (!credentials.success) {
      toast({ title: 'Missing Information', description: messages.missingLogin, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      const employer = await logInEmployer(credentials.data);
      navigate(pagePath('/employer-dashboard/:id', { id: employer.id }));
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: 'Login Failed',
        description: serverMessage ?? 'Invalid email or password. Please try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
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
      <StyledSubmit type="submit" $size="lg" $block disabled={submitting}>
        {submitting ? 'Signing In...' : 'Sign In'}
      </StyledSubmit>
    </StyledForm>
  );
};
