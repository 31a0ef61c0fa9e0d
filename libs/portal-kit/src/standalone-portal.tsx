import { ApiProvider } from '@jobboard/api-client';
import type { PagePath } from '@jobboard/contracts';
import { Toaster, UiProvider } from '@jobboard/ui';
import type { ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

/** A remote running on its own for development: its pages with the shell's providers, no shell. */
export const StandalonePortal = ({ pages }: { pages: Partial<Record<PagePath, ComponentType>> }) => (
  <UiProvider>
    <ApiProvider>
      <BrowserRouter>
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
