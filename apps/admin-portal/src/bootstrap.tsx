// Running alone for development: the portal's pages with the same providers the shell gives them.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandalonePortal } from './app/standalone-portal';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandalonePortal />
  </StrictMode>,
);
