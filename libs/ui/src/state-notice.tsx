import { useTexts } from '@jobboard/i18n';
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from './button';
import { cardFrame } from './primitives';
import { uiTexts } from './texts';

type StateNoticeTone = 'empty' | 'error' | 'raised';

export interface StateNoticeProps {
  /** empty: nothing to list; error: a failed load (announced); raised: a card that invites a next step. */
  tone?: StateNoticeTone;
  title: string;
  /** One paragraph, or several. */
  description: ReactNode | readonly ReactNode[];
  /** The heading level that fits the page's outline (1 when the notice is the whole page). */
  headingLevel?: 1 | 2 | 3;
  /** A decorative icon above the heading. */
  icon?: ReactNode;
  /** Ways on: Try Again, Clear filters, Log In and Sign Up... */
  action?: ReactNode;
}

const StyledNotice = styled.section<{ $tone: StateNoticeTone }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  h1, h2, h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0; max-width: 34em; }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
  ${({ theme, $tone }) =>
    $tone === 'error'
      ? css`
          background: ${theme.color.dangerSoft};
          border: 1px solid ${theme.color.danger};
          h1, h2, h3 { color: ${theme.color.danger}; }
          p { color: ${theme.color.text}; }
        `
      : css`
          background: ${theme.color.surface};
          border: 1px solid ${theme.color.border};
          h1, h2, h3 { color: ${theme.color.brandStrong}; }
          p { color: ${theme.color.textMuted}; }
          ${$tone === 'raised' &&
          css`
            ${cardFrame}
            max-width: 640px;
            margin: 0 auto;
          `}
        `}
`;

const StyledIcon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/**
 * What a screen shows instead of content: nothing found, a failed load (announced), or a card
 * that asks for a next step (sign in, come back later). Named by its heading.
 */
export const StateNotice = ({ tone = 'empty', title, description, headingLevel = 2, icon, action }: StateNoticeProps) => {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1];
  const headingId = useId();
  const paragraphs = Array.isArray(description) ? description : [description];
  return (
    <StyledNotice $tone={tone} role={tone === 'error' ? 'alert' : undefined} aria-labelledby={headingId}>
      {icon && <StyledIcon aria-hidden="true">{icon}</StyledIcon>}
      <Heading id={headingId}>{title}</Heading>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {action && <StyledActions>{action}</StyledActions>}
    </StyledNotice>
  );
};

/** A vertical list of cards, without bullets. */
export const CardList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface LoadFailedNoticeProps {
  title: string;
  onRetry: () => void;
  description?: string;
  headingLevel?: 2 | 3;
}

/** A list or page that failed to load: what failed, and Try Again. */
export const LoadFailedNotice = ({ title, onRetry, description, headingLevel = 3 }: LoadFailedNoticeProps) => {
  const t = useTexts(uiTexts);
  return (
    <StateNotice
      tone="error"
      headingLevel={headingLevel}
      title={title}
      description={description ?? t('Please try again.')}
      action={
        <Button type="button" $variant="outline" onClick={onRetry}>
          {t('Try Again')}
        </Button>
      }
    />
  );
};
