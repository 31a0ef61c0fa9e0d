/**
 * Columns: fixed columns side by side, one under the other on phones.
 *
 * The primitives outside primitives.tsx each have a module of their own: a module is bundled
 * whole, so a first view carries only the primitives it renders.
 */
import styled from 'styled-components';
import type { FlowAlign, Space } from './primitives';

/**
 * `$columns` is a grid template (two equal columns unless told): a page's main column and its
 * side panel, a form's fields in pairs. On phones everything is one column.
 */
export const Columns = styled.div<{ $columns?: string; $gap?: Space; $align?: FlowAlign }>`
  display: grid;
  grid-template-columns: ${({ $columns = 'repeat(2, minmax(0, 1fr))' }) => $columns};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  ${({ $align }) => $align && `align-items: ${$align};`}
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
