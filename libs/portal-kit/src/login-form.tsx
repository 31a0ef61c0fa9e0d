import { ApiError, useWrite } from '@jobboard/api-client';
import { loginSchema, messages, type AdminLoginBody, type LoginBody } from '@jobboard/contracts';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

export type LoginFormProps<A> = {
  /** Where to go once signed in, e.g. the account's dashboard. */
  onSignedIn: (account: A) => void;
  'aria-label'?: string;
} & (
  | {
      /** Employers and job seekers sign in with their email address. */
      identifier?: 'email';
      /** Sends the credentials; throws ApiError when they are refused. */
      logIn: (credentials: LoginBody) => Promise<A>;
    }
  | { identifier: 'username'; logIn: (credentials: AdminLoginBody) => Promise<A> }
);

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSubmit = styled(Button)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/**
 * Sign-in with a password and an email address or (admins) a username. Both fields are needed
 * before the API is asked: the email form says so in a toast, the username form keeps Sign In
 * disabled until then. A refusal shows the server's reason.
 */
/** The first field's attributes: admins sign in by username, everyone else by email. */
const usernameField = { label: 'Username', name: 'username', autoComplete: 'username', autoCapitalize: 'none', spellCheck: false } as const;
const emailField = { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' } as const;

export const LoginForm = <A,>(props: LoginFormProps<A>) => {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const signingIn = useWrite((send: () => Promise<A>) => send());
  const { toast } = useToast();
  const byUsername = props.identifier === 'username';
  const filled = identifier.trim() !== '' && password !== '';

  /** The sign-in the fields make, once they hold enough to send; the email form says what is missing. */
  const request = (): (() => Promise<A>) | undefined => {
    if (props.identifier === 'username') {
      const { logIn } = props;
      return filled ? () => logIn({ username: identifier.trim(), password }) : undefined;
    }
    const { logIn } = props;
    const credentials = loginSchema.safeParse({ email: identifier, password });
    if (credentials.success) return () => logIn(credentials.data);
    toast({ title: 'Missing Information', description: messages.missingLogin, variant: 'destructive' });
    return undefined;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingIn.pending) return;
    const send = request();
    if (!send) return;
    try {
      props.onSignedIn(await signingIn.run(send));
    } catch (error) {
      toast({
        title: 'Login Failed',
        description:
          (error instanceof ApiError && error.serverMessage) ||
          (byUsername ? 'Invalid credentials. Please try again.' : 'Invalid email or password. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} aria-label={props['aria-label']}>
      <TextField
        {...(byUsername ? usernameField : emailField)}
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
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
      <StyledSubmit type="submit" $size="lg" $block disabled={signingIn.pending || (byUsername && !filled)}>
        {signingIn.pending ? 'Signing In...' : 'Sign In'}
      </StyledSubmit>
    </StyledForm>
  );
};
