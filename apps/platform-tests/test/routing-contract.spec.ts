import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { routeTable, services, type Route, type ServiceName } from '@jobboard/contracts';
import { TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
// Platform tests start the real services and the real edge in-process.
import { createAdminApi } from '@jobboard/admin-api/app';
import { createEdge } from '@jobboard/edge';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';

useTestDatabase();
const running: Record<ServiceName, { readonly url: string }> = {
  'public-api': useTestService(createPublicApi),
  'employer-api': useTestService(createEmployerApi),
  'veteran-api': useTestService(createVeteranApi),
  'admin-api': useTestService(createAdminApi),
};

let edgeUrl = '';
let edge: ReturnType<typeof createEdge>;
beforeAll(async () => {
  edge = createEdge({
    upstreams: Object.fromEntries(services.map((service) => [service, running[service].url])) as Record<ServiceName, string>,
  });
  edge.listen(0, '127.0.0.1');
  await once(edge, 'listening');
  edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => edge.close(resolve)));

const samplePath = (route: Route) =>
  route.path.replace(/:id/g, '507f1f77bcf86cd799439011').replace(/:name/g, 'acme-logistics');

const call = (baseUrl: string, route: Route) =>
  new TestClient(() => baseUrl).send<{ code?: string } | null>(
    route.method,
    samplePath(route),
    route.method === 'POST' || route.method === 'PUT' ? {} : undefined,
  );

const rows = routeTable.map((route) => [`${route.method} ${route.path}`, route] as const);

describe('the routing table is served exactly as written', () => {
  it.each(rows)('%s is answered by its owning service and by no other', async (_key, route) => {
    for (const service of services) {
      const response = await call(running[service].url, route);
      // The session checks answer null to a visitor: no body code at all.
      if (service === route.service) expect(response.body?.code).not.toBe('route_not_found');
      else {
        expect(response.status).toBe(404);
        expect(response.body?.code).toBe('route_not_found');
      }
    }
  });

  it.each(rows)('%s reaches its owning service through the edge', async (_key, route) => {
    const response = await call(edgeUrl, route);
    expect(response.headers.get('x-service')).toBe(route.service);
    expect(response.body?.code).not.toBe('route_not_found');
  });
});

describe('the edge', () => {
  it('answers an unknown API path with a 404 JSON message and no service involved', async () => {
    const response = await new TestClient(() => edgeUrl).get<{ code: string; message: string }>('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-service')).toBeNull();
    expect(response.body.code).toBe('route_not_found');
    expect(response.body.message.length).toBeGreaterThan(0);
  });

  it('passes query strings, bodies, status codes and cookies through unchanged', async () => {
    const jobs = await new TestClient(() => edgeUrl).get<{ page: number }>('/api/jobs?page=2');
    expect(jobs.status).toBe(200);
    expect(jobs.body.page).toBe(2);

    const hostile = await new TestClient(() => edgeUrl).post('/api/employers/login', { email: { $gt: '' }, password: 'x' });
    expect(hostile.status).toBe(400);
  });

  it('keeps the request id it was given so one request can be followed across logs', async () => {
    const response = await new TestClient(() => edgeUrl).get('/api/jobs', { 'x-request-id': 'trace-me-12345' });
    expect(response.headers.get('x-request-id')).toBe('trace-me-12345');
  });

  it('answers 502 with a JSON message when a service is down, and keeps serving the others', async () => {
    const partial = createEdge({
      upstreams: {
        ...(Object.fromEntries(services.map((service) => [service, running[service].url])) as Record<ServiceName, string>),
        'employer-api': 'http://127.0.0.1:1',
      },
    });
    partial.listen(0, '127.0.0.1');
    await once(partial, 'listening');
    const url = `http://127.0.0.1:${(partial.address() as AddressInfo).port}`;
    try {
      const down = await new TestClient(() => url).get<{ code: string }>('/api/subscription-plans');
      expect(down.status).toBe(502);
      expect(down.body.code).toBe('service_unavailable');
      expect((await new TestClient(() => url).get('/api/jobs')).status).toBe(200);
    } finally {
      await new Promise((resolve) => partial.close(resolve));
    }
  });
});
