import styled from 'styled-components';

// The top of a dashboard (employer, veteran): who it is and its badge on one side, its actions on the other.

export const StyledDashboardHeader = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledDashboardIdentity = styled.div`
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

export const StyledDashboardMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  span { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;
