/**
 * DetailList: labelled values (Email: ..., Applied: ...).
 *
 * The primitives outside primitives.tsx each have a module of their own: a module is bundled
 * whole, so a first view carries only the primitives it renders.
 */
import styled, { css } from 'styled-components';
import type { FontSize } from './text';

/**
 * The labels muted in one column, the values beside them. A `div` around a pair is allowed and
 * takes no room. `$panel` sets the list on a grey tint (the summary at the top of a dialog).
 */
export const DetailList = styled.dl<{ $panel?: boolean; $size?: FontSize }>`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  ${({ theme, $size }) => $size && `font-size: ${theme.font.size[$size]};`}
  ${({ theme, $panel }) =>
    $panel &&
    css`
      padding: ${theme.space.lg};
      border-radius: ${theme.radius.md};
      background: ${theme.color.surfaceMuted};
    `}
  > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
