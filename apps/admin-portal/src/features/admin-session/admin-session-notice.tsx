import { text, useTexts } from '@jobboard/i18n';
import { Button, Card } from '@jobboard/ui';
import styled from 'styled-components';
import { adminTexts } from '../../texts';
import type { AdminSession } from './use-admin-session';

const StyledNotice = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space.xxxl} auto`};
  text-align: center;
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

export interface AdminSessionNoticeProps {
  session: Exclude<AdminSession, { status: 'signed-in' }>;
}

const waitingText = {
  checking: text('Checking your session…'),
  'signing-out': text('Signing you out…'),
  'signed-out': text('Taking you to the admin login…'),
} as const;

/** What the admin screens show while the session check has no admin to show. */
export const AdminSessionNotice = ({ session }: AdminSessionNoticeProps) => {
  const t = useTexts(adminTexts);
  if (session.status === 'unavailable') {
    return (
      <StyledNotice role="alert">
        <h1>{t('Admin Dashboard')}</h1>
        <p>{t('We could not check your session right now. Please try again in a moment.')}</p>
        <Button type="button" onClick={session.retry}>
          {t('Try again')}
        </Button>
      </StyledNotice>
    );
  }
  return (
    <StyledNotice aria-busy="true">
      <h1>{t('Admin Dashboard')}</h1>
      <p role="status">{t(waitingText[session.status])}</p>
    </StyledNotice>
  );
};
