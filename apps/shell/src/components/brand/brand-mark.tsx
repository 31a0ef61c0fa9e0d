import { useId } from 'react';
import { useTheme } from 'styled-components';

export interface BrandMarkProps {
  size?: number;
}

/** The logo mark: a white star over red and white stripes, on navy. */
export const BrandMark = ({ size = 40 }: BrandMarkProps) => {
  const theme = useTheme();
  const clipId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <clipPath id={clipId}>
        <rect width="40" height="40" rx="9" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="40" height="40" fill={theme.color.brand} />
        <rect y="29" width="40" height="4" fill={theme.color.accent} />
        <rect y="33" width="40" height="3" fill={theme.color.surface} />
        <rect y="36" width="40" height="4" fill={theme.color.accent} />
      </g>
      <polygon
        points="20,7 22.4,13.3 29,13.6 23.8,17.7 25.6,24.2 20,20.5 14.4,24.2 16.2,17.7 11,13.6 17.6,13.3"
        fill={theme.color.surface}
      />
    </svg>
  );
};
