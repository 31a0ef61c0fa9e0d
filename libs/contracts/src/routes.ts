/**
 * The routing table: every API call of the product (including logins,
 * logouts, sessions, the Stripe webhook and config), each owned by one service.
 * The dev edge, the generated nginx config and every service's router are driven
 * by this table, so a call is added here first.
 */

export const services = ['public-api', 'employer-api', 'veteran-api', 'admin-api'] as const;
export type ServiceName = (typeof services)[number];

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RouteRow {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly service: ServiceName;
}

export const routeTable = [
  // public-api: job seekers and public pages
  { method: 'GET', path: '/api/jobs', service: 'public-api' },
  { method: 'GET', path: '/api/jobs/second-chance', service: 'public-api' },
  { method: 'GET', path: '/api/jobs/:id', service: 'public-api' },
  { method: 'GET', path: '/api/jobs/:id/page', service: 'public-api' },
  { method: 'POST', path: '/api/jobs/:id/apply', service: 'public-api' },
  { method: 'POST', path: '/api/analyze-document', service: 'public-api' },
  { method: 'POST', path: '/api/resume/analyze', service: 'public-api' },
  { method: 'GET', path: '/api/document-analyses', service: 'public-api' },
  { method: 'GET', path: '/api/document-analyses/:id/report.pdf', service: 'public-api' },
  { method: 'GET', path: '/api/users/:id/applications', service: 'public-api' },
  { method: 'POST', path: '/api/applications/:id/follow-up', service: 'public-api' },
  { method: 'GET', path: '/api/interview/questions', service: 'public-api' },
  { method: 'GET', path: '/api/interview/practice', service: 'public-api' },
  { method: 'POST', path: '/api/interview/practice', service: 'public-api' },
  { method: 'GET', path: '/api/companies/search/:name', service: 'public-api' },
  { method: 'GET', path: '/api/career/articles', service: 'public-api' },
  { method: 'GET', path: '/api/career/articles/:id', service: 'public-api' },
  { method: 'POST', path: '/api/newsletter/subscribe', service: 'public-api' },
  { method: 'POST', path: '/api/job-alerts', service: 'public-api' },
  { method: 'GET', path: '/api/job-alerts', service: 'public-api' },
  { method: 'DELETE', path: '/api/job-alerts/:id', service: 'public-api' },
  { method: 'POST', path: '/api/job-alerts/confirm', service: 'public-api' },
  { method: 'POST', path: '/api/job-alerts/unsubscribe', service: 'public-api' },
  { method: 'POST', path: '/api/job-seekers/signup', service: 'public-api' },
  { method: 'POST', path: '/api/job-seekers/login', service: 'public-api' },
  { method: 'POST', path: '/api/job-seekers/logout', service: 'public-api' },
  { method: 'GET', path: '/api/job-seekers/session', service: 'public-api' },
  { method: 'POST', path: '/api/application-confirmations', service: 'public-api' },
  { method: 'GET', path: '/api/email-preferences', service: 'public-api' },
  { method: 'PUT', path: '/api/email-preferences', service: 'public-api' },
  // Saved jobs of the signed-in job seeker or veteran (the session says whose).
  { method: 'GET', path: '/api/saved-jobs', service: 'public-api' },
  { method: 'POST', path: '/api/saved-jobs/merge', service: 'public-api' },
  { method: 'PUT', path: '/api/saved-jobs/:jobId', service: 'public-api' },
  { method: 'DELETE', path: '/api/saved-jobs/:jobId', service: 'public-api' },

  // employer-api: employers and billing
  { method: 'POST', path: '/api/employers', service: 'employer-api' },
  { method: 'POST', path: '/api/employers/login', service: 'employer-api' },
  { method: 'POST', path: '/api/employers/logout', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/session', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id', service: 'employer-api' },
  { method: 'PUT', path: '/api/employers/:id', service: 'employer-api' },
  { method: 'PUT', path: '/api/employers/:id/credentials', service: 'employer-api' },
  { method: 'PUT', path: '/api/employers/:id/fair-chance', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/stats', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/jobs', service: 'employer-api' },
  { method: 'POST', path: '/api/employers/:id/jobs', service: 'employer-api' },
  { method: 'PUT', path: '/api/jobs/:id', service: 'employer-api' },
  { method: 'DELETE', path: '/api/jobs/:id', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/applications', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/applications/ranked', service: 'employer-api' },
  { method: 'GET', path: '/api/applications/:id', service: 'employer-api' },
  { method: 'GET', path: '/api/applications/:id/files/:fileId', service: 'employer-api' },
  { method: 'PUT', path: '/api/applications/:id/status', service: 'employer-api' },
  { method: 'PUT', path: '/api/applications/:id/pipeline', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/notifications', service: 'employer-api' },
  { method: 'PUT', path: '/api/employers/:id/notifications/read-all', service: 'employer-api' },
  { method: 'PUT', path: '/api/employers/:id/notifications/:notificationId/read', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/availability', service: 'employer-api' },
  { method: 'PUT', path: '/api/employers/:id/availability', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/interviews', service: 'employer-api' },
  { method: 'POST', path: '/api/interviews', service: 'employer-api' },
  { method: 'PUT', path: '/api/interviews/:id', service: 'employer-api' },
  { method: 'GET', path: '/api/subscription-plans', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/billing', service: 'employer-api' },
  { method: 'POST', path: '/api/employers/:id/create-subscription', service: 'employer-api' },
  { method: 'POST', path: '/api/employers/:id/create-payment-intent', service: 'employer-api' },
  { method: 'POST', path: '/api/employers/:id/cancel-subscription', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/plan-change-preview', service: 'employer-api' },
  { method: 'POST', path: '/api/employers/:id/change-plan', service: 'employer-api' },
  // Development with stripe-mock only: the server sends itself the signed event a payment brings.
  { method: 'POST', path: '/api/employers/:id/simulate-payment', service: 'employer-api' },
  { method: 'GET', path: '/api/employers/:id/statements/:statementId', service: 'employer-api' },
  { method: 'GET', path: '/api/billing/config', service: 'employer-api' },
  { method: 'POST', path: '/api/stripe/webhook', service: 'employer-api' },

  // veteran-api: veterans
  { method: 'POST', path: '/api/veterans', service: 'veteran-api' },
  { method: 'POST', path: '/api/veterans/login', service: 'veteran-api' },
  { method: 'POST', path: '/api/veterans/logout', service: 'veteran-api' },
  { method: 'GET', path: '/api/veterans/session', service: 'veteran-api' },
  { method: 'GET', path: '/api/veterans/:id', service: 'veteran-api' },
  { method: 'PUT', path: '/api/veterans/:id', service: 'veteran-api' },
  { method: 'PUT', path: '/api/veterans/:id/credentials', service: 'veteran-api' },
  { method: 'GET', path: '/api/veterans/:id/stats', service: 'veteran-api' },
  { method: 'GET', path: '/api/veterans/:id/applications', service: 'veteran-api' },
  { method: 'GET', path: '/api/veterans/:id/recommended-jobs', service: 'veteran-api' },

  // admin-api: the admin calls; its cross-platform lists keep their historical paths,
  // except all jobs, because GET /api/jobs is the public search.
  { method: 'GET', path: '/api/admin/user', service: 'admin-api' },
  { method: 'POST', path: '/api/admin/login', service: 'admin-api' },
  { method: 'POST', path: '/api/admin/logout', service: 'admin-api' },
  { method: 'GET', path: '/api/admin/jobs', service: 'admin-api' },
  { method: 'GET', path: '/api/applications', service: 'admin-api' },
  { method: 'GET', path: '/api/employers', service: 'admin-api' },
  { method: 'GET', path: '/api/veterans', service: 'admin-api' },
  { method: 'GET', path: '/api/admin/summary', service: 'admin-api' },
  { method: 'GET', path: '/api/admin/audit', service: 'admin-api' },
  { method: 'PUT', path: '/api/admin/employers/:id/verification', service: 'admin-api' },
  { method: 'PUT', path: '/api/admin/jobs/:id/close', service: 'admin-api' },
  { method: 'PUT', path: '/api/admin/employers/:id/active', service: 'admin-api' },
  { method: 'PUT', path: '/api/admin/veterans/:id/active', service: 'admin-api' },
  { method: 'PUT', path: '/api/admin/job-seekers/:id/active', service: 'admin-api' },

  // Each service's OpenAPI document (generated from the contracts) and a page to browse it.
  { method: 'GET', path: '/api/openapi/public-api.json', service: 'public-api' },
  { method: 'GET', path: '/api/openapi/public-api', service: 'public-api' },
  { method: 'GET', path: '/api/openapi/employer-api.json', service: 'employer-api' },
  { method: 'GET', path: '/api/openapi/employer-api', service: 'employer-api' },
  { method: 'GET', path: '/api/openapi/veteran-api.json', service: 'veteran-api' },
  { method: 'GET', path: '/api/openapi/veteran-api', service: 'veteran-api' },
  { method: 'GET', path: '/api/openapi/admin-api.json', service: 'admin-api' },
  { method: 'GET', path: '/api/openapi/admin-api', service: 'admin-api' },
] as const satisfies readonly RouteRow[];

export type Route = (typeof routeTable)[number];
export type RouteKey = `${Route['method']} ${Route['path']}`;
/** The keys of one service's rows, so a service cannot register a call it does not own. */
export type ServiceRouteKey<S extends ServiceName> = Extract<Route, { service: S }> extends infer R
  ? R extends Route
    ? `${R['method']} ${R['path']}`
    : never
  : never;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment.length > 0);
const isParam = (segment: string) => segment.startsWith(':');

/**
 * More specific patterns first: at the first segment where two patterns differ,
 * a literal wins over a parameter (`/api/jobs/second-chance` before `/api/jobs/:id`).
 */
const compareRouteSpecificity = (a: RouteRow, b: RouteRow): number => {
  const left = segmentsOf(a.path);
  const right = segmentsOf(b.path);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const leftParam = isParam(left[index]);
    const rightParam = isParam(right[index]);
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
  }
  return right.length - left.length;
};

/** Rows in matching order: the order every router (Express, the edge, nginx) must use. */
export const routesInMatchOrder = (rows: readonly Route[] = routeTable): Route[] =>
  [...rows].sort(compareRouteSpecificity);

export const routesOf = <S extends ServiceName>(service: S) =>
  routesInMatchOrder(routeTable.filter((route) => route.service === service)) as Extract<Route, { service: S }>[];

/** A regular expression for a path pattern; a parameter is one non-empty segment. */
export const pathPatternSource = (path: string): string =>
  '^' +
  segmentsOf(path)
    .map((segment) => (isParam(segment) ? '/[^/]+' : '/' + segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('') +
  '/?$';

const compiled = routesInMatchOrder().map((route) => ({ route, pattern: new RegExp(pathPatternSource(route.path)) }));

/** Which row answers this request, if any. The query string is ignored. */
export const matchRoute = (method: string, url: string): Route | undefined => {
  const path = url.split('?')[0];
  const upper = method.toUpperCase();
  // HEAD is answered by the GET route, as Express does.
  const effective = upper === 'HEAD' ? 'GET' : upper;
  return compiled.find(({ route, pattern }) => route.method === effective && pattern.test(path))?.route;
};
