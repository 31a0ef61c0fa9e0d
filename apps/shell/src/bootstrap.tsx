import { matchPage } from '@jobboard/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPortal } from './app/remote-loader';

// Fetch the remote of the page being opened while React renders the shell, not after; a failure
// is shown (and retried) by the page itself.
const firstPage = matchPage(window.location.pathname);
if (firstPage) loadPortal(firstPage.portal).catch(() => undefined);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
