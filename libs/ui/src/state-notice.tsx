import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type StateNoticeTone = 'empty' | 'error';

export interface StateNoticeProps {
  tone?: StateNoticeTone;
  title: string;
  description: ReactNode;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
  /** A way on: Try Again, Clear filters, Browse Jobs... */
  action?: ReactNode;
}

const StyledNotice = styled.div<{ $tone: StateNoticeTone }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  h2, h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0; max-width: 34em; }
  ${({ theme, $tone }) =>
    $tone === 'error'
      ? css`
          background: ${theme.color.dangerSoft};
          border: 1px solid ${theme.color.danger};
          h2, h3 { color: ${theme.color.danger}; }
          p { color: ${theme.color.text}; }
        `
      : css`
          background: ${theme.color.surface};
          border: 1px solid ${theme.color.border};
          h2, h3 { color: ${theme.color.brandStrong}; }
          p { color: ${theme.color.textMuted}; }
        `}
`;

/** What a list shows instead of items: nothing found (empty) or a failed load (error, announced). */
export const StateNotice = ({ tone = 'empty', title, description, headingLevel = 2, action }: StateNoticeProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <StyledNotice $tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <Heading>{title}</Heading>
      <p>{description}</p>
      {action}
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
