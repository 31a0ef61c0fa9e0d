import type { Employer } from '@jobboard/contracts';
import { Badge, Button, Icon } from '@jobboard/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledDashboardHeader, StyledDashboardIdentity, StyledDashboardMeta } from '@jobboard/portal-kit';

export interface DashboardHeaderProps {
  employer: Pick<Employer, 'companyName' | 'city' | 'state' | 'verificationStatus'>;
}

const StyledActions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    width: 100%;
    > * { flex: 1; }
  }
`;

/** Company name, city and state, the verification badge, and Billing, Plans and Settings. */
export const DashboardHeader = ({ employer }: DashboardHeaderProps) => {
  const verified = employer.verificationStatus === 'verified';
  const nameId = useId();
  return (
    <StyledDashboardHeader aria-labelledby={nameId}>
      <StyledDashboardIdentity>
        <h1 id={nameId}>{employer.companyName}</h1>
        <StyledDashboardMeta>
          <span>
            <Icon name="map-pin" size={16} />
            {employer.city}, {employer.state}
          </span>
          <Badge $tone={verified ? 'success' : 'warning'}>{verified ? 'Verified' : 'Pending Verification'}</Badge>
        </StyledDashboardMeta>
      </StyledDashboardIdentity>
      <StyledActions aria-label="Account">
        <Button as={Link} to="/billing" $variant="outline">
          Billing
        </Button>
        <Button as={Link} to="/subscription" $variant="outline">
          Plans
        </Button>
        <Button as={Link} to="/employer-settings" $variant="outline">
          Settings
        </Button>
      </StyledActions>
    </StyledDashboardHeader>
  );
};
