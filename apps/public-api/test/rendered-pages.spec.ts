import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requiredJobPostingProperties } from '@jobboard/domain';
import { createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { EmployerModel } from '@jobboard/db';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';
import { renderSitemap, renderSitemapPart } from '../src/domain/seo/rendered-documents';

const shellPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="The shell."><title>Real Opportunities</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
const shellIndexPath = join(tmpdir(), `rendered-pages-shell-${process.pid}.html`);
const siteUrl = 'https://jobs.example.com';

useTestDatabase();
const api = useTestService(createPublicApi, { SHELL_INDEX_HTML: shellIndexPath, SITE_URL: siteUrl } as never);
const visitor = () => new TestClient(() => api.url);

beforeAll(() => writeFile(shellIndexPath, shellPage));
afterAll(() => rm(shellIndexPath, { force: true }));

const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0][1]) as Record<string, unknown> & { validThrough: string };
};
const metaOf = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

let employer: { id: string; companyName: string };
beforeAll(async () => {
  employer = await createEmployerRecord({ companyName: 'Head & Tags <Co>' });
  // Only a verified employer's job pages carry JobPosting structured data (libs/domain employer-standing).
  await EmployerModel.updateOne({ _id: employer.id }, { $set: { verificationStatus: 'verified' } });
});

describe('GET /jobs/:id (the HTML the edge forwards)', () => {
  it("is the shell's page with the job's title, description, Open Graph tags and valid JobPosting JSON-LD", async () => {
    const job = await createJobRecord(employer, {
      title: 'Line Cook </script><script>alert(1)</script>',
      description: 'Cook "great" food & more.',
      applicationDeadline: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
    });

    const answer = await visitor().get(`/jobs/${job.id}`);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = answer.text;
    expect(html).toContain('<div id="root"></div><');
    expect(html).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Line Cook &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; at Head &amp; Tags &lt;Co&gt; · Real Opportunities</title>',
    );
    expect(html).not.toContain('The shell.');
    expect(metaOf(html, 'name', 'description')).toContain('Cook &quot;great&quot; food &amp; more.');
    expect(metaOf(html, 'property', 'og:title')).toBe('Line Cook &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; at Head &amp; Tags &lt;Co&gt;');
    expect(metaOf(html, 'property', 'og:url')).toBe(`${siteUrl}/jobs/${job.id}`);
    const data = jsonLdOf(html);
    for (const property of requiredJobPostingProperties) expect(data[property]).toBeTruthy();
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Line Cook </script><script>alert(1)</script>',
      datePosted: job.posted.toISOString(),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Head & Tags <Co>' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Oakland', addressRegion: 'CA', addressCountry: 'US' } },
      baseSalary: { currency: 'USD', value: { minValue: 18, maxValue: 22, unitText: 'HOUR' } },
      directApply: true,
    });
    expect(new Date(data.validThrough).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives a closed job a validThrough in the past', async () => {
    const job = await createJobRecord(employer, { status: 'closed', applicationDeadline: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) });

    const answer = await visitor().get(`/jobs/${job.id}`);

    expect(answer.status).toBe(200);
    const data = jsonLdOf(answer.text);
    expect(new Date(data.validThrough).getTime()).toBeLessThan(Date.now());
    expect(data.directApply).toBe(false);
  });

  it.each([String(new Types.ObjectId()), 'not-an-id'])("answers an unknown id (%s) with the shell's page and 404", async (id) => {
    const answer = await visitor().get(`/jobs/${id}`);

    expect(answer.status).toBe(404);
    expect(answer.text).toContain('<div id="root"></div>');
    expect(answer.text).toContain('<meta name="robots" content="noindex">');
    expect(answer.text).not.toContain('application/ld+json');
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists open jobs, not closed ones', async () => {
    const open = await createJobRecord(employer, { title: 'Open One' });
    const closed = await createJobRecord(employer, { title: 'Closed One', status: 'closed' });

    const answer = await visitor().get('/sitemap.xml');

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(answer.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(answer.text).toContain(`<loc>${siteUrl}/jobs/${open.id}</loc>`);
    expect(answer.text).not.toContain(closed.id);
  });

  it('splits into an index of parts past the limit of one file', async () => {
    for (let index = 0; index < 3; index += 1) await createJobRecord(employer, { title: `Split ${index}` });
    const limit = 2;

    const index = await renderSitemap({ siteUrl, limit });
    const parts = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    expect(index.body).toContain('<sitemapindex');
    expect(parts[0]).toBe(`${siteUrl}/sitemaps/jobs-1.xml`);
    const listed = [];
    for (const part of parts) {
      const file = part.split('/').pop()!;
      const rendered = await renderSitemapPart(file, { siteUrl, limit });
      expect(rendered.status).toBe(200);
      listed.push(...[...rendered.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect((await renderSitemapPart(`jobs-${parts.length + 1}.xml`, { siteUrl, limit })).status).toBe(404);
    expect((await visitor().get('/sitemaps/jobs-99.xml')).status).toBe(404);
    expect((await visitor().get('/sitemaps/jobs-1.xml')).status).toBe(200);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of the API', async () => {
    const answer = await visitor().get('/robots.txt');

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(answer.text).toContain('Disallow: /api/');
  });
});
