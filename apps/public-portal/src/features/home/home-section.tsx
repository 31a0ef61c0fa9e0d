import { Container } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface HomeSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

const StyledSection = styled.section<{ $tone: 'plain' | 'muted' }>`
  background: ${({ theme, $tone }) => ($tone === 'plain' ? theme.color.surface : theme.color.surfaceMuted)};
`;

const StyledBody = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

const StyledHeader = styled.header`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;
  h2 {
    font-size: clamp(${({ theme }) => theme.font.size.xl}, 4vw, ${({ theme }) => theme.font.size.xxl});
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/** A full-width band of the home page with a centred heading. */
export const HomeSection = ({ id, title, intro, tone = 'muted', children }: HomeSectionProps) => (
  <StyledSection $tone={tone} aria-labelledby={id}>
    <StyledBody>
      <StyledHeader>
        <h2 id={id}>{title}</h2>
        {intro && <p>{intro}</p>}
      </StyledHeader>
      {children}
    </StyledBody>
  </StyledSection>
);
