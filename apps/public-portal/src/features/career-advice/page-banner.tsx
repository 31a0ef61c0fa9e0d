import { Container } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledBanner = styled.header`
  color: ${({ theme }) => theme.color.textInverse};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.brandStrong} 0%, ${({ theme }) => theme.color.brand} 100%);
  border-bottom: 6px solid ${({ theme }) => theme.color.accent};
`;

const StyledBannerBody = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: clamp(${({ theme }) => theme.font.size.xxl}, 4vw, ${({ theme }) => theme.font.size.hero}); }
  p { margin: 0; max-width: 40em; font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brandSoft}; }
`;

export interface PageBannerProps {
  title: string;
  children?: ReactNode;
}

/** The heading band of the career tools' pages (interview practice, research, advice). */
export const PageBanner = ({ title, children }: PageBannerProps) => (
  <StyledBanner>
    <StyledBannerBody>
      <h1>{title}</h1>
      {children && <p>{children}</p>}
    </StyledBannerBody>
  </StyledBanner>
);

/** The body under a banner. */
export const PageBody = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;
