import { pageTable, pathPatternSource, routesInMatchOrder, services, type Route, type ServiceName } from '@jobboard/contracts';

/** The nginx upstream block name of a service (`public-api` -> `public_api`). */
export const nginxUpstreamName = (service: ServiceName) => service.replace(/-/g, '_');

/** The key the map matches: method, one space, then the path (`GET /api/jobs`). */
export const nginxMapPattern = (route: Route) => {
  // HEAD is answered by the GET route, as Express and the dev edge do.
  const method = route.method === 'GET' ? '(GET|HEAD)' : route.method;
  return `^${method} ${pathPatternSource(route.path).slice(1)}`;
};

export const nginxApiRoutesFile = 'infra/nginx/api-routes.conf';

/**
 * The production edge's routing, generated from the one routing table: an upstream per
 * service, a map from "METHOD path" to the upstream that owns it, and the page table's paths. nginx tries regular
 * expressions of a map in the order written, so rows are written in the table's match order
 * (a literal segment before a parameter), exactly as the dev edge and Express match them.
 */
export const renderNginxApiRoutes = ({ servicePort = 3000 }: { servicePort?: number } = {}) => {
  const upstreams = services.map(
    (service) => `upstream ${nginxUpstreamName(service)} {\n    server ${service}:${servicePort};\n    keepalive 16;\n}`,
  );
  const rows = routesInMatchOrder().map((route) => `    "~${nginxMapPattern(route)}" ${nginxUpstreamName(route.service)};`);
  // Page paths of the page table: the shell answers them with 200, anything else with 404.
  const pages = pageTable.map((page) => `    "~${pathPatternSource(page.path)}" 1;`);
  return [
    '# Generated from the routing table (libs/contracts/src/routes.ts) by `npx nx run edge:nginx-config`.',
    '# Do not edit: a test fails when this file and the table drift apart.',
    '',
    ...upstreams,
    '',
    'map "$request_method $uri" $api_upstream {',
    '    default "";',
    ...rows,
    '}',
    '',
    'map $uri $shell_page {',
    '    default 0;',
    ...pages,
    '}',
    '',
  ].join('\n');
};
