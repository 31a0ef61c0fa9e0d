import { ApiError, useAccountSession, useVerifyEmail, useWrite } from '@jobboard/api-client';
import { accountScreenTexts as text, accountSecurityMessages, contractsTexts, type AccountRole } from '@jobboard/contracts';
import { useTexts, type Translator } from '@jobboard/i18n';
import { Button, Icon, StateNotice } from '@jobboard/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { portalKitTexts } from '../texts';
import { accountPages, pageTitle } from './account-pages';
import { useFocusOnOutcome } from './focus-outcome';
import { ResendVerificationButton } from './resend-verification';

type Outcome = { name: 'ready' } | { name: 'confirmed'; email: string } | { name: 'failed'; message: string };

const failureMessage = (error: unknown, t: Translator['t'], tc: Translator['t']) =>
  error instanceof ApiError && error.status === 400
    ? (error.serverMessage ?? tc(accountSecurityMessages.linkInvalid))
    : t('Something went wrong. Please try again.');

export interface VerifyEmailScreenProps {
  kind: AccountRole;
}

/**
 * The page the emailed confirmation link opens, for each kind of account. Opening it confirms
 * nothing (mail scanners open links too): the person presses the button, which sends the token.
 */
export const VerifyEmailScreen = ({ kind }: VerifyEmailScreenProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const pages = accountPages[kind];
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { data: account } = useAccountSession(kind);
  const verifying = useWrite(useVerifyEmail(kind));
  const [outcome, setOutcome] = useState<Outcome>({ name: 'ready' });
  const outcomeRef = useFocusOnOutcome<HTMLDivElement>(outcome.name);

  const handleConfirm = async () => {
    try {
      const { email } = await verifying.run(token);
      setOutcome({ name: 'confirmed', email });
    } catch (error) {
      setOutcome({ name: 'failed', message: failureMessage(error, t, tc) });
    }
  };

  const signInOrHome = account ? (
    <Button as={Link} to={pages.home(account.id)}>
      {t(pages.homeLabel)}
    </Button>
  ) : (
    <Button as={Link} to={pages.signIn}>
      {tc(text.signIn)}
    </Button>
  );

  let content;
  if (outcome.name === 'confirmed') {
    content = (
      <StateNotice
        headingLevel={1}
        tone="raised"
        icon={<Icon name="check" size={28} />}
        title={tc(text.verifiedTitle)}
        description={[tc(accountSecurityMessages.emailVerified), outcome.email]}
        action={signInOrHome}
      />
    );
  } else if (outcome.name === 'failed' || !token) {
    content = (
      <StateNotice
        headingLevel={1}
        tone="error"
        title={tc(text.verifyFailedTitle)}
        description={outcome.name === 'failed' ? outcome.message : tc(text.linkMissing)}
        action={account ? <ResendVerificationButton kind={kind} /> : signInOrHome}
      />
    );
  } else {
    content = (
      <StateNotice
        headingLevel={1}
        tone="raised"
        icon={<Icon name="send" size={28} />}
        title={tc(pageTitle(pages.verifyEmail))}
        description={tc(text.verifyPrompt)}
        action={
          <Button type="button" onClick={() => void handleConfirm()} disabled={verifying.pending}>
            {verifying.pending ? tc(text.verifying) : tc(text.verifyButton)}
          </Button>
        }
      />
    );
  }
  return <div ref={outcomeRef}>{content}</div>;
};
