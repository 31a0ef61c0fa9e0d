import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A grey shimmering block standing in for content that is loading; hidden from screen readers. */
const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string; $round?: boolean }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.round : theme.radius.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => `${theme.color.neutralSoft} 25%, ${theme.color.surfaceMuted} 37%, ${theme.color.neutralSoft} 63%`}
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const StyledSkeletonCard = styled.div.attrs({ 'aria-hidden': true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space.xl};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The shape of a job card: title, company, details, two lines of description, actions. */
const SkeletonCard = () => (
  <StyledSkeletonCard>
    <Skeleton $width="55%" $height="1.4rem" />
    <Skeleton $width="35%" />
    <StyledRow>
      <Skeleton $width="90px" $height="1.4rem" $round />
      <Skeleton $width="110px" $height="1.4rem" $round />
      <Skeleton $width="80px" $height="1.4rem" $round />
    </StyledRow>
    <Skeleton />
    <Skeleton $width="80%" />
    <StyledRow>
      <Skeleton $width="120px" $height="2.25rem" />
      <Skeleton $width="100px" $height="2.25rem" />
    </StyledRow>
  </StyledSkeletonCard>
);

export interface SkeletonListProps {
  /** How many cards; the job list shows 5. */
  count?: number;
  /** What is loading, announced once to screen readers, e.g. "Loading jobs". */
  label?: string;
}

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A loading list: placeholder cards for the eye, one status message for screen readers. */
export const SkeletonList = ({ count = 5, label = 'Loading' }: SkeletonListProps) => (
  <StyledList role="status">
    <VisuallyHidden>{label}</VisuallyHidden>
    {Array.from({ length: count }, (_, index) => (
      <SkeletonCard key={index} />
    ))}
  </StyledList>
);
