import { useTexts } from '@jobboard/i18n';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './icon';
import { Card, Stack } from './primitives';
import { uiTexts } from './texts';
import { VisuallyHidden } from './visually-hidden';

export interface StatCardProps {
  /** What is counted, e.g. "Active Jobs"; also the card's accessible name. */
  label: string;
  /** The figure; ignored while loading. */
  value: ReactNode;
  icon?: IconName;
  /** Shows a placeholder instead of the figure, announced as loading. */
  loading?: boolean;
}

const StyledStatCard = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledValue = styled.span`
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.1;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledPlaceholder = styled.span`
  display: inline-block;
  width: 3ch;
  height: 1em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.neutralSoft};
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  /* Two cards share a phone's width: the figure needs the room more than the picture. */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

/** One figure of a dashboard (a count with its label), named by its label for screen readers. */
export const StatCard = ({ label, value, icon, loading = false }: StatCardProps) => {
  const t = useTexts(uiTexts);
  const labelId = useId();
  return (
    <StyledStatCard as="div" $padding="lg" role="group" aria-labelledby={labelId} aria-busy={loading || undefined}>
      <Stack $gap="xxs">
        <StyledLabel id={labelId}>{label}</StyledLabel>
        <StyledValue>
          {loading ? (
            <>
              <StyledPlaceholder aria-hidden="true" />
              <VisuallyHidden>{t('Loading')}</VisuallyHidden>
            </>
          ) : (
            value
          )}
        </StyledValue>
      </Stack>
      {icon && (
        <StyledIcon>
          <Icon name={icon} size={22} />
        </StyledIcon>
      )}
    </StyledStatCard>
  );
};

/** The row of stat cards: four across on wide screens, two on phones. */
export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;
