import { Button, Card } from '@jobboard/ui';
import styled from 'styled-components';
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
  checking: 'Checking your session…',
  'signing-out': 'Signing you out…',
  'signed-out': 'Taking you to the admin login…',
} as const;

/** What the admin screens show while the session check has no admin to show. */
export const AdminSessionNotice = ({ session }: AdminSessionNoticeProps) => {
  if (session.status === 'unavailable') {
    return (
      <StyledNotice role="alert">
        <h1>Admin Dashboard</h1>
        <p>We could not check your session right now. Please try again in a moment.</p>
        <Button type="button" onClick={session.retry}>
          Try again
        </Button>
      </StyledNotice>
    );
  }
  return (
    <StyledNotice aria-busy="true">
      <h1>Admin Dashboard</h1>
      <p role="status">{waitingText[session.status]}</p>
    </StyledNotice>
  );
};
