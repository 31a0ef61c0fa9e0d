import { ApiError } from '@jobboard/api-client';
import { contractsTexts, ownDataMessages } from '@jobboard/contracts';
import { dataRetention, domainTexts, type AccountDataSubjectKind } from '@jobboard/domain';
import { useTexts, type Translator } from '@jobboard/i18n';
import { Button, Card, CardDescription, CardTitle, Cluster, Dialog, PasswordField, Stack, Text, useToast } from '@jobboard/ui';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { portalKitTexts } from './texts';

export interface YourDataSectionProps {
  kind: AccountDataSubjectKind;
  /** The download's address (api-client `dataExportUrl`). */
  exportUrl: string;
  /** Deletes the account with the current password (api-client `useDelete…Account`). */
  deleteAccount: (currentPassword: string) => Promise<unknown>;
}

// A link that looks like the outline button: a download needs no script, and keyboards reach it.
const StyledDownload = styled.a`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.brand};
    outline-offset: 2px;
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** Why a deletion was refused, in words the person can act on. */
const refusalOf = (error: unknown, t: Translator['t'], tc: Translator['t']): { field?: string; message: string } => {
  if (error instanceof ApiError) {
    if (error.status === 400) return { field: tc(ownDataMessages.wrongPassword), message: tc(ownDataMessages.wrongPassword) };
    if (error.status === 409 || error.status === 429) return { message: error.serverMessage || t('Please try again later.') };
  }
  return { message: t('Your account could not be deleted. Please try again.') };
};

const DeleteAccountDialog = ({ kind, deleteAccount, onClose }: Omit<YourDataSectionProps, 'exportUrl'> & { onClose: () => void }) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const { toast } = useToast();
  const navigate = useNavigate();
  const retention = dataRetention[kind];
  const formId = useId();
  const passwordId = useId();
  const focusPassword = () => document.getElementById(passwordId)?.focus();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!password) {
      setFieldError(t('Enter your current password'));
      focusPassword();
      return;
    }
    setPending(true);
    setFieldError(undefined);
    setFormError(undefined);
    try {
      await deleteAccount(password);
      // Signed out now: the confirmation stays on screen (the toaster lives in the shell) on the home page.
      toast({ title: t('Account deleted'), description: tc(ownDataMessages.deleted), variant: 'success' });
      navigate('/');
    } catch (error) {
      const refusal = refusalOf(error, t, tc);
      setFieldError(refusal.field);
      setFormError(refusal.field ? undefined : refusal.message);
      setPending(false);
      focusPassword();
    }
  };

  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={t('Delete your account?')}
      description={t('This cannot be undone. Download your data first if you want a copy.')}
      footer={
        <>
          <Button type="button" $variant="outline" onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} $variant="destructive" disabled={pending}>
            {pending ? t('Deleting...') : t('Delete my account')}
          </Button>
        </>
      }
    >
      <Stack $gap="md" as="form" id={formId} noValidate onSubmit={submit} aria-label={t('Delete account')}>
        <StyledHeading>{t('What is deleted')}</StyledHeading>
        <StyledList>
          {retention.deletes.map((line) => (
            <li key={line}>{td(line)}</li>
          ))}
        </StyledList>
        <StyledHeading>{t('What is kept, and why')}</StyledHeading>
        <StyledList>
          {retention.keptAfterDeletion.map((kept) => (
            <li key={kept.what}>
              {td(kept.what)} {td(kept.why)}
            </li>
          ))}
        </StyledList>
        <PasswordField
          id={passwordId}
          label={t('Current Password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError}
        />
        {formError ? (
          <Text as="p" role="alert" $tone="danger">
            {formError}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
};

/**
 * "Your data" in an account's settings: download everything stored about the account, or delete
 * it with the current password. What is deleted and kept is read from the retention rules.
 */
export const YourDataSection = ({ kind, exportUrl, deleteAccount }: YourDataSectionProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  return (
    <Card $gap="md" aria-labelledby={headingId}>
      <div>
        <CardTitle id={headingId}>{t('Your data')}</CardTitle>
        <CardDescription>
          {t('Download everything we store about you, or delete your account.')} <Link to="/privacy">{t('Privacy Policy')}</Link>
        </CardDescription>
      </div>
      <Text as="p">{tc(ownDataMessages.exportHint)}</Text>
      <Cluster $gap="md">
        <StyledDownload href={exportUrl} download>
          {t('Download my data')}
        </StyledDownload>
        <Button type="button" $variant="destructive" onClick={() => setConfirming(true)}>
          {t('Delete my account')}
        </Button>
      </Cluster>
      {confirming ? <DeleteAccountDialog kind={kind} deleteAccount={deleteAccount} onClose={() => setConfirming(false)} /> : null}
    </Card>
  );
};
