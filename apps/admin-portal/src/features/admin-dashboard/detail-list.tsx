import { useTexts } from '@jobboard/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { adminTexts } from '../../texts';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
    dd { margin-bottom: ${({ theme }) => theme.space.sm}; }
  }
`;

export interface DetailListProps {
  /** Label and value; empty values read "Not given". */
  items: readonly (readonly [string, ReactNode])[];
}

/** The read-only detail view of a row: every field with its label. */
export const DetailList = ({ items }: DetailListProps) => {
  const t = useTexts(adminTexts);
  return (
    <StyledList>
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === undefined || value === null || value === '' ? t('Not given') : value}</dd>
        </div>
      ))}
    </StyledList>
  );
};
