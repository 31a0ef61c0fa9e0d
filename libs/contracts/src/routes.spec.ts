import { matchRoute, routeTable, routesInMatchOrder, routesOf, services } from './routes';

describe('the routing table', () => {
  it('has one row per method and path', () => {
    const keys = routeTable.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every service at least one row', () => {
    for (const service of services) expect(routesOf(service).length).toBeGreaterThan(0);
  });

  it('matches a literal segment before a parameter', () => {
    expect(matchRoute('GET', '/api/jobs/second-chance')?.path).toBe('/api/jobs/second-chance');
    expect(matchRoute('GET', '/api/jobs/507f1f77bcf86cd799439011')?.path).toBe('/api/jobs/:id');
    expect(matchRoute('POST', '/api/employers/login')?.path).toBe('/api/employers/login');
  });

  it('routes the same path to different services by method', () => {
    expect(matchRoute('GET', '/api/jobs/abc')?.service).toBe('public-api');
    expect(matchRoute('DELETE', '/api/jobs/abc')?.service).toBe('employer-api');
    expect(matchRoute('GET', '/api/employers')?.service).toBe('admin-api');
    expect(matchRoute('POST', '/api/employers')?.service).toBe('employer-api');
  });

  it('ignores the query string and answers HEAD like GET', () => {
    expect(matchRoute('GET', '/api/jobs?page=2&q=nurse')?.path).toBe('/api/jobs');
    expect(matchRoute('HEAD', '/api/jobs')?.path).toBe('/api/jobs');
  });

  it('matches nothing for unknown paths, methods or extra segments', () => {
    expect(matchRoute('GET', '/api/nope')).toBeUndefined();
    expect(matchRoute('PATCH', '/api/jobs')).toBeUndefined();
    expect(matchRoute('GET', '/api/jobs/1/2/3')).toBeUndefined();
    expect(matchRoute('GET', '/api/employers//jobs')).toBeUndefined();
  });

  it('orders every pattern after the more specific ones it could shadow', () => {
    const ordered = routesInMatchOrder();
    expect(ordered.findIndex((r) => r.path === '/api/jobs/second-chance')).toBeLessThan(
      ordered.findIndex((r) => r.path === '/api/jobs/:id'),
    );
  });
});
