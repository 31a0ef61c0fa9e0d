import { useTexts } from '@jobboard/i18n';
import styled, { keyframes } from 'styled-components';
import { Card, Cluster, Stack } from './primitives';
import { uiTexts } from './texts';
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

/** The shape of a job card: title, company, details, two lines of description, actions. */
const SkeletonCard = () => (
  <Card as="div" aria-hidden $gap="md">
    <Skeleton $width="55%" $height="1.4rem" />
    <Skeleton $width="35%" />
    <Cluster>
      <Skeleton $width="90px" $height="1.4rem" $round />
      <Skeleton $width="110px" $height="1.4rem" $round />
      <Skeleton $width="80px" $height="1.4rem" $round />
    </Cluster>
    <Skeleton />
    <Skeleton $width="80%" />
    <Cluster>
      <Skeleton $width="120px" $height="2.25rem" />
      <Skeleton $width="100px" $height="2.25rem" />
    </Cluster>
  </Card>
);

export interface SkeletonListProps {
  /** How many cards; the job list shows 5. */
  count?: number;
  /** What is loading, announced once to screen readers, e.g. "Loading jobs". */
  label?: string;
}

/** A loading list: placeholder cards for the eye, one status message for screen readers. */
export const SkeletonList = ({ count = 5, label }: SkeletonListProps) => {
  const t = useTexts(uiTexts);
  return (
    <Stack role="status">
      <VisuallyHidden>{label ?? t('Loading')}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </Stack>
  );
};
