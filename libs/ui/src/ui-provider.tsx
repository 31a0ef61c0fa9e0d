import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';
import { ToastProvider } from './toast';

/** Theme, global styles and toasts: rendered once by the shell (or by a remote running alone). */
export const UiProvider = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <ToastProvider>{children}</ToastProvider>
  </ThemeProvider>
);
