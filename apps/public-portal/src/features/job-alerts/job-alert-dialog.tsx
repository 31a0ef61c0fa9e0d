import { ApiError, useJobSeekerSession, useSaveJobAlert, useVeteranSession } from '@jobboard/api-client';
import { jobAlertMessages as text, type JobAlertSource } from '@jobboard/contracts';
import { canonicalSavedSearch, describeSavedSearch } from '@jobboard/domain';
import { Button, Dialog, TextField, useToast } from '@jobboard/ui';
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { JobAlertButtonProps } from './job-alert-button';

const StyledSearch = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const queryStringOf = (search: JobAlertButtonProps['search']) =>
  canonicalSavedSearch(
    new URLSearchParams(Object.entries(search).map(([key, value]): [string, string] => [key, Array.isArray(value) ? value.join(',') : String(value)])).toString(),
  );

const messageOf = (error: unknown) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : text.failed.message);

export interface JobAlertDialogProps extends JobAlertButtonProps {
  onClose: () => void;
}

/** Saves the search for an email address: active at once for a signed-in job seeker's or veteran's own address, otherwise confirmed by email. */
export const JobAlertDialog = ({ source, search, onClose }: JobAlertDialogProps & { source: JobAlertSource }) => {
  const jobSeeker = useJobSeekerSession();
  const veteran = useVeteranSession();
  const save = useSaveJobAlert();
  const { toast } = useToast();
  const savedSearch = useMemo(() => queryStringOf(search), [search]);
  const [email, setEmail] = useState(jobSeeker.data?.email ?? veteran.data?.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError('Please enter your email address.');
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const alert = await save({ email, source, search: savedSearch });
      const done = alert.status === 'active' ? text.created : text.checkEmail;
      toast({ title: done.title, description: done.message, variant: 'success' });
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={text.dialogTitle} description={text.dialogIntro} size="sm">
      <form onSubmit={handleSubmit} noValidate>
        <StyledSearch>{describeSavedSearch(source, savedSearch)}</StyledSearch>
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          maxLength={254}
        />
        <StyledActions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Saving…' : text.save}
          </Button>
        </StyledActions>
      </form>
    </Dialog>
  );
};
