import type { ReactNode } from 'react';
import { Stack } from './primitives';
import { Text } from './text';

export interface CardHeadingProps {
  /** The heading's id, for the card's aria-labelledby. */
  id: string;
  title: ReactNode;
  /** The muted line under the title (the job under a candidate, the company under a job). */
  subtitle?: ReactNode;
}

/** A list card's heading and the muted line under it. */
export const CardHeading = ({ id, title, subtitle }: CardHeadingProps) => (
  <Stack $gap="xxs">
    <Text as="h3" id={id} $tone="brandStrong" $size="lg">
      {title}
    </Text>
    {subtitle !== undefined && (
      <Text $tone="textMuted" $weight="medium">
        {subtitle}
      </Text>
    )}
  </Stack>
);
