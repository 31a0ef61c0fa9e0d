/**
 * PageIntro: the top of an account page (settings, plans, billing, a profile's editor), holding
 * its h1.
 *
 * The primitives outside primitives.tsx each have a module of their own: a module is bundled
 * whole, so a first view carries only the primitives it renders.
 */
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface PageIntroProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Ways out of the page (Back to dashboard...), beside the title; the whole width on phones. */
  actions?: ReactNode;
  /** Makes the actions a navigation landmark with this name. */
  actionsLabel?: string;
  /** For a view that moves the focus to its title when it opens. */
  titleRef?: Ref<HTMLHeadingElement>;
}

const StyledIntro = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  /* The focus is moved there for the reader; the title is no control, so it shows no ring. */
  h1:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    width: 100%;
    > * {
      flex: 1 1 auto;
    }
  }
`;

/** The top of an account page: its title and lead, and its ways out on the other side. */
export const PageIntro = ({ title, lead, actions, actionsLabel, titleRef }: PageIntroProps) => (
  <StyledIntro>
    <div>
      <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h1>
      {lead && <p>{lead}</p>}
    </div>
    {actions && (
      <StyledActions as={actionsLabel ? 'nav' : 'div'} aria-label={actionsLabel}>
        {actions}
      </StyledActions>
    )}
  </StyledIntro>
);
