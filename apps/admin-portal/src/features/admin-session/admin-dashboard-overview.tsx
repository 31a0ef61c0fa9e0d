import type { AdminUser } from '@jobboard/contracts';
import { Button, Card, CardDescription, CardTitle, Container } from '@jobboard/ui';
import styled from 'styled-components';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.xxl}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const StyledIdentity = styled.strong`
  color: ${({ theme }) => theme.color.text};
`;

const StyledUsername = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledNoteTitle = styled(CardTitle)`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledNote = styled(CardDescription)`
  margin: 0;
`;

export interface AdminDashboardOverviewProps {
  admin: AdminUser;
  onSignOut: () => void;
}

const displayName = (admin: AdminUser) => [admin.firstName, admin.lastName].filter(Boolean).join(' ');

/** The signed-in admin's dashboard header; the cross-platform lists arrive in a later issue. */
export const AdminDashboardOverview = ({ admin, onSignOut }: AdminDashboardOverviewProps) => {
  const name = displayName(admin);
  return (
    <Container>
      <StyledHeader>
        <div>
          <h1>Admin Dashboard</h1>
          <p>
            Signed in as <StyledIdentity>{name || admin.username}</StyledIdentity>
            {name && <StyledUsername> ({admin.username})</StyledUsername>}
          </p>
        </div>
        <Button type="button" $variant="outline" onClick={onSignOut}>
          Sign Out
        </Button>
      </StyledHeader>
      <Card>
        <StyledNoteTitle>Platform lists are not available yet</StyledNoteTitle>
        <StyledNote>
          The lists of all jobs, applications, employers and veterans, with search, are being built and will appear here
          in a coming update.
        </StyledNote>
      </Card>
    </Container>
  );
};
