/**
 * IconCircle: an icon, a rank or an initial in a round badge.
 *
 * The primitives outside primitives.tsx each have a module of their own: a module is bundled
 * whole, so a first view carries only the primitives it renders (primitives.tsx is in every
 * first view, shared by the shell).
 */
import styled from 'styled-components';

export type IconCircleTone = 'soft' | 'brand' | 'success';

/** `soft` (navy on pale blue) and 48px unless told; `brand` is white on navy, for a number or a letter. */
export const IconCircle = styled.span<{ $size?: number; $tone?: IconCircleTone }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size = 48 }) => $size}px;
  height: ${({ $size = 48 }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $tone = 'soft' }) => theme.color[$tone === 'soft' ? 'brandSoft' : $tone === 'brand' ? 'brand' : 'successSoft']};
  color: ${({ theme, $tone = 'soft' }) => theme.color[$tone === 'soft' ? 'brand' : $tone === 'brand' ? 'textInverse' : 'success']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
