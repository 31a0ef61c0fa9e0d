import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute, routeTable, type Route } from '@jobboard/contracts';
import { nginxApiRoutesFile, nginxConfigFile, nginxUpstreamName, renderNginxApiRoutes, renderNginxConfig } from '../src/nginx-config';

const committed = readFileSync(join(__dirname, '..', '..', '..', nginxApiRoutesFile), 'utf8');

/** What nginx's map does with the generated file: the first regular expression that matches wins. */
const nginxUpstreamFor = (method: string, path: string) => {
  const rows = [...committed.matchAll(/^\s+"~(.+)" (\w+);$/gm)].map(([, pattern, upstream]) => ({
    pattern: new RegExp(pattern),
    upstream,
  }));
  return rows.find((row) => row.pattern.test(`${method} ${path}`))?.upstream;
};

const samplePath = (route: Route) =>
  route.path.replace(/:id/g, '507f1f77bcf86cd799439011').replace(/:name/g, 'acme-logistics');

describe('the production edge (nginx) routing', () => {
  it('is the config generated from the routing table (run `npx nx run edge:nginx-config` after changing the table)', () => {
    expect(committed).toBe(renderNginxApiRoutes());
  });

  it('is the config generated from the edge modules: security headers, path rules, precompressed files', () => {
    expect(readFileSync(join(__dirname, '..', '..', '..', nginxConfigFile), 'utf8')).toBe(renderNginxConfig());
  });

  it.each(routeTable.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'sends %s to the service that owns it',
    (_key, route) => {
      expect(nginxUpstreamFor(route.method, samplePath(route))).toBe(nginxUpstreamName(route.service));
    },
  );

  it('answers HEAD like GET and knows nothing the table does not', () => {
    expect(nginxUpstreamFor('HEAD', '/api/jobs')).toBe('public_api');
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['PATCH', '/api/jobs'],
      ['GET', '/api/jobs/1/2/3'],
      ['DELETE', '/api/employers'],
    ]) {
      expect(matchRoute(method, path)).toBeUndefined();
      expect(nginxUpstreamFor(method, path)).toBeUndefined();
    }
  });
});
