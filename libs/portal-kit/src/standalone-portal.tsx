import { ApiProvider } from '@jobboard/api-client';
import { documentTitleOf, type PagePath } from '@jobboard/contracts';
import { Toaster, UiProvider } from '@jobboard/ui';
import { useLayoutEffect, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';

/** The tab's title from the page table, as the shell gives it (a page may set its own after). */
const PageTitle = () => {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = documentTitleOf(pathname);
  }, [pathname]);
  return null;
};

/** A remote running on its own for development: its pages with the shell's providers, no shell. */
export const StandalonePortal = ({ pages }: { pages: Partial<Record<PagePath, ComponentType>> }) => (
  <UiProvider>
    <ApiProvider>
      <BrowserRouter>
        <PageTitle />
        <nav aria-label="Pages of this portal">
          {Object.keys(pages).map((path) => (
            <Link key={path} to={path.replace(/:\w+/g, 'example')} style={{ marginRight: 12 }}>
              {path}
            </Link>
          ))}
        </nav>
        <Routes>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
        <Toaster />
      </BrowserRouter>
    </ApiProvider>
  </UiProvider>
);
