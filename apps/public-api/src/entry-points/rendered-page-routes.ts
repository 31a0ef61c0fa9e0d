import { documentTitleOf } from '@jobboard/contracts';
import { answerLanguage, answerTranslator, type Logger, type RenderedPageHandlers } from '@jobboard/server-kit';
import type { Request, RequestHandler, Response } from 'express';
import { createShellPageReader } from '../data-access/shell-page';
import { createShellRenderer, type ShellRenderer } from '../data-access/shell-renderer';
import { renderJobDocument, renderPageDocument, renderRobots, renderSitemap, renderSitemapPart, withRenderedPage, type RenderedDocument } from '../domain/seo/rendered-documents';
import { frontEndOriginOf, type PublicApiSettings } from '../config';
import type { PublicApiContext } from './public-api-context';

const send = (res: Response, document: RenderedDocument, cacheControl: string) => {
  res.status(document.status);
  res.setHeader('Content-Type', document.type);
  res.setHeader('Cache-Control', cacheControl);
  res.send(document.body);
};

/** Wraps a renderer so a failure goes to the service's one error handler. */
const handler =
  (render: (req: Parameters<RequestHandler>[0], res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) =>
    void render(req, res).catch(next);

/**
 * A page's document with the page rendered into it, as the visitor who asked sees it (in the
 * language they chose with the switcher, else the first their browser asks for); only the
 * 200 answers are rendered (a missing job's page shows the 404 screen the browser renders).
 */
const rendered = async (renderer: ShellRenderer | undefined, req: Request, document: RenderedDocument): Promise<RenderedDocument> => {
  if (!renderer || document.status !== 200) return document;
  const page = await renderer(req.originalUrl, { cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'], language: answerLanguage(req) });
  return page ? { ...document, body: withRenderedPage(document.body, page) } : document;
};

/**
 * The documents the edge forwards here (`renderedPageTable`): the first pages rendered on the
 * server (the edge adds the page's nonce and security headers), a job's page also with its head
 * tags, the sitemap and robots.txt.
 */
export const renderedPageRoutes = ({ mail }: PublicApiContext, settings: PublicApiSettings, log: Logger): RenderedPageHandlers<'public-api'> => {
  const shellPage = createShellPageReader(settings.SHELL_INDEX_HTML);
  const frontEndOrigin = frontEndOriginOf(settings);
  const renderer = frontEndOrigin ? createShellRenderer({ shellIndexHtml: settings.SHELL_INDEX_HTML, frontEndOrigin, log }) : undefined;
  const siteUrl = mail.SITE_URL.replace(/\/+$/, '');
  // Never stored: the edge gives each answer a nonce of its own, and a page shows its visitor's session.
  const page = (path: string): RequestHandler =>
    handler(async (req, res) =>
      send(res, await rendered(renderer, req, renderPageDocument(await shellPage(), documentTitleOf(path, answerTranslator(req)))), 'no-store'),
    );
  return {
    '/': page('/'),
    '/jobs': page('/jobs'),
    '/second-chance': page('/second-chance'),
    '/jobs/:id': handler(async (req, res) =>
      send(
        res,
        await rendered(renderer, req, await renderJobDocument(String(req.params.id), { shellPage: await shellPage(), siteUrl, t: answerTranslator(req) })),
        'no-store',
      ),
    ),
    '/sitemap.xml': handler(async (_req, res) => send(res, await renderSitemap({ siteUrl }), 'public, max-age=3600')),
    '/sitemaps/:file': handler(async (req, res) => send(res, await renderSitemapPart(String(req.params.file), { siteUrl }), 'public, max-age=3600')),
    '/robots.txt': handler(async (_req, res) => send(res, renderRobots({ siteUrl }), 'public, max-age=86400')),
  };
};
