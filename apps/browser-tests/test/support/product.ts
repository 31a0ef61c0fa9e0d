import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { services, type Portal, type ServiceName } from '@jobboard/contracts';
import { createApplicationTaskWorker } from '@jobboard/applications';
import { createOutboxWorker, type OutboxWorker } from '@jobboard/mail';
import { createLogger, mailEnvSchema, type TaskWorker } from '@jobboard/server-kit';
import { useTestDatabase, useTestService } from '@jobboard/test-kit';
// The browser tests start the real services and edge in-process.
import { createAdminApi } from '@jobboard/admin-api/app';
import { createEdge } from '@jobboard/edge';
import { createFrontEndHandler } from '@jobboard/edge/front-end';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

const distDir = join(__dirname, '..', '..', '..', '..', 'dist', 'apps');

export interface RunningProduct {
  /** The one origin, e.g. http://127.0.0.1:43123 */
  readonly url: string;
  /** Each service's own address, for arranging data through the API. */
  readonly serviceUrl: (service: ServiceName) => string;
  /** Takes a service off the edge (its address then refuses connections, as a dead service does) until `restoreService`. */
  readonly stopService: (service: ServiceName) => void;
  readonly restoreService: (service: ServiceName) => void;
}

// Nothing listens on port 1: connections are refused, exactly as when a service has stopped.
const deadUpstream = 'http://127.0.0.1:1';

export interface ProductOptions {
  /** Remote manifests to announce instead of the edge's own (e.g. an address where nothing answers). */
  remoteManifests?: Partial<Record<Portal, string>>;
  /** Services the edge should find down. */
  stoppedServices?: ServiceName[];
  /** public-api settings of this test file's own (e.g. `APPLY_MAX_IN_FLIGHT: 1` to see a crowd's "busy" answer). */
  publicApiSettings?: Record<string, string | number>;
}

/**
 * The whole product for one test file: its own database, the four services, the worker's outbox
 * sender and task queue, and the edge serving the built front ends (`nx run-many -t build`, a dependency of this
 * project's tests).
 */
export const useRunningProduct = (options: ProductOptions = {}): RunningProduct => {
  useTestDatabase();
  let edge: Server | undefined;
  let url = '';
  // Read by the edge on every request, so a service can be taken away and brought back mid-test.
  const upstreams = {} as Record<ServiceName, string>;
  // The first pages are rendered by public-api into the built shell's page, with the remotes and
  // API answers the edge serves (FRONT_END_URL): the edge listens first, its upstreams are filled
  // in once the services have started.
  const publicApiSettings: Record<string, string | number> = { SHELL_INDEX_HTML: join(distDir, 'shell', 'index.html'), ...options.publicApiSettings };
  beforeAll(async () => {
    edge = createEdge({
      upstreams,
      serveFrontEnd: createFrontEndHandler({ distDir, remoteManifests: options.remoteManifests }),
    });
    edge.listen(0, '127.0.0.1');
    await once(edge, 'listening');
    url = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
    publicApiSettings.FRONT_END_URL = url;
  });
  const running: Record<ServiceName, { readonly url: string }> = {
    'public-api': useTestService(createPublicApi, publicApiSettings),
    'employer-api': useTestService(createEmployerApi),
    'veteran-api': useTestService(createVeteranApi),
    'admin-api': useTestService(createAdminApi),
  };
  let outbox: OutboxWorker | undefined;
  let tasks: TaskWorker | undefined;
  beforeAll(async () => {
    // The worker's outbox sender sends the emails to the run's mail catcher, whose inbox the tests
    // read (tools/with-test-database.ts); the worker's scheduled jobs are not needed here.
    outbox = createOutboxWorker({ smtpUrl: process.env.SMTP_URL, from: mailEnvSchema.parse({}).MAIL_FROM, log: createLogger('worker', 'silent') });
    outbox.start();
    // The worker's task queue scores applications after they are answered, as in the product.
    tasks = createApplicationTaskWorker({ log: createLogger('worker', 'silent'), concurrency: 1, pollIntervalMs: 100 });
    tasks.start();
    for (const service of services) {
      upstreams[service] = options.stoppedServices?.includes(service) ? deadUpstream : running[service].url;
    }
  });
  // A test that stopped a service and then failed must not leave it stopped for the next one.
  afterEach(() => {
    for (const service of services) {
      if (!options.stoppedServices?.includes(service)) upstreams[service] = running[service].url;
    }
  });
  afterAll(async () => {
    await outbox?.stop();
    await tasks?.stop();
    edge?.closeAllConnections();
    await new Promise((resolve) => edge?.close(resolve));
  });
  return {
    get url() {
      return url;
    },
    serviceUrl: (service) => running[service].url,
    stopService: (service) => {
      upstreams[service] = deadUpstream;
    },
    restoreService: (service) => {
      upstreams[service] = running[service].url;
    },
  };
};
