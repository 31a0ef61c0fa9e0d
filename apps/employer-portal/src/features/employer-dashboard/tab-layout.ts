import { ListCard } from '@jobboard/ui';
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

/** A candidate's card in a tab's list (applications, interviews): its parts one under the other. */
export const StyledCandidateCard = styled(ListCard)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The card's top row: who and for which job on one side, its badges on the other. */
export const StyledCandidateHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledCandidateName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.brandStrong};
  overflow-wrap: anywhere;
`;

export const StyledCandidateJob = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledCandidateBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
