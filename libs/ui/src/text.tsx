/**
 * Text: a paragraph, a run of text (`as="span"`) or a heading that is not a page's title
 * (`as="h3"`), in a colour, size and weight of the theme. Its margins are zero: the flow around
 * it (a Stack, a Cluster) spaces it.
 *
 * The primitives outside primitives.tsx each have a module of their own: a module is bundled
 * whole, so a first view carries only the primitives it renders (primitives.tsx is in every
 * first view, shared by the shell).
 */
import styled from 'styled-components';
import type { Theme } from './theme';

/**
 * The colours a text may take, by their theme names: `brandStrong` is the navy of titles and
 * figures; `gold`, `textInverse` and `brandSoft` are for text on the navy bands only (gold on
 * white is too faint to read).
 */
export type TextTone = Extract<
  keyof Theme['color'],
  'text' | 'textMuted' | 'brandStrong' | 'accent' | 'success' | 'warning' | 'danger' | 'gold' | 'textInverse' | 'brandSoft'
>;

export type FontSize = keyof Theme['font']['size'];
export type FontWeight = keyof Theme['font']['weight'];

export interface TextProps {
  /** Inherited unless told. */
  $tone?: TextTone;
  /** Inherited unless told (a heading must be told: the browser's own sizes are not the theme's). */
  $size?: FontSize;
  /** Inherited unless told. */
  $weight?: FontWeight;
  /** Small capitals, spaced out: the eyebrow over a title, the name of a group. */
  $caps?: boolean;
  /** Clips the text after this many lines (a description in a list keeps every card the same height). */
  $lines?: number;
}

/**
 * As a heading, a long word (a name, an address) wraps instead of widening its card, and a link
 * that is the heading takes the heading's colour.
 */
export const Text = styled.p<TextProps>`
  margin: 0;
  ${({ theme, $tone }) => $tone && `color: ${theme.color[$tone]};`}
  ${({ theme, $size }) => $size && `font-size: ${theme.font.size[$size]};`}
  ${({ theme, $weight }) => $weight && `font-weight: ${theme.font.weight[$weight]};`}
  ${({ $caps }) => $caps && 'letter-spacing: 0.08em; text-transform: uppercase;'}
  ${({ $lines }) => $lines && `display: -webkit-box; -webkit-line-clamp: ${$lines}; -webkit-box-orient: vertical; overflow: hidden;`}
  &:is(h1, h2, h3, h4) {
    overflow-wrap: anywhere;
  }
  &:is(h1, h2, h3, h4) a {
    color: inherit;
  }
`;
