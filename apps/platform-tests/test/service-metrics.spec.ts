import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { services, type ServiceName } from '@jobboard/contracts';
import { pingDatabase } from '@jobboard/db';
import { createProbeApp, startWebServer, type RunningWebServer } from '@jobboard/server-kit';
import { useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createAdminApi } from '@jobboard/admin-api/app';
import { createEdge } from '@jobboard/edge';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

// Prometheus metrics on each service's own port (the cluster's scraper reads them through the
// pod annotations of infra/k8s), never through an edge. That nginx forwards none of /metrics is
// checked with the edge's path cases (apps/edge/test/support/path-cases.ts).
useTestDatabase();
const running: Record<ServiceName, { readonly url: string }> = {
  'public-api': useTestService(createPublicApi),
  'employer-api': useTestService(createEmployerApi),
  'veteran-api': useTestService(createVeteranApi),
  'admin-api': useTestService(createAdminApi),
};

let edgeUrl = '';
let edge: ReturnType<typeof createEdge>;
let worker: RunningWebServer;
beforeAll(async () => {
  edge = createEdge({
    upstreams: Object.fromEntries(services.map((service) => [service, running[service].url])) as Record<ServiceName, string>,
  });
  edge.listen(0, '127.0.0.1');
  await once(edge, 'listening');
  edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  worker = await startWebServer(createProbeApp('worker', pingDatabase), { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await new Promise((resolve) => edge.close(resolve));
  await worker.stop();
});

const metricsOf = async (baseUrl: string) => {
  const answer = await fetch(`${baseUrl}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
};

/** A sample's value in Prometheus's text format, e.g. `http_requests_total{...} 3`. */
const sampleValue = (text: string, name: string, labels: Record<string, string>) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && wanted.every((pair) => row.includes(pair)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('service metrics', () => {
  it.each(services.map((service) => [service] as const))(
    '%s answers /metrics with requests by route pattern and status, event-loop lag and the database pool',
    async (service) => {
      // A route with a parameter, so the label must be its pattern, not the id.
      const path = {
        'public-api': '/api/jobs/507f1f77bcf86cd799439011',
        'employer-api': '/api/employers/507f1f77bcf86cd799439011',
        'veteran-api': '/api/veterans/507f1f77bcf86cd799439011',
        'admin-api': '/api/admin/user',
      }[service];
      const pattern = path.replace('507f1f77bcf86cd799439011', ':id');
      const before = await metricsOf(running[service].url);
      const answer = await fetch(`${running[service].url}${path}`);
      await answer.arrayBuffer();
      const after = await metricsOf(running[service].url);

      const labels = { service, method: 'GET', route: pattern, status: String(answer.status) };
      expect(sampleValue(after, 'http_requests_total', labels)).toBe((sampleValue(before, 'http_requests_total', labels) ?? 0) + 1);
      expect(sampleValue(after, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
      expect(after).not.toContain('507f1f77bcf86cd799439011');
      expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(after).toMatch(/^mongodb_pool_connections \d+/m);
      expect(after).toMatch(/^mongodb_pool_checked_out_connections \d+/m);
      expect(after).toMatch(/^mongodb_connected 1$/m);
      expect(after).not.toMatch(/route="\/metrics"/);
    },
  );

  // The outbox backlog is the worker's (apps/worker/test/worker-process.spec.ts reads it there).
  it('public-api reports its resume extraction queue', async () => {
    const text = await metricsOf(running['public-api'].url);
    expect(sampleValue(text, 'resume_extraction_queue', { state: 'running' })).toBe(0);
    expect(sampleValue(text, 'resume_extraction_queue', { state: 'waiting' })).toBe(0);
  });

  it("the worker's probe port answers health, readiness and metrics, and nothing else", async () => {
    expect((await fetch(`${worker.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
    expect(await metricsOf(worker.url)).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect((await fetch(`${worker.url}/api/jobs`)).status).toBe(404);
  });

  it.each(['/metrics', '/api/metrics', '/api/jobs/../../metrics'])('the dev edge never forwards %s to a service', async (path) => {
    const answer = await fetch(`${edgeUrl}${path}`);
    const body = await answer.text();
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-service')).toBeNull();
    expect(body).not.toContain('http_requests_total');
  });
});
