import { text } from '@jobboard/i18n';
import { adminMessages, contractsTexts, type Employer } from '@jobboard/contracts';
import { Badge, Button, Icon } from '@jobboard/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledDashboardHeader, StyledDashboardIdentity, StyledDashboardMeta } from '@jobboard/portal-kit';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface DashboardHeaderProps {
  employer: Pick<Employer, 'companyName' | 'city' | 'state' | 'verificationStatus' | 'verificationReason'>;
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

// A declined verification says why, and how to appeal.
const StyledDeclined = styled.div`
  flex-basis: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  p { margin: 0; }
  p + p { margin-top: ${({ theme }) => theme.space.xs}; }
`;

const verificationBadges = {
  verified: { tone: 'success', text: text('Verified') },
  pending: { tone: 'warning', text: text('Pending Verification') },
  rejected: { tone: 'destructive', text: text('Verification Declined') },
} as const;

/** Company name, city and state, the verification badge, and Billing, Plans and Settings. */
export const DashboardHeader = ({ employer }: DashboardHeaderProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const badge = verificationBadges[employer.verificationStatus];
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
          <Badge $tone={badge.tone}>{t(badge.text)}</Badge>
        </StyledDashboardMeta>
      </StyledDashboardIdentity>
      <StyledActions aria-label={t('Account')}>
        <Button as={Link} to="/billing" $variant="outline">
          {t('Billing')}
        </Button>
        <Button as={Link} to="/subscription" $variant="outline">
          {t('Plans')}
        </Button>
        <Button as={Link} to="/employer-settings" $variant="outline">
          {t('Settings')}
        </Button>
      </StyledActions>
      {employer.verificationStatus === 'rejected' && (
        <StyledDeclined role="note" aria-label={t('Verification declined')}>
          <p>
            <strong>{t('Reason:')}</strong> {employer.verificationReason ?? t('Not given.')}
          </p>
          <p>{tc(adminMessages.verificationAppeal)}</p>
        </StyledDeclined>
      )}
    </StyledDashboardHeader>
  );
};
