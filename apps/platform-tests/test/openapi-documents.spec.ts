import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { routesOf, services, type ServiceName } from '@jobboard/contracts';
import { openApiPathOf } from '@jobboard/contracts/openapi';
import { TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
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

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary: string }>>;
}

describe('each service publishes its OpenAPI document through the edge', () => {
  it.each(services)('%s: the document lists every operation it serves', async (service) => {
    const response = await new TestClient(() => edgeUrl).get<OpenApiDocument>(`/api/openapi/${service}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service')).toBe(service);
    expect(response.body.openapi).toBe('3.1.0');
    for (const route of routesOf(service)) {
      expect(response.body.paths[openApiPathOf(route.path)]?.[route.method.toLowerCase()]?.summary).toEqual(expect.any(String));
    }
  });

  it.each(services)('%s: the docs page shows every operation, with no script to run', async (service) => {
    const response = await fetch(`${edgeUrl}/api/openapi/${service}`);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page).not.toMatch(/<script|<style|\son[a-z]+=/i);
    expect(page).toContain(`/api/openapi/${service}.json`);
    for (const route of routesOf(service)) expect(page).toContain(`${route.method} ${openApiPathOf(route.path)}`);
  });
});
