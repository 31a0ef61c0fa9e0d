import type { Translate } from '@jobboard/i18n';
import { objectIdSchema, renderedDataElementId, renderedTextsElementId, sitemapUrlLimit } from '@jobboard/contracts';
import { jobPageRepository } from '../../data-access/job-page-repository';
import { asJob, isAcceptingApplications } from '../job-pages/get-job-page';
import {
  escapeHtml,
  jobHeadTags,
  notFoundDocument,
  removedJobDocument,
  robotsTxt,
  sitemapIndex,
  sitemapPartCount,
  sitemapPartName,
  sitemapUrlSet,
  withHeadTags,
} from './job-document';

/** A document and its status, as the edge forwards it. */
export interface RenderedDocument {
  status: number;
  type: string;
  body: string;
}

const html = (status: number, body: string): RenderedDocument => ({ status, type: 'text/html; charset=utf-8', body });
const xml = (status: number, body: string): RenderedDocument => ({ status, type: 'application/xml; charset=utf-8', body });

/**
 * GET /jobs/:id: the shell's page with the job's title, description, Open Graph tags and
 * JobPosting JSON-LD, so the job can be read without running scripts; an id that is no job gets
 * the shell's page with 404 (the page then shows the 404 screen), a job an admin took down the
 * shell's page with 410 and nothing of the job (the page then shows "This job was removed").
 */
export const renderJobDocument = async (
  id: string,
  { shellPage, siteUrl, now = new Date(), t }: { shellPage: string; siteUrl: string; now?: Date; t?: Translate },
) => {
  if (!objectIdSchema.safeParse(id).success) return html(404, notFoundDocument(shellPage));
  const found = await jobPageRepository.findById(id);
  if (!found) return html(404, notFoundDocument(shellPage));
  if (found.removedByModeration) return html(410, removedJobDocument(shellPage));
  const job = asJob(found.record);
  return html(200, withHeadTags(shellPage, jobHeadTags(job, { siteUrl, acceptingApplications: isAcceptingApplications(job), now, t })));
};

/** A page of the shell's: its page with the page's title. */
export const renderPageDocument = (shellPage: string, title: string): RenderedDocument =>
  html(200, shellPage.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`));

/** What the server render of a page gives (the shell's server build). */
export interface PageRender {
  html: string;
  styleTag: string;
  data: Record<string, unknown>;
  /** The language the page was rendered in (`en`, `es`); English when a shell build does not say. */
  language?: string;
  /** Its texts in that language by namespace (none in English). */
  texts?: Record<string, Record<string, string>>;
}

/** JSON for a `<script type="application/json">`: `<` is escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A document with its page rendered into the root element, in the language it was rendered in
 * (`<html lang>`), its styles in the head, and after the root the API answers and the texts it
 * was rendered with, where the browser reads them before hydrating.
 */
export const withRenderedPage = (document: string, page: PageRender): string => {
  const texts = page.texts && Object.keys(page.texts).length ? `<script type="application/json" id="${renderedTextsElementId}">${scriptJson(page.texts)}</script>` : '';
  return document
    .replace(/<html lang="[^"]*"/i, () => `<html lang="${escapeHtml(page.language ?? 'en')}"`)
    .replace(/<\/head>/i, (end) => `${page.styleTag}${end}`)
    .replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${page.html}</div><script type="application/json" id="${renderedDataElementId}">${scriptJson(page.data)}</script>${texts}`,
    );
};

/** GET /sitemap.xml: the open jobs' pages, or an index of parts when there are more than one file may list. */
export const renderSitemap = async ({ siteUrl, limit = sitemapUrlLimit }: { siteUrl: string; limit?: number }) => {
  const count = await jobPageRepository.countOpen();
  const parts = sitemapPartCount(count, limit);
  if (parts > 1) return xml(200, sitemapIndex(siteUrl, parts));
  return xml(200, sitemapUrlSet(siteUrl, await jobPageRepository.openJobsForSitemap(0, limit)));
};

/** GET /sitemaps/jobs-<n>.xml: one part of a split sitemap; a part that does not exist is 404. */
export const renderSitemapPart = async (file: string, { siteUrl, limit = sitemapUrlLimit }: { siteUrl: string; limit?: number }) => {
  const n = Number(/^jobs-([1-9][0-9]{0,5})\.xml$/.exec(file)?.[1]);
  const parts = sitemapPartCount(await jobPageRepository.countOpen(), limit);
  if (!Number.isInteger(n) || n < 1 || n > parts || sitemapPartName(n) !== file) {
    return xml(404, '<?xml version="1.0" encoding="UTF-8"?>\n<error>No such sitemap</error>\n');
  }
  return xml(200, sitemapUrlSet(siteUrl, await jobPageRepository.openJobsForSitemap((n - 1) * limit, limit)));
};

export const renderRobots = ({ siteUrl }: { siteUrl: string }): RenderedDocument => ({
  status: 200,
  type: 'text/plain; charset=utf-8',
  body: robotsTxt(siteUrl),
});
