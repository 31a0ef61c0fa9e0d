import type { PagePath, Portal } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, NoticeCard } from '@jobboard/ui';
import { Component, lazy, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { pageHydrated } from './early-taps';
import { RenderedPortals } from './portal-module';
import { shellTexts } from '../texts';
import { forgetPortal, loadPortal } from './remote-loader';
import { textsReady } from './site-language';

const lazyPages = new Map<string, ComponentType>();

/** One lazy component per page and attempt, so a retry loads the remote afresh. */
const lazyPage = (portal: Portal, path: PagePath, attempt: number) => {
  const key = `${portal} ${path} ${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(async () => {
      const { pages, texts } = await loadPortal(portal);
      // Shown in the page's language from its first frame; in English if its texts could not load.
      await Promise.all((texts ?? []).map((namespace) => textsReady(namespace))).catch(() => undefined);
      const Page = pages[path];
      if (!Page) throw new Error(`the ${portal} portal has no page for ${path}`);
      // A remote's page may itself be lazy (a chunk of its own), which lazy() cannot resolve to.
      // Its effect runs once the page's part has committed (hydrated, on a rendered page); no
      // sibling beside the page, whose ids (useId) follow its place in the tree.
      const RemoteScreen = () => {
        useEffect(pageHydrated, []);
        return <Page />;
      };
      return { default: RemoteScreen };
    });
    lazyPages.set(key, page);
  }
  return page;
};

// Holds the page's place down to the bottom of the screen while it loads, so the footer does not
// jump when the page arrives (a layout shift).
const StyledPageLoading = styled.div`
  min-height: 100vh;
`;

const PageLoading = () => {
  const t = useTexts(shellTexts);
  return (
    <StyledPageLoading>
      <NoticeCard aria-busy="true" aria-live="polite">
        <p>{t('Loading…')}</p>
      </NoticeCard>
    </StyledPageLoading>
  );
};

/** What a failing remote's part of the page shows instead: a function component, so it can read its texts. */
const PortalUnavailable = ({ onRetry }: { onRetry: () => void }) => {
  const t = useTexts(shellTexts);
  return (
    <NoticeCard role="alert">
      <h1>{t('This page is not available right now')}</h1>
      <p>{t('We could not load this part of the site. The rest of the site still works; please try again in a moment.')}</p>
      <Button type="button" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </NoticeCard>
  );
};

interface BoundaryProps {
  portal: Portal;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote (bundle unreachable or crashing) inside its own part of the page. */
class PortalErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`The ${this.props.portal} portal could not be shown:`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PortalUnavailable onRetry={this.props.onRetry} />;
  }
}

/** A page that lives in a remote: loaded on first visit, shown inside an error boundary. */
export const RemotePage = ({ portal, path }: { portal: Portal; path: PagePath }) => {
  const [attempt, setAttempt] = useState(0);
  const RenderedPage = useContext(RenderedPortals)?.[portal]?.pages[path];
  // On the server: the same Suspense boundary as in the browser, so the page hydrates into it.
  if (RenderedPage) {
    return (
      <Suspense fallback={<PageLoading />}>
        <RenderedPage />
      </Suspense>
    );
  }
  const Page = lazyPage(portal, path, attempt);
  const handleRetry = () => {
    void forgetPortal(portal).finally(() => setAttempt((current) => current + 1));
  };
  return (
    <PortalErrorBoundary key={attempt} portal={portal} onRetry={handleRetry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PortalErrorBoundary>
  );
};
