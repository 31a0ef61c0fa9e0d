import type { VeteranProfile } from '@jobboard/contracts';
import { Badge, Button, Icon } from '@jobboard/ui';
import { useId, type Ref } from 'react';
import styled from 'styled-components';

export interface DashboardHeaderProps {
  veteran: Pick<VeteranProfile, 'firstName' | 'lastName' | 'militaryBranch' | 'rank' | 'location' | 'isActive'>;
  onEditProfile: () => void;
  /** Edit Profile gets the focus back when the veteran returns from editing. */
  editButtonRef?: Ref<HTMLButtonElement>;
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

const StyledEditButton = styled(Button)`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    width: 100%;
  }
`;

/** Name, branch (and rank), location, the Active or Inactive badge, and Edit Profile. */
export const DashboardHeader = ({ veteran, onEditProfile, editButtonRef }: DashboardHeaderProps) => {
  const nameId = useId();
  return (
    <StyledHeader aria-labelledby={nameId}>
      <StyledIdentity>
        <h1 id={nameId}>
          {veteran.firstName} {veteran.lastName}
        </h1>
        <StyledMeta>
          <span>
            <Icon name="star" size={16} />
            {veteran.rank ? `${veteran.militaryBranch} · ${veteran.rank}` : veteran.militaryBranch}
          </span>
          {veteran.location && (
            <span>
              <Icon name="map-pin" size={16} />
              {veteran.location}
            </span>
          )}
          <Badge $tone={veteran.isActive ? 'success' : 'neutral'}>{veteran.isActive ? 'Active' : 'Inactive'}</Badge>
        </StyledMeta>
      </StyledIdentity>
      <StyledEditButton ref={editButtonRef} type="button" $variant="outline" onClick={onEditProfile}>
        Edit Profile
      </StyledEditButton>
    </StyledHeader>
  );
};
