import { z } from 'zod';
import { employerRegistrationSchema } from './employers';
import { documentedStatusesOf, openApiDocumentOf, openApiPathOf } from './openapi';
import { routeTable, routesOf, services, type Route } from './routes';

const documents = Object.fromEntries(services.map((service) => [service, openApiDocumentOf(service, { sessionCookie: 'jb_session' })]));
const rowOf = (key: Route['key']) => routeTable.find((route) => route.key === key)!;
const operationOf = (route: Route) =>
  (documents[route.service].paths?.[openApiPathOf(route.path)] as Record<string, { responses: Record<string, unknown> }>)[
    route.method.toLowerCase()
  ];

describe('the OpenAPI documents', () => {
  it.each(routeTable.map((route) => [route.key, route] as const))('%s has a description', (_key, route) => {
    expect(documents[route.service].paths?.[openApiPathOf(route.path)]?.[route.method.toLowerCase() as 'get']?.summary).toEqual(expect.any(String));
  });

  it.each(services)('%s publishes OpenAPI 3.1 with exactly its own rows of the routing table', (service) => {
    const document = documents[service];
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(routesOf(service).map((route) => `${route.method} ${openApiPathOf(route.path)}`).sort());
  });

  it('documents every status a row can answer, errors with the common error body', () => {
    for (const route of routeTable) {
      const responses = operationOf(route).responses;
      expect(Object.keys(responses).map(Number).sort()).toEqual(documentedStatusesOf(route));
    }
    const refusal = operationOf(rowOf('GET /api/employers/:id')).responses['403'];
    expect(refusal).toEqual(expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } }));
    expect(documentedStatusesOf(rowOf('POST /api/employers/login'))).toEqual(
      expect.arrayContaining([200, 400, 401, 403, 413, 429]),
    );
  });

  it('takes request bodies from the schemas the handlers validate with', () => {
    const operation = documents['employer-api'].paths?.['/api/employers']?.post;
    const body = operation?.requestBody as { content: Record<string, { schema: unknown }> };
    expect(body.content['application/json'].schema).toEqual(
      expect.objectContaining({ required: z.toJSONSchema(employerRegistrationSchema, { io: 'input' }).required }),
    );
  });
});
