import type { ServiceName } from '@jobboard/contracts';

/**
 * Request paths as an attacker sends them (raw, not normalised by a client), and what both
 * edges must do: refuse them, or forward exactly the normalised path they matched.
 */
export type PathCase =
  | { target: string; refused: true }
  | { target: string; forwardedTo: ServiceName; path: string }
  | { target: string; notForwarded: true };

export const pathCases: PathCase[] = [
  // A backslash is a slash to URL parsers: these reached /readyz of the services.
  { target: '/api/jobs/..\\..\\readyz', refused: true },
  { target: '/api/jobs/..%5c..%5creadyz', refused: true },
  { target: '/api/jobs/..%5C..%5Creadyz', refused: true },
  // Encoded dot segments and slashes: one reading for the edge, another for the service.
  { target: '/api/jobs/%2e%2e/%2e%2e/readyz', refused: true },
  { target: '/api/jobs/%2E%2E/%2E%2E/healthz', refused: true },
  { target: '/api/jobs/.%2e/.%2e/readyz', refused: true },
  { target: '/api/jobs/..%2f..%2freadyz', refused: true },
  { target: '/api/employers/%2e%2e%2f%2e%2e%2freadyz/jobs', refused: true },
  { target: '/api/veterans/..%2F..%2Freadyz', refused: true },
  { target: '/api/jobs/%00', refused: true },
  // Literal dot segments are resolved once; the result is what is matched and forwarded.
  { target: '/api/jobs/../../readyz', notForwarded: true },
  // Each service's Prometheus metrics are for the cluster's scraper only: no edge forwards them.
  { target: '/metrics', notForwarded: true },
  { target: '/api/metrics', notForwarded: true },
  { target: '/api/jobs/../../metrics', notForwarded: true },
  { target: '/api/../metrics?x=1', notForwarded: true },
  { target: '/api/jobs/../employers/507f1f77bcf86cd799439011/jobs', forwardedTo: 'employer-api', path: '/api/employers/507f1f77bcf86cd799439011/jobs' },
  { target: '/api//jobs/./507f1f77bcf86cd799439011', forwardedTo: 'public-api', path: '/api/jobs/507f1f77bcf86cd799439011' },
  // Ordinary paths pass unchanged, escapes and query included (an encoded slash in the query is fine).
  { target: '/api/jobs?q=a%2Fb&location=caf%C3%A9', forwardedTo: 'public-api', path: '/api/jobs?q=a%2Fb&location=caf%C3%A9' },
  { target: '/api/companies/search/caf%C3%A9%20bar', forwardedTo: 'public-api', path: '/api/companies/search/caf%C3%A9%20bar' },
  { target: '/api/veterans/507f1f77bcf86cd799439011', forwardedTo: 'veteran-api', path: '/api/veterans/507f1f77bcf86cd799439011' },
];
