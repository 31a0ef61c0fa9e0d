import { ApiError, useConfirmJobAlert, useJobAlerts, useJobSeekerSession, useRemoveJobAlert, useUnsubscribeJobAlert, useVeteranSession } from '@jobboard/api-client';
import { contractsTexts, jobAlertMessages as text, type JobAlert } from '@jobboard/contracts';
import { useTexts, type Translator } from '@jobboard/i18n';
import { Badge, Button, Icon, LoadFailedNotice, SkeletonList, StateNotice, useToast, VisuallyHidden } from '@jobboard/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { withReturnPath } from '@jobboard/portal-kit';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

const messageOf = (tc: Translator['t'], error: unknown) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : tc(text.invalidLink));

/** The emailed confirmation link: confirms only when its button is pressed (a mail scanner opening it confirms nothing). */
const ConfirmAlert = ({ token }: { token: string }) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const confirm = useConfirmJobAlert();
  const [state, setState] = useState<{ status: 'idle' | 'sending' } | { status: 'done'; alert: JobAlert } | { status: 'failed'; message: string }>({ status: 'idle' });

  const handleConfirm = async () => {
    setState({ status: 'sending' });
    try {
      setState({ status: 'done', alert: await confirm(token) });
    } catch (error) {
      setState({ status: 'failed', message: messageOf(tc, error) });
    }
  };

  if (state.status === 'done')
    return (
      <StateNotice
        headingLevel={1}
        tone="raised"
        icon={<Icon name="check" size={28} />}
        title={tc(text.confirmed.title)}
        description={[state.alert.description, tc(text.confirmed.message)]}
      />
    );
  if (state.status === 'failed') return <StateNotice headingLevel={1} tone="error" title={tc(text.confirmTitle)} description={state.message} />;
  return (
    <StateNotice
      headingLevel={1}
      tone="raised"
      icon={<Icon name="message" size={28} />}
      title={tc(text.confirmTitle)}
      description={t('Press the button to start getting new jobs for this search by email, at most once a day.')}
      action={
        <Button type="button" onClick={handleConfirm} disabled={state.status === 'sending'}>
          {tc(text.confirmButton)}
        </Button>
      }
    />
  );
};

/** The one-click unsubscribe link of every digest: opening it stops the alert. */
const UnsubscribeAlert = ({ token }: { token: string }) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const unsubscribe = useUnsubscribeJobAlert();
  const [state, setState] = useState<{ status: 'sending' | 'done' } | { status: 'failed'; message: string }>({ status: 'sending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unsubscribe(token).then(
      () => setState({ status: 'done' }),
      (error: unknown) => setState({ status: 'failed', message: messageOf(tc, error) }),
    );
  }, [token, unsubscribe, tc]);

  if (state.status === 'sending') return <StateNotice headingLevel={1} title={t('Unsubscribing…')} description={t('One moment.')} />;
  if (state.status === 'failed') return <StateNotice headingLevel={1} tone="error" title={t('Unsubscribe failed')} description={state.message} />;
  return <StateNotice headingLevel={1} tone="raised" icon={<Icon name="check" size={28} />} title={tc(text.unsubscribed.title)} description={tc(text.unsubscribed.message)} />;
};

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  p { margin: 0; flex: 1 1 240px; }
  small { display: block; color: ${({ theme }) => theme.color.textMuted}; }
`;

const StyledSection = styled.section`
  max-width: 760px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  h1 { margin: 0 0 ${({ theme }) => theme.space.lg}; }
`;

/** A signed-in job seeker's or veteran's alerts, each with Remove; a guest is told how alerts work. */
const ManageAlerts = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const jobSeeker = useJobSeekerSession();
  const veteran = useVeteranSession();
  const signedIn = Boolean(jobSeeker.data || veteran.data);
  const alerts = useJobAlerts(signedIn);
  const remove = useRemoveJobAlert();
  const { toast } = useToast();
  const [removing, setRemoving] = useState<string>();

  if (jobSeeker.isLoading || veteran.isLoading) return <SkeletonList count={2} label={t('Loading your job alerts')} />;
  if (!signedIn)
    return (
      <StateNotice
        headingLevel={1}
        title={tc(text.manageTitle)}
        description={[
          t('Use "Email me jobs like these" on Find Jobs or Second Chance to get new jobs by email. Each email has a link that stops it in one click.'),
          t('Job seekers and veterans who sign in can see and remove their alerts here.'),
        ]}
        action={
          <Button as={Link} to={withReturnPath('/job-seeker-login', '/job-alerts')}>
            {t('Log In')}
          </Button>
        }
      />
    );

  const handleRemove = async (alert: JobAlert) => {
    setRemoving(alert.id);
    try {
      await remove(alert.id);
      toast({ title: tc(text.removed.title), description: tc(text.removed.message), variant: 'success' });
    } catch {
      toast({ title: t('Not removed'), description: t('We could not remove this alert. Please try again.'), variant: 'destructive' });
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <StyledSection aria-labelledby="job-alerts-title">
      <h1 id="job-alerts-title">{tc(text.manageTitle)}</h1>
      {alerts.error ? (
        <LoadFailedNotice title={t('We could not load your job alerts.')} onRetry={() => void alerts.mutate()} />
      ) : !alerts.data ? (
        <SkeletonList count={2} label={t('Loading your job alerts')} />
      ) : alerts.data.length === 0 ? (
        <StateNotice title={t('No job alerts')} description={tc(text.none)} />
      ) : (
        <StyledList>
          {alerts.data.map((alert) => (
            <li key={alert.id}>
              <p>
                {alert.description}
                <small>{t('To {{email}}', { email: alert.email })}</small>
              </p>
              <Badge $tone={alert.status === 'active' ? 'success' : 'warning'}>
                {alert.status === 'active' ? t('Active') : t('Waiting for confirmation')}
              </Badge>
              <Button type="button" $variant="outline" $size="sm" disabled={removing === alert.id} onClick={() => void handleRemove(alert)}>
                {t('Remove')}
                <VisuallyHidden> {t('alert: {{description}}', { description: alert.description })}</VisuallyHidden>

              </Button>
            </li>
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
};

/** /job-alerts: confirm (?confirm=) or stop (?unsubscribe=) an alert from its email, or manage yours. */
export const JobAlertsPanel = () => {
  const [searchParams] = useSearchParams();
  const confirm = searchParams.get('confirm')?.trim();
  const unsubscribe = searchParams.get('unsubscribe')?.trim();
  if (confirm) return <ConfirmAlert token={confirm} />;
  if (unsubscribe) return <UnsubscribeAlert token={unsubscribe} />;
  return <ManageAlerts />;
};
