/**
 * Documents a service renders for the edge (not API calls): the first pages of the site (home,
 * the search, second chance, a job) rendered on the server with the data they show; a job's page
 * also with its title, meta description, Open Graph tags and JobPosting structured data, so search
 * engines and link previews read the job without running scripts; the sitemap and robots.txt.
 * Both edges (the dev edge and the generated nginx config) forward GET and HEAD of these paths
 * to the service named here, and give the HTML answers the shell page's nonce and headers.
 */
import type { ServiceName } from './routes';

interface RenderedPageRow {
  readonly path: `/${string}`;
  readonly service: ServiceName;
  /** `html`: the shell's page with the job's head tags (the edge adds the nonce); else a file. */
  readonly kind: 'html' | 'file';
}

export const renderedPageTable = [
  // The first pages a visitor or a search engine opens, rendered on the server with their data.
  { path: '/', service: 'public-api', kind: 'html' },
  { path: '/jobs', service: 'public-api', kind: 'html' },
  { path: '/second-chance', service: 'public-api', kind: 'html' },
  { path: '/jobs/:id', service: 'public-api', kind: 'html' },
  { path: '/sitemap.xml', service: 'public-api', kind: 'file' },
  // The parts of the sitemap when it is split (over 50,000 jobs): /sitemaps/jobs-2.xml ...
  { path: '/sitemaps/:file', service: 'public-api', kind: 'file' },
  { path: '/robots.txt', service: 'public-api', kind: 'file' },
] as const satisfies readonly RenderedPageRow[];

export type RenderedPage = (typeof renderedPageTable)[number];

/** A regular expression for a rendered page's path (a parameter is one segment of safe characters). */
export const renderedPagePatternSource = (path: string): string =>
  '^' + path.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&').replace(/:\w+/g, '[A-Za-z0-9._-]+') + '$';

const compiled = renderedPageTable.map((page) => ({ page, pattern: new RegExp(renderedPagePatternSource(page.path)) }));

/** The rendered page a GET or HEAD of this path is, if any (the query string is ignored). */
export const matchRenderedPage = (method: string, url: string): RenderedPage | undefined => {
  const upper = method.toUpperCase();
  if (upper !== 'GET' && upper !== 'HEAD') return undefined;
  const path = url.split('?')[0];
  return compiled.find(({ pattern }) => pattern.test(path))?.page;
};

/** Most URLs one sitemap file may list (sitemaps.org); beyond that, /sitemap.xml is an index of parts. */
export const sitemapUrlLimit = 50_000;
