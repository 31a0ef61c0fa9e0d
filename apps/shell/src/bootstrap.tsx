import { matchPage, renderedDataElementId, renderedTextsElementId } from '@jobboard/contracts';
import { isSiteLanguage, sourceLanguage, type Texts } from '@jobboard/i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepEarlyTaps } from './app/early-taps';
import { loadPortal } from './app/remote-loader';
import { browserLanguage, startLanguage, switchLanguage } from './app/site-language';

// Fetch the remote of the page being opened while React renders the shell, not after; a failure
// is shown (and retried) by the page itself.
const firstPage = matchPage(window.location.pathname);
if (firstPage) loadPortal(firstPage.portal).catch(() => undefined);

const root = document.getElementById('root') as HTMLElement;
// A page rendered on the server comes with the API answers and the texts it shows, in the
// language its `<html lang>` names: the page is hydrated from them, without asking again (the
// rest of its texts load beside, for what is opened next).
// Any other page is rendered here, in the language the switcher chose on an earlier visit, else
// the first the browser asks for that the site speaks.
const rendered = document.getElementById(renderedDataElementId);
if (rendered) {
  const pageLanguage = document.documentElement.lang;
  const texts = document.getElementById(renderedTextsElementId)?.textContent;
  startLanguage(isSiteLanguage(pageLanguage) ? pageLanguage : sourceLanguage, texts ? (JSON.parse(texts) as Record<string, Texts>) : {}, { partial: true });
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
  const language = browserLanguage();
  // The shell's texts in a language other than English first (a small chunk, beside the page's
  // remote): the page is never shown half in English.
  void (language === sourceLanguage ? Promise.resolve(startLanguage(language)) : switchLanguage(language, { remember: false }))
    .catch(() => startLanguage(sourceLanguage))
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
}
