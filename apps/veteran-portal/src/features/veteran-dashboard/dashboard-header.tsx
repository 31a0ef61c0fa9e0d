import { contractsTexts, type VeteranProfile } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Badge, Button, Icon } from '@jobboard/ui';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { StyledDashboardHeader, StyledDashboardIdentity, StyledDashboardMeta } from '@jobboard/portal-kit';
import { veteranTexts } from '../../texts';

export interface DashboardHeaderProps {
  veteran: Pick<VeteranProfile, 'firstName' | 'lastName' | 'militaryBranch' | 'rank' | 'location' | 'isActive'>;
  onEditProfile: () => void;
  /** Edit Profile gets the focus back when the veteran returns from editing. */
  editButtonRef?: Ref<HTMLButtonElement>;
}

const StyledEditButton = styled(Button)`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    width: 100%;
  }
`;

/** Name, branch (and rank), location, the Active or Inactive badge, and Edit Profile. */
export const DashboardHeader = ({ veteran, onEditProfile, editButtonRef }: DashboardHeaderProps) => {
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
  const nameId = useId();
  return (
    <StyledDashboardHeader aria-labelledby={nameId}>
      <StyledDashboardIdentity>
        <h1 id={nameId}>
          {veteran.firstName} {veteran.lastName}
        </h1>
        <StyledDashboardMeta>
          <span>
            <Icon name="star" size={16} />
            {veteran.rank ? `${tc(veteran.militaryBranch)} · ${veteran.rank}` : tc(veteran.militaryBranch)}
          </span>
          {veteran.location && (
            <span>
              <Icon name="map-pin" size={16} />
              {veteran.location}
            </span>
          )}
          <Badge $tone={veteran.isActive ? 'success' : 'neutral'}>{veteran.isActive ? t('Active') : t('Inactive')}</Badge>
        </StyledDashboardMeta>
      </StyledDashboardIdentity>
      <StyledEditButton ref={editButtonRef} type="button" $variant="outline" onClick={onEditProfile}>
        {t('Edit Profile')}
      </StyledEditButton>
    </StyledDashboardHeader>
  );
};
