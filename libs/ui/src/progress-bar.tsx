import styled from 'styled-components';

type ProgressTone = 'brand' | 'success' | 'warning' | 'destructive';

export interface ProgressBarProps {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** The accessible name, e.g. "Tutorial progress". */
  label: string;
  /** Read out instead of the number, e.g. "Step 3 of 7". */
  valueText?: string;
  tone?: ProgressTone;
  size?: 'sm' | 'md';
}

const StyledTrack = styled.div<{ $size: 'sm' | 'md' }>`
  width: 100%;
  height: ${({ $size }) => ($size === 'sm' ? '6px' : '10px')};
  background: ${({ theme }) => theme.color.neutralSoft};
  border-radius: ${({ theme }) => theme.radius.round};
  overflow: hidden;
`;

const toneColour = {
  brand: 'brand',
  success: 'success',
  warning: 'warning',
  destructive: 'danger',
} as const;

const StyledFill = styled.div<{ $tone: ProgressTone }>`
  height: 100%;
  background: ${({ theme, $tone }) => theme.color[toneColour[$tone]]};
  border-radius: inherit;
  transition: width 0.3s ease;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const clampPercent = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

export const ProgressBar = ({ value, label, valueText, tone = 'brand', size = 'md' }: ProgressBarProps) => {
  const percent = clampPercent(value);
  return (
    <StyledTrack
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
      $size={size}
    >
      <StyledFill $tone={tone} style={{ width: `${percent}%` }} />
    </StyledTrack>
  );
};
