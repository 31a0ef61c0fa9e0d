import { useAccountSession } from '@jobboard/api-client';
import { accountScreenTexts as text, contractsTexts, type AccountRole } from '@jobboard/contracts';
import { useTexts, withParts } from '@jobboard/i18n';
import { Icon, WarningBanner } from '@jobboard/ui';
import { useId } from 'react';
import { portalKitTexts } from '../texts';
import { ResendVerificationButton } from './resend-verification';

export interface EmailUnconfirmedNoticeProps {
  kind: AccountRole;
  /** The heading level that fits the page's outline; 2 unless told. */
  headingLevel?: 2 | 3;
}

/**
 * For a signed-in account whose address is not confirmed yet: what that holds back, and a way to
 * get the link again. Nothing when nobody of this kind is signed in or the address is confirmed
 * (it goes as soon as the session is read again after confirming).
 */
export const EmailUnconfirmedNotice = ({ kind, headingLevel = 2 }: EmailUnconfirmedNoticeProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const headingId = useId();
  const { data: account } = useAccountSession(kind);
  if (!account || account.emailVerifiedAt) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <WarningBanner aria-labelledby={headingId}>
      <Icon name="send" size={24} />
      <div>
        <Heading id={headingId}>{tc(text.unconfirmedTitle)}</Heading>
        <p>
          {withParts(t('We sent a link to {{email}}.'), { email: <strong>{account.email}</strong> })} {tc(text.unconfirmedEffect[kind])}
        </p>
        <ResendVerificationButton kind={kind} />
      </div>
    </WarningBanner>
  );
};
