import { useTexts } from '@jobboard/i18n';
import styled, { keyframes } from 'styled-components';
import { uiTexts } from './texts';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: '16px', md: '24px', lg: '40px' };

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledWheel = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-block;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: 3px solid ${({ theme }) => theme.color.brandSoft};
  border-top-color: ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.round};
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;

/** A busy indicator that says what is loading. */
export const Spinner = ({ label, size = 'md' }: SpinnerProps) => {
  const t = useTexts(uiTexts);
  return (
    <span role="status">
      <StyledWheel aria-hidden="true" $size={size} />
      <VisuallyHidden>{label ?? t('Loading')}</VisuallyHidden>
    </span>
  );
};
