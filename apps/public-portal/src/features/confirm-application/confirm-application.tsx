import { ApiError, useConfirmApplication } from '@jobboard/api-client';
import { applicationMessages, confirmApplicationTexts as text, contractsTexts, type ConfirmApplicationResult } from '@jobboard/contracts';
import { useTexts, type Translator } from '@jobboard/i18n';
import { Button, Icon, StateNotice } from '@jobboard/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { publicTexts } from '../../texts';

type Step = { name: 'ready' } | { name: 'confirming' } | { name: 'confirmed'; result: ConfirmApplicationResult } | { name: 'failed'; message: string };

const failureMessage = (tc: Translator['t'], error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : tc(applicationMessages.failedFallback);

/**
 * The page an emailed confirmation link opens. Opening it confirms nothing (mail scanners open
 * links too): the applicant presses the button, which sends the link's token.
 */
export const ConfirmApplication = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirmApplication = useConfirmApplication();
  const [step, setStep] = useState<Step>({ name: 'ready' });

  const handleConfirm = async () => {
    if (step.name === 'confirming') return;
    setStep({ name: 'confirming' });
    try {
      setStep({ name: 'confirmed', result: await confirmApplication(token) });
    } catch (error) {
      setStep({ name: 'failed', message: failureMessage(tc, error) });
    }
  };

  const findMoreJobs = (
    <Button as={Link} to="/jobs" $variant="secondary">
      {tc(text.findMoreJobs)}
    </Button>
  );

  if (!token) return <StateNotice headingLevel={1} tone="error" title={tc(text.failedTitle)} description={tc(applicationMessages.confirmationLinkInvalid)} action={findMoreJobs} />;
  if (step.name === 'failed') return <StateNotice headingLevel={1} tone="error" title={tc(text.failedTitle)} description={step.message} action={findMoreJobs} />;
  if (step.name === 'confirmed') {
    return (
      <StateNotice
        headingLevel={1}
        tone="raised"
        icon={<Icon name="briefcase" size={28} />}
        title={tc(applicationMessages.confirmed.title)}
        description={[t('{{title}} at {{company}}', { title: step.result.jobTitle, company: step.result.companyName }), step.result.message]}

        action={findMoreJobs}
      />
    );
  }
  return (
    <StateNotice
      headingLevel={1}
      tone="raised"
      icon={<Icon name="briefcase" size={28} />}
      title={tc(text.title)}
      description={tc(text.prompt)}
      action={
        <Button type="button" onClick={handleConfirm} disabled={step.name === 'confirming'}>
          {step.name === 'confirming' ? tc(text.confirming) : tc(text.button)}
        </Button>
      }
    />
  );
};
