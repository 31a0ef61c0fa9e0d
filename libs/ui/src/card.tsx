import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space.xl};
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

export const CardDescription = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/** A centred card for a whole-page message: not found, not available, could not load. */
export const NoticeCard = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => theme.space.xxxl} auto;
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
