import { z } from 'zod';
import { employerRegistrationSchema } from './employers';
import { documentedStatusesOf, openApiDocumentOf, openApiPathOf, routeDocs, type RouteDoc } from './openapi';
import { routeTable, routesOf, services } from './routes';

const documents = Object.fromEntries(services.map((service) => [service, openApiDocumentOf(service, { sessionCookie: 'jb_session' })]));
const operationOf = (route: (typeof routeTable)[number]) =>
  (documents[route.service].paths?.[openApiPathOf(route.path)] as Record<string, { responses: Record<string, unknown> }>)[
    route.method.toLowerCase()
  ];

describe('the OpenAPI documents', () => {
  it.each(routeTable.map((route) => [`${route.method} ${route.path}`] as const))('%s has a description', (key) => {
    const doc = (routeDocs as Record<string, RouteDoc | undefined>)[key];
    expect(doc?.summary).toEqual(expect.any(String));
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
    const refusal = operationOf({ method: 'GET', path: '/api/employers/:id', service: 'employer-api' }).responses['403'];
    expect(refusal).toEqual(expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } }));
    expect(documentedStatusesOf({ method: 'POST', path: '/api/employers/login', service: 'employer-api' })).toEqual(
      expect.arrayContaining([200, 400, 401, 403, 413, 429]),
    );
    // A row not built yet documents only its 501 (while any such row remains).
    for (const route of routeTable.filter((row) => (routeDocs as Record<string, RouteDoc>)[`${row.method} ${row.path}`].planned)) {
      expect(documentedStatusesOf(route)).toEqual([501]);
    }
  });

  it('takes request bodies from the schemas the handlers validate with', () => {
    const operation = documents['employer-api'].paths?.['/api/employers']?.post;
    const body = operation?.requestBody as { content: Record<string, { schema: unknown }> };
    expect(body.content['application/json'].schema).toEqual(
      expect.objectContaining({ required: z.toJSONSchema(employerRegistrationSchema, { io: 'input' }).required }),
    );
  });
});
