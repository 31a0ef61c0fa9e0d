import styled from 'styled-components';

/** A text control with a button beside it (Add). */
export const StyledControlRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: stretch;
  > input { flex: 1; min-width: 0; }
`;
