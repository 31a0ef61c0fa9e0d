import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { matchRoute, messages, type ServiceName } from '@jobboard/contracts';
import { parseRequestTarget } from './request-path';
import { securityHeaders } from './security-headers';

export interface EdgeOptions {
  /** Base URL of each service, e.g. `http://127.0.0.1:4001`. */
  upstreams: Record<ServiceName, string>;
  /** Answers every request that is not an API call (the front ends); 404 when absent. */
  serveFrontEnd?: (req: IncomingMessage, res: ServerResponse) => void;
  /** How long a service may take to answer before the edge gives up (ms). */
  upstreamTimeoutMs?: number;
}

/**
 * Where the edge listens: loopback, so a development machine does not offer the product (and its
 * demo accounts) to its whole network, unless HOST names another address (`HOST=0.0.0.0`).
 */
export const edgeHost = (env: NodeJS.ProcessEnv = process.env) => env.HOST?.trim() || '127.0.0.1';

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
  return headers;
};

/**
 * The development edge: one origin for the whole product. API calls go to the service the
 * routing table names for their method and path (the same table the production nginx config
 * is generated from); everything else goes to the front ends.
 */
export const createEdge = ({ upstreams, serveFrontEnd, upstreamTimeoutMs = 60_000 }: EdgeOptions): Server =>
  createServer((req, res) => {
    // One reading of the path: what is matched below is exactly what is forwarded.
    const target = parseRequestTarget(req.url ?? '/');
    if (!target.ok) return sendJson(res, 400, { message: target.reason, code: 'bad_request_path' });
    const { path, search } = target;
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok', service: 'edge' });
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
