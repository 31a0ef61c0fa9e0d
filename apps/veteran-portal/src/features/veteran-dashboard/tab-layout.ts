import { ListCard } from '@jobboard/ui';
import styled from 'styled-components';

/** A dashboard tab's content: its heading, then its lists and notices, one under the other. */
export const StyledTabSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** One item of a tab's list (a recommended job, an application): its parts one under the other. */
export const StyledItemCard = styled(ListCard)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The card's top row: title and company on one side, badges on the other. */
export const StyledItemHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledItemTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.brandStrong};
  overflow-wrap: anywhere;
`;

export const StyledItemCompany = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
