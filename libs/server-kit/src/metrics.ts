import { OutboxMessageModel, queuedTaskStatuses } from '@jobboard/db';
import type { RequestHandler } from 'express';
import mongoose from 'mongoose';
import { countQueuedTasks } from './task-queue';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of the process (prom-client), answered at `GET /metrics` on the service's
 * own port. Neither edge forwards that path: the dev edge and nginx forward only the routing
 * table's `/api/...` rows and the rendered pages, and the Kubernetes routes are generated from
 * the same table (apps/edge/src/k8s-manifests.ts), so only a scraper inside the cluster reads it.
 *
 * One registry per process (tests run several services in one process: the `service` label
 * tells their requests apart). Everything per request is two label lookups at the end of the
 * answer; the rest is computed when Prometheus scrapes.
 */
export const metricsPath = '/metrics';

let registry: Registry | undefined;
let httpRequests: Counter<'service' | 'method' | 'route' | 'status'>;
let httpDuration: Histogram<'service' | 'method' | 'route' | 'status'>;

/** The process's registry, with Node's default metrics (event-loop lag, heap, GC, CPU) and the database pool. */
export const metricsRegistry = (): Registry => {
  if (registry) return registry;
  const created = new Registry();
  // nodejs_eventloop_lag_seconds and nodejs_eventloop_lag_p99_seconds among them (10 ms resolution).
  collectDefaultMetrics({ register: created, eventLoopMonitoringPrecision: 10 });
  httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by service, method, route pattern of the routing table and status.',
    labelNames: ['service', 'method', 'route', 'status'],
    registers: [created],
  });
  httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by service, method, route pattern and status.',
    labelNames: ['service', 'method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [created],
  });
  registerDatabasePoolMetrics(created);
  registry = created;
  return created;
};

/**
 * Counts each answer under its route pattern (`/api/jobs/:id`, never the id itself, so the
 * number of series stays that of the table); a path no route matched counts as `unmatched`.
 */
export const requestMetrics = (service: string): RequestHandler => {
  metricsRegistry();
  return (req, res, next) => {
    if (req.path === metricsPath) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const route = (req.route as { path?: unknown } | undefined)?.path;
      const labels = {
        service,
        method: req.method,
        route: typeof route === 'string' ? route : req.path === '/healthz' || req.path === '/readyz' ? req.path : 'unmatched',
        status: String(res.statusCode),
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
};

/** `GET /metrics`: the registry in Prometheus's text format. */
export const metricsHandler: RequestHandler = (_req, res, next) => {
  const current = metricsRegistry();
  current.metrics().then((text) => {
    res.setHeader('Content-Type', current.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(text);
  }, next);
};

type MongoClient = ReturnType<typeof mongoose.connection.getClient>;

/**
 * The driver's connection pool, from its monitoring events: connections open, checked out (in
 * use by a query), the pool's ceiling, and check-outs that failed (the pool was exhausted for
 * longer than the wait allows, or the server was away). Follows the client mongoose holds, also
 * when the connection module replaces a stuck one.
 */
const registerDatabasePoolMetrics = (into: Registry) => {
  const watched = new WeakSet<MongoClient>();
  let open = 0;
  let checkedOut = 0;
  const failures = new Counter({
    name: 'mongodb_pool_checkout_failures_total',
    help: 'Connection check-outs from the driver pool that failed.',
    labelNames: ['reason'],
    registers: [into],
  });
  const watch = () => {
    let client: MongoClient | undefined;
    try {
      client = mongoose.connection.getClient();
    } catch {
      return;
    }
    if (!client || watched.has(client)) return;
    watched.add(client);
    open = 0;
    checkedOut = 0;
    client.on('connectionCreated', () => (open += 1));
    client.on('connectionClosed', () => (open = Math.max(0, open - 1)));
    client.on('connectionCheckedOut', () => (checkedOut += 1));
    client.on('connectionCheckedIn', () => (checkedOut = Math.max(0, checkedOut - 1)));
    client.on('connectionCheckOutFailed', (event: { reason?: unknown }) => failures.inc({ reason: String(event.reason ?? 'unknown') }));
  };
  watch();
  mongoose.connection.on('connected', watch);
  new Gauge({
    name: 'mongodb_pool_connections',
    help: 'Connections the driver pool holds open to the database.',
    registers: [into],
    collect() {
      watch();
      this.set(open);
    },
  });
  new Gauge({
    name: 'mongodb_pool_checked_out_connections',
    help: 'Pool connections in use by a database operation right now.',
    registers: [into],
    collect() {
      watch();
      this.set(checkedOut);
    },
  });
  new Gauge({
    name: 'mongodb_pool_max_connections',
    help: 'The most connections the pool opens (maxPoolSize).',
    registers: [into],
    collect() {
      try {
        this.set(mongoose.connection.getClient()?.options.maxPoolSize ?? 0);
      } catch {
        this.set(0);
      }
    },
  });
  new Gauge({
    name: 'mongodb_connected',
    help: '1 while the process is connected to the database.',
    registers: [into],
    collect() {
      this.set(mongoose.connection.readyState === mongoose.ConnectionStates.connected ? 1 : 0);
    },
  });
};

/**
 * A gauge read when Prometheus scrapes (queue lengths and the like); registered once per name,
 * so a module that is set up twice in one process (tests) keeps the first.
 */
export const registerCollectedGauge = <L extends string = never>(options: {
  name: string;
  help: string;
  labelNames?: readonly L[];
  collect: (set: (value: number, labels?: Partial<Record<L, string>>) => void) => void | Promise<void>;
}): void => {
  const into = metricsRegistry();
  if (into.getSingleMetric(options.name)) return;
  new Gauge<L>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [into],
    async collect() {
      this.reset();
      await options.collect((value, labels) => (labels ? this.set(labels as Partial<Record<L, string | number>>, value) : this.set(value)));
    },
  });
};

/**
 * The outbox's backlog by status (queued, sending, failed), for the process that sends the
 * outbox (the worker). One counting
 * aggregation per scrape on the `{status, nextAttemptAt}` index; 0 while the database is away.
 */
export const registerOutboxMetrics = (): void =>
  registerCollectedGauge<'status'>({
    name: 'outbox_messages',
    help: 'Emails in the outbox not yet sent, by status (queued, sending, failed).',
    labelNames: ['status'],
    async collect(set) {
      for (const status of ['queued', 'sending', 'failed']) set(0, { status });
      if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
      const counts = await OutboxMessageModel.aggregate<{ _id: string; count: number }>([
        { $match: { status: { $in: ['queued', 'sending', 'failed'] } } },
        { $group: { _id: '$status', count: { $sum: 1 } } },
      ]);
      for (const row of counts) set(row.count, { status: row._id });
    },
  });

/** The task queue's depth by kind and status; `dead` above zero wants an operator (`npm run tasks`). */
export const registerTaskQueueMetrics = (): void =>
  registerCollectedGauge<'kind' | 'status'>({
    name: 'queued_tasks',
    help: 'Background tasks (application scoring) by kind and status (queued, running, done, dead).',
    labelNames: ['kind', 'status'],
    async collect(set) {
      if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
      const counts = await countQueuedTasks();
      for (const kind of new Set(counts.map((row) => row.kind))) for (const status of queuedTaskStatuses) set(0, { kind, status });
      for (const row of counts) set(row.count, { kind: row.kind, status: row.status });
    },
  });
