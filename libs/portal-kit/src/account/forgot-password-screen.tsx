import { ApiError, useRequestPasswordReset, useWrite } from '@jobboard/api-client';
import { accountScreenTexts as text, accountSecurityMessages, contractsTexts, passwordResetRequestSchema, type AccountRole } from '@jobboard/contracts';
import { useTexts, type Translate } from '@jobboard/i18n';
import { Button, Callout, TextField } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fieldErrorsFrom, type FieldErrors } from '../form-errors';
import { SignInCard } from '../sign-in-card';
import { portalKitTexts } from '../texts';
import { useCheckedForm } from '../use-checked-form';
import { accountPages, pageTitle } from './account-pages';
import { useFocusOnOutcome } from './focus-outcome';

export const StyledAccountForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const StyledAccountOutcome = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

type ForgotCheck = { ok: true; email: string } | { ok: false; errors: FieldErrors<'email'> };

const checkForgot = (values: { email: string }): ForgotCheck => {
  const result = passwordResetRequestSchema.safeParse(values);
  return result.success ? { ok: true, email: result.data.email } : { ok: false, errors: fieldErrorsFrom<'email'>(result.error.issues) };
};

const refusalMessage = (error: unknown, tc: Translate) =>
  error instanceof ApiError && error.status === 429
    ? (error.serverMessage ?? tc(accountSecurityMessages.tooManyEmails))
    : (error instanceof ApiError && error.serverMessage) || tc(text.sendFailed);

export interface ForgotPasswordScreenProps {
  kind: AccountRole;
}

/**
 * "Forgot password?" for each kind of account: one email field; the answer is the same whether
 * or not the address has an account (or the day's limit of emails to it).
 */
export const ForgotPasswordScreen = ({ kind }: ForgotPasswordScreenProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const pages = accountPages[kind];
  const requesting = useWrite(useRequestPasswordReset(kind));
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string }>();
  const outcomeRef = useFocusOnOutcome<HTMLDivElement>(outcome);
  const { formRef, errorOf, textInput, validate } = useCheckedForm({ initialValues: { email: '' }, check: checkForgot, fieldOrder: ['email'] });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = validate();
    if (!check.ok || requesting.pending) return;
    try {
      setOutcome({ sent: true, message: (await requesting.run({ email: check.email })).message });
    } catch (error) {
      setOutcome({ sent: false, message: refusalMessage(error, tc) });
    }
  };

  return (
    <SignInCard title={tc(pageTitle(pages.forgotPassword))} description={tc(text.forgotPasswordLead)} footer={<Link to={pages.signIn}>{t('Back to sign in')}</Link>}>
      <div ref={outcomeRef}>
        {outcome?.sent ? (
          <StyledAccountOutcome>
            <Callout $tone="success" $bordered role="status">
              <p>{outcome.message}</p>
            </Callout>
          </StyledAccountOutcome>
        ) : (
          <>
            {outcome && (
              <Callout $tone="danger" $bordered role="alert">
                <p>{outcome.message}</p>
              </Callout>
            )}
            <StyledAccountForm ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={tc(pageTitle(pages.forgotPassword))}>
              <TextField label={t('Email')} type="email" autoComplete="email" required error={errorOf('email', t('Email'))} {...textInput('email')} />
              <Button type="submit" $size="lg" $block disabled={requesting.pending}>
                {requesting.pending ? tc(text.sendingResetLink) : tc(text.sendResetLink)}
              </Button>
            </StyledAccountForm>
          </>
        )}
      </div>
    </SignInCard>
  );
};
