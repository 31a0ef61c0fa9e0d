/**
 * Callout: a tinted box inside a card or a dialog that sets a note, a status or a warning apart.
 *
 * The primitives outside primitives.tsx each have a module of their own: a module is bundled
 * whole, so a first view carries only the primitives it renders.
 */
import styled from 'styled-components';
import type { Space } from './primitives';
import type { Theme } from './theme';

export type CalloutTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

type ColorName = keyof Theme['color'];

/** Each tone's tint and its line (the border of a bordered callout). */
const toneColors: Record<CalloutTone, readonly [ColorName, ColorName]> = {
  neutral: ['surfaceMuted', 'border'],
  info: ['brandSoft', 'brand'],
  success: ['successSoft', 'success'],
  warning: ['warningSoft', 'warning'],
  danger: ['dangerSoft', 'danger'],
};

export interface CalloutProps {
  /** The tint: `neutral` (grey) unless told. The text keeps the body colour on every tint. */
  $tone?: CalloutTone;
  /** A line of the tone's colour all round (a warning to act on). */
  $bordered?: boolean;
  /** A bar of this colour down the left edge (a quote, a note, a reason). */
  $bar?: ColorName;
  /** The space inside; `md` unless told. */
  $padding?: Space;
}

/** A div unless told (`as="p"`, `as="section"`). */
export const Callout = styled.div<CalloutProps>`
  margin: 0;
  padding: ${({ theme, $padding = 'md' }) => theme.space[$padding]};
  border-radius: ${({ theme, $bar }) => ($bar ? `0 ${theme.radius.md} ${theme.radius.md} 0` : theme.radius.md)};
  background: ${({ theme, $tone = 'neutral' }) => theme.color[toneColors[$tone][0]]};
  color: ${({ theme }) => theme.color.text};
  ${({ theme, $tone = 'neutral', $bordered }) => $bordered && `border: 1px solid ${theme.color[toneColors[$tone][1]]};`}
  ${({ theme, $bar }) => $bar && `border-left: 4px solid ${theme.color[$bar]};`}
`;
