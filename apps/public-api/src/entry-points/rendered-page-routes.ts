import type { RenderedPageHandlers } from '@jobboard/server-kit';
import type { RequestHandler, Response } from 'express';
import { createShellPageReader } from '../data-access/shell-page';
import { renderJobDocument, renderRobots, renderSitemap, renderSitemapPart, type RenderedDocument } from '../domain/seo/rendered-documents';
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
 * The documents the edge forwards here (`renderedPageTable`): a job's page with its head tags
 * (the edge adds the page's nonce and security headers), the sitemap and robots.txt.
 */
export const renderedPageRoutes = ({ mail }: PublicApiContext, shellIndexPath: string): RenderedPageHandlers<'public-api'> => {
  const shellPage = createShellPageReader(shellIndexPath);
  const siteUrl = mail.SITE_URL.replace(/\/+$/, '');
  return {
    // Never stored: the edge gives each answer a nonce of its own.
    '/jobs/:id': handler(async (req, res) =>
      send(res, await renderJobDocument(String(req.params.id), { shellPage: await shellPage(), siteUrl }), 'no-store'),
    ),
    '/sitemap.xml': handler(async (_req, res) => send(res, await renderSitemap({ siteUrl }), 'public, max-age=3600')),
    '/sitemaps/:file': handler(async (req, res) => send(res, await renderSitemapPart(String(req.params.file), { siteUrl }), 'public, max-age=3600')),
    '/robots.txt': handler(async (_req, res) => send(res, renderRobots({ siteUrl }), 'public, max-age=86400')),
  };
};
