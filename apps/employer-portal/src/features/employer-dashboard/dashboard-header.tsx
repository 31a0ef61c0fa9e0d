import type { Employer } from '@jobboard/contracts';
import { Badge, Button, Icon } from '@jobboard/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface DashboardHeaderProps {
  employer: Pick<Employer, 'companyName' | 'city' | 'state' | 'verificationStatus'>;
}

const StyledHeader = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledIdentity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(${({ theme }) => theme.font.size.xl}, 4vw, ${({ theme }) => theme.font.size.xxl});
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  span { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;

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
    <StyledHeader aria-labelledby={nameId}>
      <StyledIdentity>
        <h1 id={nameId}>{employer.companyName}</h1>
        <StyledMeta>
          <span>
            <Icon name="map-pin" size={16} />
            {employer.city}, {employer.state}
          </span>
          <Badge $tone={verified ? 'success' : 'warning'}>{verified ? 'Verified' : 'Pending Verification'}</Badge>
        </StyledMeta>
      </StyledIdentity>
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
    </StyledHeader>
  );
};
