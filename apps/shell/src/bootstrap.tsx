import { matchPage, renderedDataElementId } from '@jobboard/contracts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepEarlyTaps } from './app/early-taps';
import { loadPortal } from './app/remote-loader';

// Fetch the remote of the page being opened while React renders the shell, not after; a failure
// is shown (and retried) by the page itself.
const firstPage = matchPage(window.location.pathname);
if (firstPage) loadPortal(firstPage.portal).catch(() => undefined);

const root = document.getElementById('root') as HTMLElement;
// A page rendered on the server comes with the API answers it was rendered with: the page is
// hydrated from them, without asking again. Any other page is rendered here.
const rendered = document.getElementById(renderedDataElementId);
if (rendered) {
  keepEarlyTaps(root);
  hydrateRoot(
    root,
    <StrictMode>
      <App fallback={JSON.parse(rendered.textContent ?? '{}') as Record<string, unknown>} />
    </StrictMode>,
    // A page that did not hydrate as rendered (React renders it afresh) is a fault to see.
    { onRecoverableError: (error) => console.error('The page did not hydrate as rendered:', error) },
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
