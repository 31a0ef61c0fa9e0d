import { ApiError, useEmailPreferences, useSaveEmailPreferences, useWrite } from '@jobboard/api-client';
import { contractsTexts, emailPreferencesMessages as text } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, Icon, StateNotice } from '@jobboard/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { publicTexts } from '../../texts';

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/**
 * The page behind "Manage your email" in every email: it shows the address and stops or resumes
 * non-essential emails with one press. Opened from a non-essential email's "Stop these emails"
 * link (`stop=1`), it stops them as it opens and says so, with the button to resume. The link's
 * signed token is the only credential.
 */
export const EmailPreferencesPanel = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const stopAtOnce = searchParams.get('stop') === '1';
  const saving = useWrite(useSaveEmailPreferences());
  const [status, setStatus] = useState<{ tone: 'saved' | 'failed'; message: string } | undefined>();
  // Read once the opt-out is saved, so the page never shows the choice from before it.
  const [stopping, setStopping] = useState(stopAtOnce && token !== '');
  const { data, error, isLoading } = useEmailPreferences(stopping ? '' : token);
  const stopStarted = useRef(false);
  const save = saving.run;

  useEffect(() => {
    if (!stopping || stopStarted.current) return;
    stopStarted.current = true;
    save(token, false)
      .then(() => setStatus({ tone: 'saved', message: tc(text.stoppedNow) }))
      .catch((saveError: unknown) => setStatus({ tone: 'failed', message: messageOf(saveError, tc(text.saveFailed.message)) }))
      .finally(() => setStopping(false));
  }, [stopping, save, token, tc]);

  if (!token) return <StateNotice headingLevel={1} tone="error" title={tc(text.title)} description={tc(text.missingLink)} />;
  if (error) return <StateNotice headingLevel={1} tone="error" title={tc(text.title)} description={messageOf(error, tc(text.invalidLink))} />;
  if (stopping) return <StateNotice headingLevel={1} title={tc(text.title)} description={t('Stopping non-essential email…')} />;
  if (isLoading || !data) return <StateNotice headingLevel={1} title={tc(text.title)} description={t('Loading your preferences…')} />;


  const toggle = async () => {
    setStatus(undefined);
    try {
      await saving.run(token, !data.nonEssentialEmail);
      setStatus({ tone: 'saved', message: tc(text.saved.message) });
    } catch (saveError) {
      setStatus({ tone: 'failed', message: messageOf(saveError, tc(text.saveFailed.message)) });
    }
  };

  return (
    <StateNotice
      headingLevel={1}
      tone="raised"
      icon={<Icon name="message" size={28} />}
      title={tc(text.title)}
      description={[data.email, data.nonEssentialEmail ? tc(text.receiving) : tc(text.stopped), ...(status ? [status.message] : [])]}
      action={
        <Button type="button" onClick={toggle} disabled={saving.pending} $variant={data.nonEssentialEmail ? 'secondary' : undefined}>
          {data.nonEssentialEmail ? tc(text.stop) : tc(text.resume)}
        </Button>
      }
    />
  );
};
