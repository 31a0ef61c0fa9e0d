import { useTexts } from '@jobboard/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Assistant } from '../features/assistant/assistant';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { shellTexts } from '../texts';

const StyledShell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least a screen tall: while a page loads (its remote, then its data) the footer waits below
// the fold, so the page growing into place does not push the footer across the screen (layout
// shift; the admin dashboard's was 1.14 in Lighthouse).
const StyledMain = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

export interface LayoutProps {
  children: ReactNode;
}

/** Every page is wrapped by the header, the footer and the help assistant. */
export const Layout = ({ children }: LayoutProps) => {
  const t = useTexts(shellTexts);
  return (
    <StyledShell>
      <StyledSkipLink href="#main">{t('Skip to main content')}</StyledSkipLink>
      <Header />
      <StyledMain id="main" tabIndex={-1}>
        {children}
      </StyledMain>
      <Footer />
      <Assistant />
    </StyledShell>
  );
};
