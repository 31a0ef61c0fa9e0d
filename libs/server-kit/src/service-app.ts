import { randomUUID } from 'node:crypto';
import { busyRetryAfterMs, declarationOf, messages, renderedPageTable, routesOf, type RenderedPage, type RouteKey, type ServiceName } from '@jobboard/contracts';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { apiDocsRouter } from './api-docs';
import type { BaseServiceConfig } from './config';
import { refuseCrossSiteRequests } from './cross-site-requests';
import { apiNotFound, errorHandler } from './error-handler';
import { answerTextsReady } from './answer-language';
import { answerDeadline, createLoadShedding, shedLateRequests } from './load-shedding';
import type { Guards } from './guards';
import type { Logger } from './logger';
import { metricsHandler, metricsPath, requestMetrics } from './metrics';
import { expressHandlersOf, isApiDocsRoute, type AnyRouteImplementation, type RouteHandlers } from './route-handlers';

/** Handlers of the rendered pages (HTML, sitemap, robots.txt) the table gives this service. */
export type RenderedPageHandlers<S extends ServiceName> = Partial<Record<Extract<RenderedPage, { service: S }>['path'], RequestHandler>>;

export interface ServiceAppOptions<S extends ServiceName> {
  service: S;
  /** A handler for each call the routing table gives this service. */
  routes: RouteHandlers<S>;
  /** The guards the calls' declared access names. */
  guards: Guards;
  logger: Logger;
  /** The service's settings; ALLOWED_ORIGINS extends who may send state-changing requests. */
  config: BaseServiceConfig;
  /** Throws when the service cannot serve (the database does not answer). */
  readiness: () => Promise<void>;
  /** Mounted before the JSON parser, for routes that need the raw body (the Stripe webhook). */
  rawBodyRoutes?: (app: Express) => void;
  /** The documents of `renderedPageTable` this service renders for the edge (GET and HEAD). */
  renderedPages?: RenderedPageHandlers<S>;
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

/** What a service works on at once and how long it lets a request wait, unless configured. */
export const serviceLoadDefaults = { maxRequestsInFlight: 256, maxQueueWaitMs: 1_000, answerDeadlineSeconds: 30 } as const;
const probePaths = new Set(['/healthz', '/readyz', metricsPath]);

/** The Express app every service uses: the same headers, limits, logs, errors and health checks. */
export const createServiceApp = <S extends ServiceName>(options: ServiceAppOptions<S>): Express => {
  const app = express();
  app.disable('x-powered-by');
  // Behind the edge (dev edge or nginx) on the same host or network: trust its X-Forwarded-For.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');

  app.use((_req, res, next) => {
    res.setHeader('X-Service', options.service);
    next();
  });
  // Prometheus metrics: counted per route pattern here, read at GET /metrics (never forwarded by an edge).
  app.use(requestMetrics(options.service));
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === metricsPath },
    }),
  );
  // A request that waited too long to get here, or past what the service works on at once, is
  // refused at once (503 + Retry-After) instead of queueing; no client is kept past the deadline. Probes are never refused: a busy service is alive.
  // One busy answer for all three: the same message and wait, probes never refused.
  const busy = { retryAfterMs: busyRetryAfterMs, message: messages.serviceBusy, exempt: (path: string) => probePaths.has(path) };
  const { config } = options;
  app.use(shedLateRequests({ ...busy, maxWaitMs: config.MAX_QUEUE_WAIT_MS ?? serviceLoadDefaults.maxQueueWaitMs }));
  app.use(createLoadShedding({ ...busy, maxInFlight: config.MAX_REQUESTS_IN_FLIGHT ?? serviceLoadDefaults.maxRequestsInFlight }));
  app.use(answerDeadline({ ...busy, deadlineMs: (config.ANSWER_DEADLINE_SECONDS ?? serviceLoadDefaults.answerDeadlineSeconds) * 1000 }));
  app.use(helmet());
  // JSON answers are compressed here, once for both edges: the dev edge only relays bytes and
  // nginx leaves an answer that is already encoded alone. Brotli when accepted, else gzip; small
  // answers (under 1 KB) and files that are compressed already (PDF, DOCX) are sent as they are.
  app.use(compression());

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: options.service }));
  app.get(metricsPath, metricsHandler);
  app.get('/readyz', async (_req, res) => {
    try {
      await options.readiness();
      res.json({ status: 'ready', service: options.service });
    } catch (error) {
      res.status(503).json({ status: 'unavailable', service: options.service, message: (error as Error).message });
    }
  });

  // Before any body is read or route runs, so a refused upload stores nothing. The Stripe
  // webhook (raw body) passes: server-to-server calls carry neither Origin nor Sec-Fetch-Site.
  const crossSiteForms = routesOf(options.service).filter((route) => declarationOf(route).crossSiteForm);
  app.use(
    refuseCrossSiteRequests(
      options.config.ALLOWED_ORIGINS,
      crossSiteForms.map((route) => route.path),
    ),
  );
  app.use(cookieParser());
  app.use(answerTextsReady);
  options.rawBodyRoutes?.(app);
  // Those routes alone read a form body (a one-click unsubscribe is `List-Unsubscribe=One-Click`).
  for (const route of crossSiteForms) app.post(route.path, express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }));
  app.use('/api', express.json({ limit: '100kb', strict: true }));

  app.use(apiDocsRouter(options.service));
  for (const page of renderedPageTable.filter((row) => row.service === options.service)) {
    const handler = options.renderedPages?.[page.path as keyof RenderedPageHandlers<S>];
    if (handler) app.get(page.path, handler);
  }
  // In the table's match order, so a literal path is tried before a parameter.
  const implementations: Partial<Record<RouteKey, AnyRouteImplementation>> = options.routes;
  for (const route of routesOf(options.service).filter((row) => !isApiDocsRoute(row.key))) {
    const implementation = implementations[route.key];
    if (!implementation) throw new Error(`${options.service} has no handler for ${route.key}`);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    app[method](route.path, ...expressHandlersOf(declarationOf(route), implementation, options.guards));
  }

  app.use('/api', apiNotFound);
  app.use(errorHandler);
  return app;
};
