import { ApiProvider } from '@jobboard/api-client';
import { contractsTexts, documentTitleOf, type PagePath } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Toaster, UiProvider } from '@jobboard/ui';
import { useLayoutEffect, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { portalKitTexts } from './texts';

/** The tab's title from the page table, as the shell gives it (a page may set its own after). */
const PageTitle = () => {
  const { pathname } = useLocation();
  const tc = useTexts(contractsTexts);
  useLayoutEffect(() => {
    document.title = documentTitleOf(pathname, tc);
  }, [pathname, tc]);
  return null;
};

/** A remote running on its own for development: its pages with the shell's providers, no shell. */
export const StandalonePortal = ({ pages }: { pages: Partial<Record<PagePath, ComponentType>> }) => {
  const t = useTexts(portalKitTexts);
  return (
    <UiProvider>
      <ApiProvider>
        <BrowserRouter>
          <PageTitle />
          <nav aria-label={t('Pages of this portal')}>
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
};
