import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { securityHeaders } from '../../src/security-headers';
import { shellChunk } from './built-front-end';
import { rawRequest, type RawAnswer } from './http';
import { pathCases } from './path-cases';
import { recordedJobPosting, unknownJobId, type SeenRequest } from './upstreams';

export interface EdgeUnderTest {
  /** The edge's origin, e.g. http://127.0.0.1:43123 */
  url: string;
  /** What the recording upstreams received. */
  seen: SeenRequest[];
}

const headerNames = Object.keys(securityHeaders());

const expectSecurityHeaders = (answer: RawAnswer) => {
  for (const name of headerNames) expect(answer.headers[name.toLowerCase()]).toBeDefined();
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\), payment=\(self "https:\/\/js\.stripe\.com"\)/);
  const policy = String(answer.headers['content-security-policy']);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  return policy;
};

/**
 * What both edges (the dev edge and nginx with the generated config) must do, run against each:
 * the same security headers, the same precompressed answers, the same path rules.
 */
export const itBehavesLikeTheEdge = (edge: () => EdgeUnderTest) => {
  describe('security headers', () => {
    it('sends the shell page with the strict policy and a fresh nonce for its styles, never stored', async () => {
      const nonces: string[] = [];
      for (const path of ['/', '/jobs', '/index.html']) {
        const page = await rawRequest(edge().url, path);
        expect(page.status).toBe(200);
        const policy = expectSecurityHeaders(page);
        expect(page.headers['cache-control']).toBe('no-store');
        const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{16,})'/.exec(policy)?.[1];
        expect(nonce).toBeDefined();
        expect(page.body.toString()).toContain(`<head><meta property="csp-nonce" nonce="${nonce}">`);
        nonces.push(nonce!);
      }
      expect(new Set(nonces).size).toBe(nonces.length);
    });

    it('sends the unknown-page shell (404) with the policy and its nonce too', async () => {
      const page = await rawRequest(edge().url, '/no/such/page');
      expect(page.status).toBe(404);
      const nonce = /'nonce-([^']+)'/.exec(expectSecurityHeaders(page))?.[1];
      expect(page.body.toString()).toContain(`nonce="${nonce}"`);
    });

    it('sends scripts, manifests and the remotes list with the same headers, as the one module defines them', async () => {
      for (const path of ['/main.0123abcd.js', '/remotes/public/mf-manifest.json', '/remotes/public/remoteEntry.js', '/config/remotes.json']) {
        const answer = await rawRequest(edge().url, path);
        expect(answer.status).toBe(200);
        expectSecurityHeaders(answer);
        for (const [name, value] of Object.entries(securityHeaders())) expect(answer.headers[name.toLowerCase()]).toBe(value);
      }
    });
  });

  describe('precompressed assets', () => {
    it('sends the brotli sibling to a browser that accepts it, with the script type and Vary', async () => {
      const answer = await rawRequest(edge().url, `/${shellChunk.name}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.body.length).toBeLessThan(shellChunk.source.length / 4);
      expect(brotliDecompressSync(answer.body).toString()).toBe(shellChunk.source);
    });

    it('sends the gzip sibling when brotli is not accepted (or refused with q=0)', async () => {
      for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
        const answer = await rawRequest(edge().url, `/${shellChunk.name}`, { 'accept-encoding': acceptEncoding });
        expect(answer.headers['content-encoding']).toBe('gzip');
        expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
        expect(gunzipSync(answer.body).toString()).toBe(shellChunk.source);
      }
    });

    it('sends the file itself to a client that accepts no encoding, and when there is no sibling', async () => {
      const identity = await rawRequest(edge().url, `/${shellChunk.name}`, { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.toString()).toBe(shellChunk.source);
      const noSibling = await rawRequest(edge().url, '/plain.0123abcd.js', { 'accept-encoding': 'br, gzip' });
      expect(noSibling.headers['content-encoding']).toBeUndefined();
      expect(noSibling.body.toString()).toBe('console.log("plain")');
    });
  });

  describe('documents a service renders (job pages, sitemap, robots.txt)', () => {
    const jobPath = '/jobs/507f1f77bcf86cd799439011';
    const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

    it("forwards a job's page to public-api and sends its head tags and JSON-LD with the shell page's nonce and headers", async () => {
      const seenBefore = edge().seen.length;
      const page = await rawRequest(edge().url, `${jobPath}?utm_source=share`, { 'accept-encoding': 'gzip, br' });
      expect(page.status).toBe(200);
      expect(edge().seen.slice(seenBefore)).toEqual([{ service: 'public-api', url: `${jobPath}?utm_source=share` }]);
      const policy = expectSecurityHeaders(page);
      // The edge's headers replace the service's, once each.
      expect(policy).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cache-control']).toBe('no-store');
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{16,})'/.exec(policy)?.[1];
      // Both edges may compress the page they completed: nginx with gzip, the dev edge with brotli or gzip.
      const encoding = page.headers['content-encoding'];
      const html = (encoding === 'gzip' ? gunzipSync(page.body) : encoding === 'br' ? brotliDecompressSync(page.body) : page.body).toString();
      expect(html).toContain(`<head><meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).toContain('<meta property="og:title" content="Line Cook">');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('</script></script>');
      expect(jsonLdOf(html)).toEqual(recordedJobPosting);
    });

    it('keeps the 404 of an unknown job, with the shell page and its nonce', async () => {
      const page = await rawRequest(edge().url, `/jobs/${unknownJobId}`);
      expect(page.status).toBe(404);
      const nonce = /'nonce-([^']+)'/.exec(expectSecurityHeaders(page))?.[1];
      expect(page.body.toString()).toContain(`nonce="${nonce}"`);
      expect(page.body.toString()).toContain('<div id="root"></div>');
    });

    it('answers HEAD of a job page without a body', async () => {
      const page = await rawRequest(edge().url, jobPath, {}, 'HEAD');
      expect(page.status).toBe(200);
      expect(page.body.length).toBe(0);
    });

    it('forwards the sitemap, its parts and robots.txt to public-api with the security headers', async () => {
      for (const [path, type] of [
        ['/sitemap.xml', /^application\/xml/],
        ['/sitemaps/jobs-2.xml', /^application\/xml/],
        ['/robots.txt', /^text\/plain/],
      ] as const) {
        const seenBefore = edge().seen.length;
        const answer = await rawRequest(edge().url, path);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toMatch(type);
        expect(edge().seen.slice(seenBefore)).toEqual([{ service: 'public-api', url: path }]);
        expectSecurityHeaders(answer);
        expect(answer.headers['x-frame-options']).toBe('DENY');
      }
    });

    it('forwards only GET and HEAD, and leaves the other job paths to the shell', async () => {
      const seenBefore = edge().seen.length;
      expect((await rawRequest(edge().url, jobPath, {}, 'POST')).status).toBe(405);
      const nested = await rawRequest(edge().url, `${jobPath}/apply`);
      expect(nested.status).toBe(404);
      expect(edge().seen.slice(seenBefore)).toEqual([]);
    });
  });

  describe('request paths', () => {
    it.each(pathCases.map((pathCase) => [pathCase.target, pathCase] as const))('%s', async (_target, pathCase) => {
      const seenBefore = edge().seen.length;
      const answer = await rawRequest(edge().url, pathCase.target);
      const forwarded = edge().seen.slice(seenBefore);
      if ('refused' in pathCase) {
        expect(answer.status).toBe(400);
        // nginx refuses some targets (a NUL) itself, before its config, with its own page.
        if (String(answer.headers['content-type']).startsWith('application/json')) {
          expect(JSON.parse(answer.body.toString()).code).toBe('bad_request_path');
        }
        expect(forwarded).toEqual([]);
      } else if ('notForwarded' in pathCase) {
        expect(answer.status).toBe(404);
        expect(forwarded).toEqual([]);
      } else {
        expect(answer.status).toBe(200);
        expect(forwarded).toEqual([{ service: pathCase.forwardedTo, url: pathCase.path }]);
      }
    });
  });
};
