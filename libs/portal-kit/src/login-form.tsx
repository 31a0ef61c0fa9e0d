import { ApiError, useWrite } from '@jobboard/api-client';
import { accountScreenTexts, contractsTexts, loginSchema, messages, type AdminLoginBody, type LoginBody } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fieldErrorsFrom, type FieldErrors } from './form-errors';
import { portalKitTexts } from './texts';
import { useCheckedForm } from './use-checked-form';

export type LoginFormProps<A> = {
  /** Where to go once signed in, e.g. the account's dashboard. */
  onSignedIn: (account: A) => void;
  'aria-label'?: string;
  /** The account kind's "Forgot password?" page, linked under the password. */
  forgotPasswordPath?: string;
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

const StyledForgot = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 0;
  text-align: right;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const usernameField = { label: text('Username'), autoComplete: 'username', autoCapitalize: 'none', spellCheck: false } as const;
const emailField = { label: text('Email'), type: 'email', autoComplete: 'email' } as const;

type LoginField = 'email' | 'username' | 'password';
/** Both identifiers are held; a form shows and sends the one it signs in with. */
type LoginValues = Record<LoginField, string>;

const emptyLogin: LoginValues = { email: '', username: '', password: '' };

type LoginCheck = { ok: true; body: LoginBody | AdminLoginBody } | { ok: false; errors: FieldErrors<LoginField> };

/** Email sign-in: the contract's schema (both fields given, the address trimmed and lower-cased). */
const checkEmailLogin = ({ email, password }: LoginValues): LoginCheck => {
  const body = loginSchema.safeParse({ email, password });
  return body.success ? { ok: true, body: body.data } : { ok: false, errors: fieldErrorsFrom<LoginField>(body.error.issues) };
};

/** Admin sign-in: both fields given, the username trimmed, as the admin contract reads them. */
const checkUsernameLogin = ({ username, password }: LoginValues): LoginCheck => {
  const errors: FieldErrors<LoginField> = {
    ...(username.trim() ? {} : { username: 'is required' }),
    ...(password ? {} : { password: 'is required' }),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: { username: username.trim(), password } };
};

/**
 * Sign-in with a password and an email address or (admins) a username. Both fields are needed
 * before the API is asked: the email form says so in a toast, the username form keeps Sign In
 * disabled until then. A refusal shows the server's reason.
 */
export const LoginForm = <A,>(props: LoginFormProps<A>) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const byUsername = props.identifier === 'username';
  const identifier: LoginField = byUsername ? 'username' : 'email';
  const { formRef, values, textInput, validate } = useCheckedForm({
    initialValues: emptyLogin,
    check: (login: LoginValues) => (byUsername ? checkUsernameLogin(login) : checkEmailLogin(login)),
    fieldOrder: [identifier, 'password'],
  });
  const signingIn = useWrite((send: () => Promise<A>) => send());
  const { toast } = useToast();
  const identifierField = byUsername ? usernameField : emailField;
  const filled = values[identifier].trim() !== '' && values.password !== '';

  /** The sign-in the fields make, once they hold enough to send; the email form says what is missing. */
  const request = (): (() => Promise<A>) | undefined => {
    const check = validate();
    if (!check.ok) {
      if (!byUsername) toast({ title: t('Missing Information'), description: tc(messages.missingLogin), variant: 'destructive' });
      return undefined;
    }
    const { body } = check;
    if (props.identifier === 'username') return 'username' in body ? () => props.logIn(body) : undefined;
    return 'email' in body ? () => props.logIn(body) : undefined;
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
        title: t('Login Failed'),
        description:
          (error instanceof ApiError && error.serverMessage) ||
          (byUsername ? t('Invalid credentials. Please try again.') : t('Invalid email or password. Please try again.')),
        variant: 'destructive',
      });
    }
  };

  return (
    <StyledForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label={props['aria-label']}>
      <TextField {...identifierField} label={t(identifierField.label)} {...textInput(identifier)} required />
      <PasswordField label={t('Password')} autoComplete="current-password" {...textInput('password')} required />
      {props.forgotPasswordPath && (
        <StyledForgot>
          <Link to={props.forgotPasswordPath}>{tc(accountScreenTexts.forgotPasswordLink)}</Link>
        </StyledForgot>
      )}
      <StyledSubmit type="submit" $size="lg" $block disabled={signingIn.pending || (byUsername && !filled)}>
        {signingIn.pending ? t('Signing In...') : t('Sign In')}
      </StyledSubmit>
    </StyledForm>
  );
};
