import { accountScreenTexts as text, contractsTexts, type AccountRole } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, Icon, StateNotice } from '@jobboard/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { accountPages } from './account-pages';

export interface SignUpAcceptedProps {
  kind: AccountRole;
  /** The sign-up's answer: the same words for a new and a taken address. */
  message: string;
}

/**
 * What a sign-up form turns into when signing in with the new credentials did not work (the
 * address already had an account): check your email, sign in, or recover the password. It says
 * nothing about whether the address had an account; its owner learns that by email.
 */
export const SignUpAccepted = ({ kind, message }: SignUpAcceptedProps) => {
  const tc = useTexts(contractsTexts);
  const pages = accountPages[kind];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1}>
      <StateNotice
        headingLevel={2}
        tone="raised"
        icon={<Icon name="send" size={28} />}
        title={tc(text.signUpAcceptedTitle)}
        description={message}
        action={
          <>
            <Button as={Link} to={pages.signIn}>
              {tc(text.signIn)}
            </Button>
            <Button as={Link} to={pages.forgotPassword} $variant="outline">
              {tc(text.forgotPasswordLink)}
            </Button>
          </>
        }
      />
    </div>
  );
};
