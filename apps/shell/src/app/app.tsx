import { pageTable } from '@jobboard/contracts';
import { ApiProvider } from '@jobboard/api-client';
import { Toaster, UiProvider } from '@jobboard/ui';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RemotePage } from './remote-page';

/** The shell: providers, the layout every page shares, and the page table's routes. */
export const App = () => (
  <UiProvider>
    <ApiProvider>
      <BrowserRouter>
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
