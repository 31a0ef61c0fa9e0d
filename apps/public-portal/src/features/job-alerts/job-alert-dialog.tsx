import { ApiError, useJobSeekerSession, useSaveJobAlert, useVeteranSession, useWrite } from '@jobboard/api-client';
import { contractsTexts, jobAlertMessages as text, type JobAlertSource } from '@jobboard/contracts';
import { canonicalSavedSearch, describeSavedSearch, domainTexts } from '@jobboard/domain';
import { useTexts, type Translator } from '@jobboard/i18n';
import { useCheckedForm } from '@jobboard/portal-kit';
import { Button, Callout, Cluster, Dialog, Stack, TextField, useToast } from '@jobboard/ui';
import { useMemo, type FormEvent } from 'react';
import { publicTexts } from '../../texts';
import type { JobAlertButtonProps } from './job-alert-button';

const queryStringOf = (search: JobAlertButtonProps['search']) =>
  canonicalSavedSearch(
    new URLSearchParams(
      Object.entries(search).map(([key, value]): [string, string] => [key, Array.isArray(value) ? value.join(',') : String(value)]),
    ).toString(),
  );

const emailChecker =
  (t: Translator['t']) =>
  ({ email }: { email: string }) =>
    email.trim() ? { ok: true as const } : { ok: false as const, errors: { email: t('Please enter your email address.') } };

const messageOf = (tc: Translator['t'], error: unknown) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : tc(text.failed.message));

export interface JobAlertDialogProps extends JobAlertButtonProps {
  onClose: () => void;
}

/** Saves the search for an email address: active at once for a signed-in job seeker's or veteran's own address, otherwise confirmed by email. */
export const JobAlertDialog = ({ source, search, onClose }: JobAlertDialogProps & { source: JobAlertSource }) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const jobSeeker = useJobSeekerSession();
  const veteran = useVeteranSession();
  const sending = useWrite(useSaveJobAlert());
  const { toast } = useToast();
  const savedSearch = useMemo(() => queryStringOf(search), [search]);
  const { formRef, values, errorOf, textInput, validate, showServerError } = useCheckedForm({
    initialValues: { email: jobSeeker.data?.email ?? veteran.data?.email ?? '' },
    check: emailChecker(t),
    fieldOrder: ['email'],
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.pending || !validate().ok) return;
    try {
      const alert = await sending.run({ email: values.email, source, search: savedSearch });
      const done = alert.status === 'active' ? text.created : text.checkEmail;
      toast({ title: tc(done.title), description: tc(done.message), variant: 'success' });
      onClose();
    } catch (failure) {
      showServerError('email', messageOf(tc, failure));
    }
  };

  return (
    <Dialog open onClose={onClose} title={tc(text.dialogTitle)} description={tc(text.dialogIntro)} size="sm">
      <Stack as="form" $gap="lg" ref={formRef} onSubmit={handleSubmit} noValidate>
        <Callout as="p">
          <strong>{describeSavedSearch(source, savedSearch, td)}</strong>
        </Callout>
        <TextField
          label={t('Email address')}
          type="email"
          autoComplete="email"
          required
          error={errorOf('email')}
          maxLength={254}
          {...textInput('email')}
        />
        <Cluster $justify="end">
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={sending.pending}>
            {sending.pending ? t('Saving…') : tc(text.save)}

          </Button>
        </Cluster>
      </Stack>
    </Dialog>
  );
};
