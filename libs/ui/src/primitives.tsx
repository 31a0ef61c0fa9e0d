/**
 * The layout and surface primitives every page is built from: Stack (a vertical flow), Cluster
 * (a wrapping row), Section (a titled part of a page) and Card (the one card frame). Their props
 * take the theme's tokens only. One module, shared by the shell with the remotes (see the
 * federation lib's shared-singletons).
 */
import styled, { css } from 'styled-components';
import type { Theme } from './theme';

/** A space of the theme: every gap and padding of the primitives is one of them. */
export type Space = keyof Theme['space'];

/** Where children sit across the flow (and, for `$justify`, along it). */
export type FlowAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type FlowJustify = 'start' | 'center' | 'end' | 'between';

const flexValue = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
} as const;

export interface StackProps {
  /** The space between children; `lg` unless told. */
  $gap?: Space;
  /** Children stretch to the full width unless told. */
  $align?: FlowAlign;
}

export interface ClusterProps {
  /** The space between children, across and between rows; `sm` unless told. */
  $gap?: Space;
  /** The space between rows when it differs from `$gap`. */
  $rowGap?: Space;
  /** Unless told, children are as tall as their row (a row's buttons and badges match). */
  $align?: FlowAlign;
  $justify?: FlowJustify;
  /** Keeps every child on one row (they shrink instead). */
  $nowrap?: boolean;
  /** On phones the children share the row's width equally: a row of buttons fills it. */
  $fillOnPhone?: boolean;
}

// A primitive rendered as a list (`as="ul"`) is a list of items, not bullets. `:where` keeps
// the reset as weak as the primitive's own class, so an app's own margin or padding still wins.
const listReset = css`
  &:where(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The rules of a vertical flow, shared by Stack, Section and a Card with a gap. */
const stackRules = css<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
  ${({ $align }) => $align && `align-items: ${flexValue[$align]};`}
`;

/** Children one under the other, `$gap` apart. `as` makes it a form, a list, a header... */
export const Stack = styled.div<StackProps>`
  ${stackRules}
  ${listReset}
`;

/** Children side by side, `$gap` apart, wrapping onto more rows when the width runs out. */
export const Cluster = styled.div<ClusterProps>`
  display: flex;
  flex-wrap: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'wrap')};
  ${({ $align }) => $align && `align-items: ${flexValue[$align]};`}
  ${({ $justify }) => $justify && `justify-content: ${flexValue[$justify]};`}
  gap: ${({ theme, $gap = 'sm', $rowGap }) => ($rowGap ? `${theme.space[$rowGap]} ` : '') + theme.space[$gap]};
  ${listReset}
  ${({ theme, $fillOnPhone }) =>
    $fillOnPhone &&
    css`
      @media (max-width: ${theme.breakpoint.mobile}) {
        > * { flex: 1; }
      }
    `}
`;

/**
 * A part of a page under its own heading: the heading and the content one under the other,
 * `$gap` apart. The gap is the heading's spacing (its own margin goes) and its h2 takes the
 * section heading size; `:where` keeps that as weak as one class, so a styled heading inside
 * (a card's title) keeps its own. It may shrink in a grid or flex row.
 */
export const Section = styled.section<StackProps>`
  ${stackRules}
  min-width: 0;
  :where(h2) {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export type CardPadding = 'lg' | 'xl' | 'xxl';

/** `$gap` makes the card a vertical flow of its children (a Stack), `$align` aligns them. */
export interface CardProps extends StackProps {
  /** The space inside the frame, one step smaller on phones; `xl` unless told. */
  $padding?: CardPadding;
}

const phonePadding = { lg: 'md', xl: 'lg', xxl: 'xl' } as const;

/**
 * The frame's own rules, for what cannot be a Card element: a table row that becomes a card on
 * phones, say. Everything else uses Card.
 */
export const cardFrame = css`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/**
 * The one card frame: a raised white surface with a border and rounded corners. A section
 * unless told (`as="article"` for an item of a list, `as="div"`...); what sits inside, and
 * any accent, is the app's own.
 */
export const Card = styled.section<CardProps>`
  ${cardFrame}
  padding: ${({ theme, $padding = 'xl' }) => theme.space[$padding]};
  ${({ $gap }) => $gap && stackRules}
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme, $padding = 'xl' }) => theme.space[phonePadding[$padding]]};
  }
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

export const CardDescription = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/** A centred card for a whole-page message: not found, not available, could not load. */
export const NoticeCard = styled(Card).attrs<CardProps>({ $padding: 'xxl' })`
  max-width: 640px;
  margin: ${({ theme }) => theme.space.xxxl} auto;
  text-align: center;
`;
