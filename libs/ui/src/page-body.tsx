/**
 * PageBody: the page column under a banner or an intro.
 *
 * The primitives outside primitives.tsx each have a module of their own: a module is bundled
 * whole, so a first view carries only the primitives it renders.
 */
import styled, { css } from 'styled-components';
import { Container } from './layout';
import type { Space } from './primitives';

/**
 * The page column, with room below its last part. `$gap` makes it a vertical flow of its parts;
 * `$narrow` (a form's page) keeps lines short.
 */
export const PageBody = styled(Container)<{ $gap?: Space }>`
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  ${({ theme, $gap }) =>
    $gap &&
    css`
      display: flex;
      flex-direction: column;
      gap: ${theme.space[$gap]};
    `}
`;
