import { ApiError, useCompletePasswordReset, useWrite } from '@jobboard/api-client';
import { accountScreenTexts as text, accountSecurityMessages, contractsTexts, passwordSchema, type AccountRole } from '@jobboard/contracts';
import { useTexts, type Translator } from '@jobboard/i18n';
import { Button, Callout, PasswordField } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { FieldErrors } from '../form-errors';
import { SignInCard } from '../sign-in-card';
import { portalKitTexts } from '../texts';
import { useCheckedForm } from '../use-checked-form';
import { accountPages, pageTitle } from './account-pages';
import { useFocusOnOutcome } from './focus-outcome';
import { StyledAccountForm, StyledAccountOutcome } from './forgot-password-screen';

type ResetField = 'newPassword' | 'repeatPassword';
type ResetValues = Record<ResetField, string>;
type ResetCheck = { ok: true; newPassword: string } | { ok: false; errors: FieldErrors<ResetField> };

/** The shared password rules, then the repeat must match: caught here before anything is sent. */
const checkReset = ({ newPassword, repeatPassword }: ResetValues): ResetCheck => {
  const result = passwordSchema.safeParse(newPassword);
  const errors: FieldErrors<ResetField> = {
    ...(result.success ? {} : { newPassword: result.error.issues[0]?.message }),
    ...(repeatPassword !== newPassword ? { repeatPassword: text.passwordsDiffer } : {}),
  };
  return Object.keys(errors).length > 0 || !result.success ? { ok: false, errors } : { ok: true, newPassword: result.data };
};

/** Done; the link refused (400: used, expired, malformed); or a failure worth another try. */
type Outcome = { name: 'done' } | { name: 'refused'; message: string } | { name: 'failed'; message: string };

const failureOutcome = (error: unknown, t: Translator['t'], tc: Translator['t']): Outcome =>
  error instanceof ApiError && error.status === 400
    ? { name: 'refused', message: error.serverMessage ?? tc(accountSecurityMessages.linkInvalid) }
    : { name: 'failed', message: (error instanceof ApiError && error.serverMessage) || t('Could not change the password. Please try again.') };

export interface ResetPasswordScreenProps {
  kind: AccountRole;
}

/** The page a password reset link opens, for each kind of account: the new password twice. */
export const ResetPasswordScreen = ({ kind }: ResetPasswordScreenProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const pages = accountPages[kind];
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const resetting = useWrite(useCompletePasswordReset(kind));
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useFocusOnOutcome<HTMLDivElement>(outcome);
  const { formRef, errorOf, textInput, validate } = useCheckedForm({
    initialValues: { newPassword: '', repeatPassword: '' },
    check: checkReset,
    fieldOrder: ['newPassword', 'repeatPassword'],
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = validate();
    if (!check.ok || resetting.pending) return;
    try {
      await resetting.run({ token, newPassword: check.newPassword });
      setOutcome({ name: 'done' });
    } catch (error) {
      setOutcome(failureOutcome(error, t, tc));
    }
  };

  const askAgain = <Link to={pages.forgotPassword}>{tc(text.askForNewLink)}</Link>;
  const refusal = !token ? tc(text.linkMissing) : outcome?.name === 'refused' ? outcome.message : undefined;

  return (
    <SignInCard title={outcome?.name === 'done' ? tc(text.passwordChangedTitle) : tc(pageTitle(pages.resetPassword))} description={tc(text.resetLead)}>
      <div ref={outcomeRef}>
        {outcome?.name === 'done' ? (
          <StyledAccountOutcome>
            <Callout $tone="success" $bordered role="status">
              <p>{tc(accountSecurityMessages.passwordResetDone)}</p>
            </Callout>
            <Button as={Link} to={pages.signIn} $size="lg" $block>
              {tc(text.signIn)}
            </Button>
          </StyledAccountOutcome>
        ) : refusal ? (
          <StyledAccountOutcome>
            <Callout $tone="danger" $bordered role="alert">
              <p>{refusal}</p>
            </Callout>
            <p>{askAgain}</p>
          </StyledAccountOutcome>
        ) : (
          <>
            {outcome?.name === 'failed' && (
              <Callout $tone="danger" $bordered role="alert">
                <p>{outcome.message}</p>
              </Callout>
            )}
            <StyledAccountForm ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={tc(pageTitle(pages.resetPassword))}>
              <PasswordField
                label={tc(text.newPassword)}
                autoComplete="new-password"
                hint={t('At least 8 characters.')}
                required
                error={errorOf('newPassword', tc(text.newPassword))}
                {...textInput('newPassword')}
              />
              <PasswordField
                label={tc(text.repeatPassword)}
                autoComplete="new-password"
                required
                error={errorOf('repeatPassword', tc(text.repeatPassword))}
                {...textInput('repeatPassword')}
              />
              <Button type="submit" $size="lg" $block disabled={resetting.pending}>
                {resetting.pending ? tc(text.savingPassword) : tc(text.savePassword)}
              </Button>
            </StyledAccountForm>
          </>
        )}
      </div>
    </SignInCard>
  );
};
