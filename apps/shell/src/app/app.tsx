import { documentTitleOf, pageTable } from '@jobboard/contracts';
import { ApiProvider } from '@jobboard/api-client';
import { Toaster, UiProvider } from '@jobboard/ui';
import { useLayoutEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RemotePage } from './remote-page';

/**
 * Names the browser tab after the page shown ("Find Jobs · Real Opportunities"), from the page
 * table. A layout effect, so it runs before the page's own effects: a page that knows a better
 * title (a job's) sets it after (useDocumentTitle).
 */
const PageTitle = () => {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = documentTitleOf(pathname);
  }, [pathname]);
  return null;
};

/** The shell: providers, the layout every page shares, and the page table's routes. */
export const App = () => (
  <UiProvider>
    <ApiProvider>
      <BrowserRouter>
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
      </BrowserRouter>
    </ApiProvider>
  </UiProvider>
);
