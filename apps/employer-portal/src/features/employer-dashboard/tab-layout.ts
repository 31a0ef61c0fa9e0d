import styled from 'styled-components';

/** A dashboard tab's content: its heading, then its lists and notices, one under the other. */
export const StyledTabSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** A tab's heading with its actions beside it (wrapping under it on a phone). */
export const StyledTabToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;
