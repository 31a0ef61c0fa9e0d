import { contractsTexts, documentTitleOf, pageTable } from '@jobboard/contracts';
import { ApiProvider } from '@jobboard/api-client';
import { LanguageProvider, useTexts } from '@jobboard/i18n';
import { Toaster, UiProvider } from '@jobboard/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RemotePage } from './remote-page';
import { usePageLanguage, type PageLanguage } from './site-language';

/**
 * Names the browser tab after the page shown ("Find Jobs · Real Opportunities"), from the page
 * table, in the page's language. A layout effect, so it runs before the page's own effects: a page that knows a better
 * title (a job's) sets it after (useDocumentTitle).
 */
const PageTitle = () => {
  const { pathname } = useLocation();
  const tc = useTexts(contractsTexts);
  useLayoutEffect(() => {
    document.title = documentTitleOf(pathname, tc);
  }, [pathname, tc]);
  return null;
};

export interface AppProps {
  /** The router: the browser's by default; the server renders with one fixed at the page asked for. */
  router?: (children: ReactNode) => ReactNode;
  /** API answers the server rendered the page with (by URL): the page shows them without asking again. */
  fallback?: Record<string, unknown>;
  /** The page's language and texts: the browser's own store of them by default; the server renders in the visitor's. */
  language?: PageLanguage;
}

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

/** The language the browser shows the page in, changed in place by the switcher. */
const BrowserLanguage = ({ children }: { children: ReactNode }) => <LanguageProvider {...usePageLanguage()}>{children}</LanguageProvider>;

/** The shell: providers, the layout every page shares, and the page table's routes. */
export const App = ({ router = browserRouter, fallback, language }: AppProps) => {
  const content = (
    <UiProvider>
      <ApiProvider fallback={fallback}>
        {router(
          <>
            <PageTitle />
            <Layout>
              <Routes>
                {pageTable.map((page) => (
                  <Route key={page.path} path={page.path} element={<RemotePage key={page.path} portal={page.portal} path={page.path} />} />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Layout>
            <Toaster />
          </>,
        )}
      </ApiProvider>
    </UiProvider>
  );
  return language ? <LanguageProvider {...language}>{content}</LanguageProvider> : <BrowserLanguage>{content}</BrowserLanguage>;
};
