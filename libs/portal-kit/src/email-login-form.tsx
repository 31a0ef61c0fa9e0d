import { ApiError } from '@jobboard/api-client';
import { loginSchema, messages, type LoginBody } from '@jobboard/contracts';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

export interface EmailLoginFormProps<A> {
  /** Sends the credentials; throws ApiError when they are refused. */
  logIn: (credentials: LoginBody) => Promise<A>;
  /** Where to go once signed in, e.g. the account's dashboard. */
  onSignedIn: (account: A) => void;
  'aria-label'?: string;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSubmit = styled(Button)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/**
 * Email and password sign-in (employers, job seekers): both fields are needed before the API
 * is asked (spec 001 §5, §8), and a refusal shows the server's reason.
 */
export const EmailLoginForm = <A,>({ logIn, onSignedIn, 'aria-label': ariaLabel }: EmailLoginFormProps<A>) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { toast } = useToast();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = loginSchema.safeParse({ email, password });
    if (!credentials.success) {
      toast({ title: 'Missing Information', description: messages.missingLogin, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      onSignedIn(await logIn(credentials.data));
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: (error instanceof ApiError && error.serverMessage) || 'Invalid email or password. Please try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} aria-label={ariaLabel}>
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
