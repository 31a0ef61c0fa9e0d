/**
 * The shell's server build (`server/shell_server.js`): renders a page of the page table on the
 * server from the same components the browser hydrates, with the API answers it needs read
 * first and returned to be embedded in the page. public-api loads this file from where the shell
 * is served and calls `renderPage` for the pages of `renderedPageTable` it renders.
 */
import { Writable } from 'node:stream';
import { matchPage, matchRoute, renderedStylesTagStart, type Portal } from '@jobboard/contracts';
import { sourceLanguage, type SiteLanguage, type Texts } from '@jobboard/i18n';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { SWRConfig, type Middleware } from 'swr';
import { App } from './app/app';
import { RenderedPortals, type PortalModule } from './app/portal-module';
import { everyPageTexts } from './app/site-language';
import { createRemoteServers } from './server/remote-servers';

export interface RenderPageOptions {
  /** The page's path and query, as asked for (`/jobs?q=driver`). */
  url: string;
  /** Where the front ends are served (the edge): the remote configuration and remote builds are read there. */
  frontEndOrigin: string;
  /** An API answer (GET of the path) read as the visitor, or undefined when it could not be read. */
  readApi: (path: string) => Promise<unknown>;
  /** The language to render in (English when not given). */
  language?: SiteLanguage;
}

export interface RenderedPage {
  /** The markup of the root element. */
  html: string;
  /** The `<style>` tag of the page's styles (styled-components'). */
  styleTag: string;
  /** The API answers the page was rendered with, by URL: the browser starts from them. */
  data: Record<string, unknown>;
  /** The language the page was rendered in. */
  language: SiteLanguage;
  /** Its texts in that language that the page shows, by namespace (none in English): the browser hydrates with them. */
  texts: Record<string, Texts>;
}

/** Renders of one page at most: again while it asks for answers it did not have, or a lazy part was still loading. */
const maxDataRounds = 4;

/** The whole markup of an element, once every lazy part has arrived. */
const renderToText = (element: ReactNode) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      // Every part in place: a large part would otherwise be sent after the rest with an inline
      // script to move it in, which the page's policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      // A part that failed would be rendered by the browser alone: the page is not worth sending.
      onError: (error) => {
        failed ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error('rendering took too long')), 5_000).unref();
  });

/** Notes every API URL the page's hooks ask for while it renders. */
const recordKeys =
  (keys: Set<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    let resolved: unknown = key;
    try {
      resolved = typeof key === 'function' ? (key as () => unknown)() : key;
    } catch {
      resolved = undefined;
    }
    if (typeof resolved === 'string' && resolved.startsWith('/api/')) keys.add(resolved);
    return useSWRNext(key, fetcher, config);
  };

/**
 * The texts a render reads, noted as it reads them: the page embeds only those (a Spanish page
 * carries the few dozen texts it shows, not every text of its portal); the browser hydrates with
 * them and loads the rest of each namespace beside.
 */
const trackTexts = (texts: Record<string, Texts>) => {
  // Each namespace is named even if the page read none of its texts: the browser then knows it
  // need not wait for it before hydrating.
  const used: Record<string, Record<string, string>> = Object.fromEntries(Object.keys(texts).map((name) => [name, {}]));
  const loaded = Object.fromEntries(
    Object.entries(texts).map(([name, table]) => [
      name,
      new Proxy(table, {
        get: (target, key) => {
          const text: unknown = Reflect.get(target, key);
          if (typeof key === 'string' && typeof text === 'string') used[name][key] = text;
          return text;
        },
      }),
    ]),
  );
  return { loaded, used };
};

const remoteServers = new Map<string, ReturnType<typeof createRemoteServers>>();

/**
 * Renders the page at `url`: its portal's server build is loaded, the page is rendered once to
 * learn which API answers it reads, those are read as the visitor (`readApi`, in parallel), and
 * it is rendered again with them, until it asks for nothing new. Undefined for a path that is
 * not a page of the page table.
 */
export const renderPage = async ({ url, frontEndOrigin, readApi, language = sourceLanguage }: RenderPageOptions): Promise<RenderedPage | undefined> => {
  const page = matchPage(url);
  if (!page) return undefined;
  let servers = remoteServers.get(frontEndOrigin);
  if (!servers) {
    servers = createRemoteServers(frontEndOrigin);
    remoteServers.set(frontEndOrigin, servers);
  }
  const portal = await servers.pagesOf(page.portal);
  const portals: Partial<Record<Portal, PortalModule>> = { [page.portal]: portal };
  // The texts in the page's language: those of every page, and those the portal's screens read
  // (each `load` is built into the server build: it is one file).
  const texts: Record<string, Texts> =
    language === sourceLanguage
      ? {}
      : Object.fromEntries(
          await Promise.all([...everyPageTexts, ...(portal.texts ?? [])].map(async (namespace) => [namespace.name, await namespace.load(language)] as const)),
        );
  const data: Record<string, unknown> = {};
  const asked = new Set<string>();
  for (let round = 1; ; round += 1) {
    const keys = new Set<string>();
    const textsUsed = trackTexts(texts);
    const sheet = new ServerStyleSheet();
    try {
      const html = await renderToText(
        sheet.collectStyles(
          <StrictMode>
            <SWRConfig value={{ use: [recordKeys(keys)] }}>
              <RenderedPortals.Provider value={portals}>
                <App
                  router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
                  fallback={{ ...data }}
                  language={{ language, loaded: textsUsed.loaded }}
                />
              </RenderedPortals.Provider>
            </SWRConfig>
          </StrictMode>,
        ),
      );
      const unread = [...keys].filter((key) => !asked.has(key) && matchRoute('GET', key.split('?')[0]));
      // A part still loading when the page was written out (`<template id="B:…">`: a lazy part
      // first rendered in this round) would be swapped in by an inline script: the next round has it.
      const complete = !html.includes('<template id="B:');
      if (!complete && round === maxDataRounds) throw new Error(`${url} was still loading after ${round} renders`);
      if ((unread.length === 0 && complete) || round === maxDataRounds) {
        return { html, styleTag: sheet.getStyleTags().replace(/^<style/, renderedStylesTagStart), data, language, texts: textsUsed.used };
      }
      await Promise.all(
        unread.map(async (key) => {
          asked.add(key);
          const answer = await readApi(key).catch(() => undefined);
          if (answer !== undefined) data[key] = answer;
        }),
      );
    } finally {
      sheet.seal();
    }
  }
};

