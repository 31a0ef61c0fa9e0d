import { ApiError, useEmailPreferences, useSaveEmailPreferences } from '@jobboard/api-client';
import { emailPreferencesMessages as text } from '@jobboard/contracts';
import { Button, Icon, StateNotice } from '@jobboard/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/**
 * The page behind "Manage your email" in every non-essential email: it shows the address and
 * stops or resumes those emails with one press. The link's signed token is the only credential.
 */
export const EmailPreferencesPanel = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { data, error, isLoading } = useEmailPreferences(token);
  const save = useSaveEmailPreferences();
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ tone: 'saved' | 'failed'; message: string } | undefined>();

  if (!token) return <StateNotice headingLevel={1} tone="error" title={text.title} description={text.missingLink} />;
  if (error) return <StateNotice headingLevel={1} tone="error" title={text.title} description={messageOf(error, text.invalidLink)} />;
  if (isLoading || !data) return <StateNotice headingLevel={1} title={text.title} description="Loading your preferences…" />;

  const toggle = async () => {
    setSaving(true);
    setStatus(undefined);
    try {
      await save(token, !data.nonEssentialEmail);
      setStatus({ tone: 'saved', message: text.saved.message });
    } catch (saveError) {
      setStatus({ tone: 'failed', message: messageOf(saveError, text.saveFailed.message) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <StateNotice
      headingLevel={1}
      tone="raised"
      icon={<Icon name="message" size={28} />}
      title={text.title}
      description={[data.email, data.nonEssentialEmail ? text.receiving : text.stopped, ...(status ? [status.message] : [])]}
      action={
        <Button type="button" onClick={toggle} disabled={saving} $variant={data.nonEssentialEmail ? 'secondary' : undefined}>
          {data.nonEssentialEmail ? text.stop : text.resume}
        </Button>
      }
    />
  );
};
