import styled from 'styled-components';

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
