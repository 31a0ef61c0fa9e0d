import styled from 'styled-components';

/** The frame of one item in a list of cards (a job, an application); each card adds its own layout. */
export const ListCard = styled.article`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A wrapping row of short facts, each an icon and a few words (place, pay, posted). */
export const FactList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
  svg { width: 16px; height: 16px; flex: none; }
`;
