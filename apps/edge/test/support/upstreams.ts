import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchRenderedPage, services, type RenderedPage, type ServiceName } from '@jobboard/contracts';
import { shellPage } from './built-front-end';

/** The job id a recording upstream knows no job by. */
export const unknownJobId = '000000000000000000000000';

/** The JSON-LD a recording upstream's job page carries, with the `<` a JSON-LD block escapes. */
export const recordedJobPosting = { '@context': 'https://schema.org/', '@type': 'JobPosting', title: 'Line Cook </script>', validThrough: '2026-01-01T00:00:00.000Z' };

/**
 * What a service answers for a rendered document: for a job's page the shell's page with head
 * tags (404 for `unknownJobId`), else a small file. Each with the headers helmet gives a
 * service's answers, which the edges must replace with their own.
 */
const answerRenderedPage = (page: RenderedPage, url: string, res: ServerResponse) => {
  const serviceHeaders = { 'content-security-policy': "default-src 'self'", 'x-frame-options': 'SAMEORIGIN', 'cache-control': 'private' };
  if (page.kind === 'html') {
    const ld = JSON.stringify(recordedJobPosting).replace(/</g, '\\u003c');
    const body = shellPage.replace('</head>', `<meta property="og:title" content="Line Cook"><script type="application/ld+json">${ld}</script></head>`);
    res.writeHead(url.includes(unknownJobId) ? 404 : 200, { ...serviceHeaders, 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    return res.end(body);
  }
  const body = url === '/robots.txt' ? 'User-agent: *\nSitemap: http://localhost/sitemap.xml\n' : '<?xml version="1.0"?><urlset></urlset>';
  res.writeHead(200, { ...serviceHeaders, 'content-type': url === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
};

export interface SeenRequest {
  service: ServiceName;
  /** The request target exactly as it reached the service. */
  url: string;
}

/**
 * A small real HTTP server per service standing in for it: it answers every path, its internal
 * ones too (`/readyz`), with what it received, and remembers it, so a test sees exactly which
 * path an edge forwarded and to whom.
 */
export const startRecordingUpstreams = async () => {
  const seen: SeenRequest[] = [];
  const servers: Server[] = [];
  const urls = {} as Record<ServiceName, string>;
  for (const service of services) {
    const server = createServer((req, res) => {
      seen.push({ service, url: req.url ?? '' });
      const document = matchRenderedPage(req.method ?? 'GET', req.url ?? '/');
      if (document) return answerRenderedPage(document, req.url ?? '/', res);
      const body = JSON.stringify({ service, url: req.url });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    servers.push(server);
    urls[service] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    urls,
    seen,
    /** host:port per service, as nginx's upstream blocks take them. */
    addresses: Object.fromEntries(services.map((service) => [service, new URL(urls[service]).host])) as Record<ServiceName, string>,
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
};
