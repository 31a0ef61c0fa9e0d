import type { Translate } from '@jobboard/i18n';
import {
  brandName,
  documentTitle,
  employerStandingLabels,
  jobDocumentTitle,
  jobPageMessages,
  jobPagePath,
  sitemapUrlLimit,
  type Job,
} from '@jobboard/contracts';
import { formatSalaryRange, jobPostingStructuredData, jsonForScriptBlock, publishesJobPostingStructuredData } from '@jobboard/domain';

/** Text for an HTML attribute or element: every character that could end it escaped. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const descriptionLimit = 160;

/** The meta description: company (labelled when unverified), place and pay, then the start of the description, on one line. */
export const jobMetaDescription = (job: Job): string => {
  const company = job.employerStanding === 'unverified' ? `${job.companyName} (${employerStandingLabels.unverified})` : job.companyName;
  const lead = `${company} · ${job.location} · ${formatSalaryRange(job)}. `;
  const text = (lead + job.description).replace(/\s+/g, ' ').trim();
  return text.length <= descriptionLimit ? text : `${text.slice(0, descriptionLimit - 1).trimEnd()}…`;
};

/**
 * The head tags of a job's page: title, description, canonical link, Open Graph, and the JobPosting
 * JSON-LD, which only a verified employer's job carries (libs/domain employer-standing). The
 * title is in the reader's language (`t`); what crawlers index stays as the employer wrote it.
 */
export const jobHeadTags = (
  job: Job,
  { siteUrl, acceptingApplications, now, t }: { siteUrl: string; acceptingApplications: boolean; now: Date; t?: Translate },
) => {
  const pageUrl = `${siteUrl}${jobPagePath(job.id)}`;
  const description = jobMetaDescription(job);
  const structuredData = publishesJobPostingStructuredData(job.employerStanding)
    ? jobPostingStructuredData(job, { pageUrl, acceptingApplications, now })
    : undefined;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return {
    title: `<title>${escapeHtml(jobDocumentTitle(job, t))}</title>`,
    description: meta('name', 'description', description),
    rest: [
      `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', brandName),
      meta('property', 'og:title', `${job.title} at ${job.companyName}`),
      meta('property', 'og:description', description),
      meta('property', 'og:url', pageUrl),
      meta('name', 'twitter:card', 'summary'),
      // Data, not code: the policy's script-src does not apply to it, and `<` inside is escaped.
      ...(structuredData ? [`<script type="application/ld+json">${jsonForScriptBlock(structuredData)}</script>`] : []),
    ].join(''),
  };
};

/** The shell's page with these head tags: its own title and description replaced, the rest added before `</head>`. */
export const withHeadTags = (shellPage: string, tags: { title: string; description: string; rest: string }): string => {
  let page = shellPage;
  page = /<title>[\s\S]*?<\/title>/i.test(page)
    ? page.replace(/<title>[\s\S]*?<\/title>/i, () => tags.title)
    : page.replace(/<\/head>/i, (end) => tags.title + end);
  page = /<meta name="description"[^>]*>/i.test(page)
    ? page.replace(/<meta name="description"[^>]*>/i, () => tags.description)
    : page.replace(/<\/head>/i, (end) => tags.description + end);
  return page.replace(/<\/head>/i, (end) => tags.rest + end);
};

/** The shell's page for an unknown job: no job tags, a title that says so and no indexing. */
export const notFoundDocument = (shellPage: string) =>
  withHeadTags(shellPage, {
    title: `<title>${escapeHtml(documentTitle('Job not found'))}</title>`,
    description: '<meta name="description" content="This job does not exist.">',
    rest: '<meta name="robots" content="noindex">',
  });

/** The shell's page for a job an admin took down: nothing of the job, a title that says so and no indexing. */
export const removedJobDocument = (shellPage: string) =>
  withHeadTags(shellPage, {
    title: `<title>${escapeHtml(documentTitle(jobPageMessages.removedTitle))}</title>`,
    description: `<meta name="description" content="${escapeHtml(jobPageMessages.removed)}">`,
    rest: '<meta name="robots" content="noindex">',
  });

// ---------------------------------------------------------------------------------------------
// Sitemap and robots.txt
// ---------------------------------------------------------------------------------------------

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** How many sitemap files `count` open jobs need (at least one, even when empty). */
export const sitemapPartCount = (count: number, limit = sitemapUrlLimit) => Math.max(1, Math.ceil(count / limit));

/** The file name of sitemap part `n` (1-based) under /sitemaps/. */
export const sitemapPartName = (n: number) => `jobs-${n}.xml`;

/** A `<urlset>` of job pages. */
export const sitemapUrlSet = (siteUrl: string, jobs: readonly { id: string; updatedAt?: Date }[]) =>
  xmlHeader +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  jobs
    .map(
      (job) =>
        `<url><loc>${escapeHtml(siteUrl + jobPagePath(job.id))}</loc>${job.updatedAt ? `<lastmod>${job.updatedAt.toISOString()}</lastmod>` : ''}</url>\n`,
    )
    .join('') +
  '</urlset>\n';

/** A `<sitemapindex>` of the parts. */
export const sitemapIndex = (siteUrl: string, parts: number) =>
  xmlHeader +
  '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeHtml(`${siteUrl}/sitemaps/${sitemapPartName(index + 1)}`)}</loc></sitemap>\n`,
  ).join('') +
  '</sitemapindex>\n';

/** robots.txt: everything but the API may be crawled; the sitemap lists the job pages. */
export const robotsTxt = (siteUrl: string) => `User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
