import { ApiError, useConfirmApplication } from '@jobboard/api-client';
import { applicationMessages, confirmApplicationTexts as text, type ConfirmApplicationResult } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, Icon, StateNotice } from '@jobboard/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { publicTexts } from '../../texts';

type Step = { name: 'ready' } | { name: 'confirming' } | { name: 'confirmed'; result: ConfirmApplicationResult } | { name: 'failed'; message: string };

const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : applicationMessages.failedFallback;

/**
 * The page an emailed confirmation link opens. Opening it confirms nothing (mail scanners open
 * links too): the applicant presses the button, which sends the link's token.
 */
export const ConfirmApplication = () => {
  const t = useTexts(publicTexts);
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
      setStep({ name: 'failed', message: failureMessage(error) });
    }
  };

  const findMoreJobs = (
    <Button as={Link} to="/jobs" $variant="secondary">
      {text.findMoreJobs}
    </Button>
  );

  if (!token) return <StateNotice headingLevel={1} tone="error" title={text.failedTitle} description={applicationMessages.confirmationLinkInvalid} action={findMoreJobs} />;
  if (step.name === 'failed') return <StateNotice headingLevel={1} tone="error" title={text.failedTitle} description={step.message} action={findMoreJobs} />;
  if (step.name === 'confirmed') {
    return (
      <StateNotice
        headingLevel={1}
        tone="raised"
        icon={<Icon name="briefcase" size={28} />}
        title={applicationMessages.confirmed.title}
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
      title={text.title}
      description={text.prompt}
      action={
        <Button type="button" onClick={handleConfirm} disabled={step.name === 'confirming'}>
          {step.name === 'confirming' ? text.confirming : text.button}
        </Button>
      }
    />
  );
};
