import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { hostname as machineName, networkInterfaces } from 'node:os';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { matchRenderedPage, matchRoute, messages, requestStartHeader, spreadRetryAfterMs, type RenderedPage, type ServiceName } from '@jobboard/contracts';
import { acceptableEncodings } from './content-encoding';
import { parseRequestTarget } from './request-path';
import { newNonce, securityHeaders, withNonceMeta } from './security-headers';

/**
 * The front ends' handler. `decorateShellPage` gives an HTML page a service rendered from the
 * shell's page (a job's page) what the edge gives the shell's own page: a fresh nonce, the
 * security headers with it, and the preload links of the page's remote.
 */
export type FrontEndHandler = ((req: IncomingMessage, res: ServerResponse) => void) & {
  decorateShellPage?: (html: string, path: string) => Promise<{ html: string; headers: Record<string, string> }>;
};

export interface EdgeOptions {
  /** Base URL of each service, e.g. `http://127.0.0.1:4001`. */
  upstreams: Record<ServiceName, string>;
  /** Answers every request that is not an API call (the front ends); 404 when absent. */
  serveFrontEnd?: FrontEndHandler;
  /** How long a service may take to answer before the edge gives up (ms). */
  upstreamTimeoutMs?: number;
  /** The host names (Host header, without the port) it answers; by default `edgeAllowedHosts()`. */
  allowedHosts?: readonly string[];
  /** API requests forwarded to one service at once; past it the edge answers 503 itself. */
  maxInFlightPerService?: number;
}

/**
 * API requests the edge forwards to one service at once. A crowd past it is answered 503 with
 * Retry-After by the edge itself, before its body is read or forwarded: a refused application then
 * costs neither the edge's piping of its upload nor the service's time, and the ones let through
 * are answered quickly. The services shed too (their own bound, and requests that waited too long),
 * for the edges that cannot count (a managed gateway).
 */
export const edgeMaxInFlightPerService = 64;

/** The edge's own busy answer: the services' shape (message, code, retryAfterMs) and Retry-After. */
const sendBusy = (res: ServerResponse, requestId: string) => {
  const retryAfterMs = spreadRetryAfterMs();
  const json = JSON.stringify({ message: messages.serviceBusy, code: 'service_unavailable', requestId, retryAfterMs });
  res.writeHead(503, {
    ...edgeAnswerHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'retry-after': String(Math.ceil(retryAfterMs / 1000)),
    // The upload is not wanted: close rather than read it.
    connection: 'close',
  });
  res.end(json);
};

/**
 * Where the edge listens: loopback, so a development machine does not offer the product (and its
 * demo accounts) to its whole network, unless HOST names another address (`HOST=0.0.0.0`).
 */
export const edgeHost = (env: NodeJS.ProcessEnv = process.env) => env.HOST?.trim() || '127.0.0.1';

/**
 * The host names the dev edge answers to: loopback's, the address it listens on, the SITE_URL's,
 * and EDGE_ALLOWED_HOSTS (comma-separated); listening on every address, also the machine's name
 * and addresses. Any other Host is refused, so a web page whose name an attacker points at
 * 127.0.0.1 (DNS rebinding) cannot drive a developer's instance and its demo accounts.
 */
export const edgeAllowedHosts = (env: NodeJS.ProcessEnv = process.env): string[] => {
  const hosts = new Set(['localhost', '127.0.0.1', '::1']);
  const listening = edgeHost(env);
  const everyAddress = listening === '0.0.0.0' || listening === '::';
  if (!everyAddress) hosts.add(listening);
  else {
    hosts.add(machineName());
    for (const addresses of Object.values(networkInterfaces())) for (const { address } of addresses ?? []) hosts.add(address);
  }
  if (env.SITE_URL) hosts.add(new URL(env.SITE_URL).hostname.replace(/^\[|\]$/g, ''));
  for (const host of (env.EDGE_ALLOWED_HOSTS ?? '').split(',')) if (host.trim()) hosts.add(host.trim());
  return [...hosts].map((host) => host.toLowerCase());
};

/** The host name of a Host header, without its port or an IPv6 address's brackets. */
const hostNameOf = (host: string | undefined): string | undefined => {
  if (!host) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  return (bracketed ? bracketed[1] : host.replace(/:\d+$/, '')).toLowerCase();
};

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

// Hop-by-hop headers are about one connection and are never forwarded (RFC 9110, section 7.6.1).
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const edgeAnswerHeaders = securityHeaders();

/** Brotli at a quality fast enough for every page answer (11, for files built once, takes ~10x longer). */
const brotliPage = (html: string) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });

const sendJson = (res: ServerResponse, status: number, body: Record<string, string>) => {
  if (res.headersSent) return res.destroy();
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...edgeAnswerHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
};

const forwardedHeaders = (req: IncomingMessage, requestId: string) => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
  }
  // The edge is the outermost proxy: it states the client address rather than trusting one sent to it.
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-request-id'] = requestId;
  // When the edge got it: a service sheds a request that waited too long on the way.
  headers[requestStartHeader] = String(Date.now());
  return headers;
};

/**
 * The development edge: one origin for the whole product. API calls go to the service the
 * routing table names for their method and path (the same table the production nginx config
 * is generated from); everything else goes to the front ends.
 */
export const createEdge = ({
  upstreams,
  serveFrontEnd,
  upstreamTimeoutMs = 60_000,
  allowedHosts = edgeAllowedHosts(),
  maxInFlightPerService = edgeMaxInFlightPerService,
}: EdgeOptions): Server => {
  const knownHosts = new Set(allowedHosts.map((host) => host.toLowerCase()));
  const inFlight = new Map<ServiceName, number>();
  /**
   * A document a service renders (`renderedPageTable`): a job's page, the sitemap, robots.txt.
   * The edge's own security headers replace the service's; an HTML page is read whole (it is the
   * shell's page with a few head tags) and gets the nonce and preloads the shell's page gets.
   */
  const forwardRenderedPage = (page: RenderedPage, req: IncomingMessage, res: ServerResponse, target: { path: string; search: string }) => {
    const requestId = randomUUID();
    const { hostname, port } = new URL(upstreams[page.service]);
    const headers = forwardedHeaders(req, requestId);
    // The page is edited here, so it is asked for uncompressed.
    if (page.kind === 'html') headers['accept-encoding'] = 'identity';
    // HEAD is asked as GET, so the length of the page the edge completes is known.
    const method = page.kind === 'html' ? 'GET' : req.method;
    const upstream = httpRequest({ hostname, port, path: target.path + target.search, method, headers });
    upstream.setTimeout(upstreamTimeoutMs, () => upstream.destroy(new Error('upstream timeout')));
    // A page the service cannot render now (down, failing) is the shell's page: the browser
    // renders it and shows what it can, as it does for every other page.
    const sendShellPageInstead = () => {
      if (res.headersSent) return res.destroy();
      req.url = target.path + target.search;
      serveFrontEnd?.(req, res);
    };
    const html = page.kind === 'html' && Boolean(serveFrontEnd);
    upstream.on('response', (answer) => {
      const status = answer.statusCode ?? 502;
      if (html && status >= 500) {
        answer.resume();
        return sendShellPageInstead();
      }
      const kept: Record<string, string | string[]> = {};
      for (const name of ['content-type', 'cache-control', 'content-encoding', 'vary', 'x-request-id']) {
        const value = answer.headers[name];
        if (value !== undefined) kept[name] = value;
      }
      answer.on('error', () => res.destroy());
      if (page.kind !== 'html' || !String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(status, { ...edgeAnswerHeaders, ...kept });
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        void (async () => {
          const body = Buffer.concat(chunks).toString('utf8');
          let html: string;
          let pageHeaders: Record<string, string>;
          if (serveFrontEnd?.decorateShellPage) ({ html, headers: pageHeaders } = await serveFrontEnd.decorateShellPage(body, target.path));
          else {
            const nonce = newNonce();
            html = withNonceMeta(body, nonce);
            pageHeaders = securityHeaders({ nonce });
          }
          if (res.headersSent) return;
          // A server-rendered page is large (its markup and the data it was rendered with) and
          // compresses about fivefold: on a phone's network the bytes saved are the first view's.
          const encoding = acceptableEncodings(req.headers['accept-encoding'])[0]?.encoding;
          const encoded = encoding === 'br' ? brotliPage(html) : encoding === 'gzip' ? gzipSync(html) : Buffer.from(html);
          res.writeHead(status, {
            ...pageHeaders,
            'content-type': String(kept['content-type'] ?? 'text/html; charset=utf-8'),
            'content-length': encoded.length,
            'cache-control': 'no-store',
            vary: 'Accept-Encoding',
            ...(encoding ? { 'content-encoding': encoding } : {}),
          });
          res.end(req.method === 'HEAD' ? undefined : encoded);
        })().catch(() => res.destroy());
      });
    });
    upstream.on('error', () =>
      html ? sendShellPageInstead() : sendJson(res, 502, { message: messages.serviceUnavailable, code: 'service_unavailable', requestId }),
    );
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end();
  };

  return createServer((req, res) => {
    const host = hostNameOf(req.headers.host);
    if (!host || !knownHosts.has(host)) {
      return sendJson(res, 421, { message: 'This development server answers only to its own host names (see EDGE_ALLOWED_HOSTS).', code: 'unknown_host' });
    }
    // One reading of the path: what is matched below is exactly what is forwarded.
    const target = parseRequestTarget(req.url ?? '/');
    if (!target.ok) return sendJson(res, 400, { message: target.reason, code: 'bad_request_path' });
    const { path, search } = target;
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok', service: 'edge' });
    const rendered = matchRenderedPage(req.method ?? 'GET', path);
    if (rendered) return forwardRenderedPage(rendered, req, res, { path, search });
    if (path !== '/api' && !path.startsWith('/api/')) {
      if (serveFrontEnd) {
        req.url = path + search;
        return serveFrontEnd(req, res);
      }
      return sendJson(res, 404, { message: 'Not found', code: 'not_found' });
    }

    const route = matchRoute(req.method ?? 'GET', path);
    if (!route) {
      return sendJson(res, 404, { message: `No API route for ${req.method} ${path}`, code: 'route_not_found' });
    }
    const incomingId = req.headers['x-request-id'];
    const requestId = typeof incomingId === 'string' && requestIdPattern.test(incomingId) ? incomingId : randomUUID();
    const busy = inFlight.get(route.service) ?? 0;
    if (busy >= maxInFlightPerService) return sendBusy(res, requestId);
    inFlight.set(route.service, busy + 1);
    res.once('close', () => inFlight.set(route.service, (inFlight.get(route.service) ?? 1) - 1));
    // The path is given as is: resolving it against the upstream's URL would undo the checks above.
    const { hostname, port } = new URL(upstreams[route.service]);
    const upstream = httpRequest({
      hostname,
      port,
      path: path + search,
      method: req.method,
      headers: forwardedHeaders(req, requestId),
    });
    let timedOut = false;
    upstream.setTimeout(upstreamTimeoutMs, () => {
      timedOut = true;
      upstream.destroy(new Error('upstream timeout'));
    });
    upstream.on('response', (answer) => {
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)));
      res.writeHead(answer.statusCode ?? 502, headers);
      // A service that dies mid-answer cuts this answer short; the edge itself carries on.
      answer.on('error', () => res.destroy());
      answer.pipe(res);
    });
    // Down or refusing: 502. Up but silent past the bound: 504 (the request may still complete there).
    upstream.on('error', () =>
      timedOut
        ? sendJson(res, 504, { message: messages.gatewayTimeout, code: 'gateway_timeout', requestId })
        : sendJson(res, 502, { message: messages.serviceUnavailable, code: 'service_unavailable', requestId }),
    );
    // A client that goes away should not leave the service working for nobody.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
};
