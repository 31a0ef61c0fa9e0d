import { ApiError, useWrite } from '@jobboard/api-client';
import { contractsTexts, credentialsUpdateSchema, hiringMessages, type CredentialsUpdate } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { fieldErrorsFrom, type FieldErrors } from './form-errors';
import { FormSection, StyledFormActions, StyledSectionedForm, StyledWide } from './sectioned-form';
import { portalKitTexts } from './texts';
import { useCheckedForm } from './use-checked-form';

export interface SignInDetailsFormProps {
  /** The address the account signs in with now. */
  email: string;
  /** Sends the change (PUT …/credentials of the account). */
  save: (change: CredentialsUpdate) => Promise<unknown>;
  /** Where the section sits in its page: its ids and its number. */
  idPrefix: string;
  number: number;
}

const credentialFields = ['email', 'newPassword', 'currentPassword'] as const;
type CredentialField = (typeof credentialFields)[number];
type CredentialValues = Record<CredentialField, string>;

const emptyCredentials: CredentialValues = { email: '', newPassword: '', currentPassword: '' };

type CredentialsCheck = { ok: true; change: CredentialsUpdate } | { ok: false; errors: FieldErrors<CredentialField> };

const checkCredentials = (values: CredentialValues): CredentialsCheck => {
  const result = credentialsUpdateSchema.safeParse(values);
  return result.success ? { ok: true, change: result.data } : { ok: false, errors: fieldErrorsFrom<CredentialField>(result.error.issues) };
};

const CredentialsForm = ({ email, save, idPrefix, number, onSaved }: SignInDetailsFormProps & { onSaved: () => void }) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const saving = useWrite(save);
  const { formRef, errorOf, textInput, validate, showServerErrors, showServerError } = useCheckedForm({
    initialValues: emptyCredentials,
    check: checkCredentials,
    fieldOrder: credentialFields,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pending) return;
    const check = validate();
    if (!check.ok) return;
    try {
      await saving.run(check.change);
      toast({ title: tc(hiringMessages.credentialsUpdated.title), description: tc(hiringMessages.credentialsUpdated.message), variant: 'success' });
      onSaved();
    } catch (error) {
      // A wrong current password (401/403) or too many tries (429) says why, under Current Password.
      const refused = error instanceof ApiError && [401, 403, 429].includes(error.status);
      const reason = refused ? error.serverMessage || tc(hiringMessages.wrongCurrentPassword) : undefined;
      toast({ title: tc(hiringMessages.profileFailed.title), description: reason ?? tc(hiringMessages.profileFailed.message), variant: 'destructive' });
      if (reason) showServerError('currentPassword', reason);
      else showServerErrors(error);
    }
  };

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('Sign-in details')}>
      <FormSection
        idPrefix={idPrefix}
        number={number}
        title={t('Sign-in details')}
        description={t('You sign in as {{email}}. Change the email, the password or both; your current password confirms it is you.', { email })}
      >
        <StyledWide>
          <TextField label={t('New Email')} type="email" autoComplete="email" error={errorOf('email', t('New Email'))} {...textInput('email')} />
        </StyledWide>
        <PasswordField
          label={t('New Password')}
          autoComplete="new-password"
          hint={t('At least 8 characters. Leave blank to keep your password.')}
          error={errorOf('newPassword', t('New Password'))}
          {...textInput('newPassword')}
        />
        <PasswordField
          label={t('Current Password')}
          autoComplete="current-password"
          required
          error={errorOf('currentPassword', t('Current Password'))}
          {...textInput('currentPassword')}
        />
      </FormSection>
      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={saving.pending}>
          {saving.pending ? t('Saving...') : t('Update Sign-in Details')}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};

/**
 * The sign-in details section of an account's settings (employers, veterans): a new email
 * and/or password, confirmed with the current password.
 */
export const SignInDetailsForm = (props: SignInDetailsFormProps) => {
  // A saved change starts an empty form again: passwords are never kept on screen.
  const [round, setRound] = useState(0);
  return <CredentialsForm key={round} {...props} onSaved={() => setRound((current) => current + 1)} />;
};
