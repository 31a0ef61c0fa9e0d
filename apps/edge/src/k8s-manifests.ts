/**
 * The Kubernetes shape of the product (infra/k8s/base), generated like the nginx config from the
 * one routing table (`routeTable`), the service list (`services`) and the portals (`portals`):
 * a Deployment, Service, HorizontalPodAutoscaler and PodDisruptionBudget for each API, for the
 * edge (the shell, /config/remotes.json and the rendered pages) and for each remote; the worker;
 * and the Gateway API HTTPRoutes that send each `/api/...` row to its service by method and path
 * and `/remotes/<portal>/` to its remote. `npx nx run edge:nginx-config` writes these files with
 * the nginx ones; a test fails when they drift from the table.
 */
import { portals, routeTable, services, type Portal, type Route, type ServiceName } from '@jobboard/contracts';
import { stringify } from 'yaml';
import { remoteManifestUrls } from './front-end';

export const k8sBaseDir = 'infra/k8s/base';

/** The version every image of the base is pinned to; the overlays pin each image on its own. */
export const k8sImageVersion = '0.1.0';
const imageRepository = 'real-opportunities';

const partOf = 'real-opportunities';
const apiPort = 3000;
const staticPort = 8080;
const secretName = 'app-secrets';
const configName = 'app-config';
const remotesConfigName = 'remotes';
export const gatewayName = 'jobboard';

export type Workload = {
  name: string;
  component: 'api' | 'edge' | 'remote' | 'worker';
  image: string;
  port: number;
};

export const remoteWorkloadName = (portal: Portal) => `remote-${portal}`;

/** Every workload of the product, each with the image it runs. */
export const workloads = (): Workload[] => [
  ...services.map((service): Workload => ({ name: service, component: 'api', image: `${imageRepository}/${service}`, port: apiPort })),
  // All the background work (apps/worker): the outbox and every scheduled job, in an image of its own.
  { name: 'worker', component: 'worker', image: `${imageRepository}/worker`, port: apiPort },
  { name: 'edge', component: 'edge', image: `${imageRepository}/edge`, port: staticPort },
  ...portals.map(
    (portal): Workload => ({ name: remoteWorkloadName(portal), component: 'remote', image: `${imageRepository}/${remoteWorkloadName(portal)}`, port: staticPort }),
  ),
];

const labelsOf = (workload: Workload) => ({
  'app.kubernetes.io/name': workload.name,
  'app.kubernetes.io/component': workload.component,
  'app.kubernetes.io/part-of': partOf,
});
const selectorOf = (workload: Workload) => ({ 'app.kubernetes.io/name': workload.name });

/** Settings no one may read from the repository: the Secret is made in the cluster (docs/deploy.md). */
const secretEnv = (name: string, optional = false) => ({
  name,
  valueFrom: { secretKeyRef: { name: secretName, key: name, ...(optional ? { optional: true } : {}) } },
});

const envOf = (workload: Workload) => {
  if (workload.component === 'edge' || workload.component === 'remote') return [];
  const env = [secretEnv('MONGODB_URI'), secretEnv('SESSION_SECRET')];
  if (workload.name === 'employer-api') {
    env.push(secretEnv('STRIPE_SECRET_KEY', true), secretEnv('STRIPE_PUBLISHABLE_KEY', true), secretEnv('STRIPE_WEBHOOK_SECRET', true));
  }
  // The worker alone sends the outbox, and cancels subscriptions left unpaid at Stripe.
  if (workload.name === 'worker') env.push(secretEnv('SMTP_URL', true), secretEnv('STRIPE_SECRET_KEY', true));
  return env;
};

/**
 * Requests and limits per kind of workload, from measured memory (infra/k8s/measure-service-memory.sh:
 * 116-134 MB idle, up to 185 MB after a burst; public-api's resume parsing adds up to 128 MB per
 * extraction slot): docs/capacity.md.
 */
const resourcesOf = (workload: Workload) => {
  switch (workload.component) {
    case 'api':
      // public-api extracts resume text (2 at once, each allowed up to 128 MB beside the heap).
      return workload.name === 'public-api'
        ? { requests: { cpu: '500m', memory: '512Mi' }, limits: { cpu: '2', memory: '1Gi' } }
        : { requests: { cpu: '250m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } };
    case 'worker':
      return { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '500m', memory: '512Mi' } };
    default:
      return { requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '500m', memory: '128Mi' } };
  }
};

const isNode = (workload: Workload) => workload.component === 'api' || workload.component === 'worker';

const deploymentOf = (workload: Workload) => {
  const node = isNode(workload);
  // The node image's `node` user; nginx-unprivileged's `nginx` user.
  const user = node ? 1000 : 101;
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: workload.name, labels: labelsOf(workload) },
    spec: {
      // The autoscaler owns the count of every workload it scales (an applied count would undo
      // its work on each deploy); the worker has none, and two replicas.
      ...(workload.component === 'worker' ? { replicas: 2 } : {}),
      revisionHistoryLimit: 5,
      selector: { matchLabels: selectorOf(workload) },
      // A new version comes up and turns ready before an old pod goes: no gap in service.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: {
          labels: labelsOf(workload),
          annotations: node
            ? { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(workload.port), 'prometheus.io/path': '/metrics' }
            : { 'prometheus.io/scrape': 'false' },
        },
        spec: {
          automountServiceAccountToken: false,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: user,
            runAsGroup: user,
            fsGroup: user,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          // Longer than a service's own shutdown grace (10 s for requests in flight).
          terminationGracePeriodSeconds: 30,
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selectorOf(workload) },
            },
          ],
          containers: [
            {
              name: workload.name,
              image: `${workload.image}:${k8sImageVersion}`,
              imagePullPolicy: 'IfNotPresent',
              ports: [{ name: 'http', containerPort: workload.port }],
              ...(node ? { envFrom: [{ configMapRef: { name: configName } }] } : {}),
              ...(envOf(workload).length > 0 ? { env: envOf(workload) } : {}),
              // Started: the process answers. Ready: it can serve (a service's /readyz pings the
              // database, so every API pod turns unready while MongoDB is unreachable). Alive:
              // the process answers at all (never the database: its outage restarts nothing).
              startupProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 2, failureThreshold: 30 },
              readinessProbe: {
                httpGet: { path: node ? '/readyz' : '/healthz', port: 'http' },
                periodSeconds: 5,
                timeoutSeconds: 3,
                failureThreshold: 2,
              },
              livenessProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 6 },
              // Endpoints are removed while the pod still answers, then SIGTERM drains it.
              lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
              resources: resourcesOf(workload),
              securityContext: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: true,
                capabilities: { drop: ['ALL'] },
              },
              volumeMounts: [
                { name: 'tmp', mountPath: '/tmp' },
                ...(workload.component === 'edge' ? [{ name: 'remotes', mountPath: '/usr/share/nginx/html/config', readOnly: true }] : []),
              ],
            },
          ],
          volumes: [
            { name: 'tmp', emptyDir: { sizeLimit: '64Mi' } },
            // Mounted as a folder (no subPath), so an edited ConfigMap reaches the running edge.
            ...(workload.component === 'edge' ? [{ name: 'remotes', configMap: { name: remotesConfigName } }] : []),
          ],
        },
      },
    },
  };
};

const serviceOf = (workload: Workload) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: workload.name, labels: labelsOf(workload) },
  spec: {
    type: 'ClusterIP',
    selector: selectorOf(workload),
    // The edge's nginx upstreams are `<service>:3000`, as in docker-compose.
    ports: [{ name: 'http', port: workload.port, targetPort: 'http', protocol: 'TCP' }],
  },
});

const autoscalerOf = (workload: Workload) => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: workload.name, labels: labelsOf(workload) },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: workload.name },
    minReplicas: 2,
    maxReplicas: workload.component === 'api' ? 10 : 4,
    metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
    behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
  },
});

const disruptionBudgetOf = (workload: Workload) => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name: workload.name, labels: labelsOf(workload) },
  // One pod at a time, whatever the replica count (a drain never takes a whole service).
  spec: { maxUnavailable: 1, selector: { matchLabels: selectorOf(workload) } },
});

const documents = (header: string[], docs: object[]) =>
  [...header.map((line) => `# ${line}\n`), ...docs.map((doc) => `---\n${stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false })}`)].join('');

const generatedHeader = (what: string) => [
  `${what}`,
  'Generated by `npx nx run edge:nginx-config` (apps/edge/src/k8s-manifests.ts) from libs/contracts.',
  'Do not edit: a test fails when this file and its sources drift apart. Overlays patch it.',
];

const renderWorkloads = (component: Workload['component'] | 'front-end', what: string) => {
  const chosen = workloads().filter((workload) =>
    component === 'front-end' ? workload.component === 'edge' || workload.component === 'remote' : workload.component === component,
  );
  return documents(
    generatedHeader(what),
    chosen.flatMap((workload) =>
      workload.component === 'worker'
        ? // No Service (it answers no one but its probes and Prometheus, which scrapes the pod) and
          // no CPU autoscaler: the outbox backlog, not CPU, says when it needs more replicas.
          [deploymentOf(workload), disruptionBudgetOf(workload)]
        : [deploymentOf(workload), serviceOf(workload), autoscalerOf(workload), disruptionBudgetOf(workload)],
    ),
  );
};

// --- Network policies ---------------------------------------------------------------------

/**
 * Namespaces whose pods may reach the workloads: the Gateway's data plane (Envoy Gateway runs its
 * proxies in its own namespace) and Prometheus. Overlays patch the names for other setups.
 */
export const gatewayNamespace = 'envoy-gateway-system';
export const monitoringNamespace = 'monitoring';

const fromNamespace = (name: string) => ({ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': name } } });

/**
 * Nothing reaches a pod unless a policy lets it: the Gateway reaches the APIs, the edge and the
 * remotes; the edge reaches public-api (the rendered pages) and the other APIs (its nginx
 * upstreams); public-api reaches the edge for the shell's page and server build, the remotes'
 * server builds and the API answers of the pages it renders (SHELL_INDEX_HTML, FRONT_END_URL); Prometheus reaches the Node processes' /metrics. Kubelet probes come from
 * the node and are not filtered by NetworkPolicies.
 */
const renderNetworkPolicies = () =>
  documents(generatedHeader('NetworkPolicies: who may open a connection to each workload.'), [
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name: 'default-deny-ingress' },
      spec: { podSelector: {}, policyTypes: ['Ingress'] },
    },
    ...workloads().map((workload) => {
      const sources =
        workload.component === 'worker'
          ? [fromNamespace(monitoringNamespace)]
          : workload.component === 'api'
            ? [fromNamespace(gatewayNamespace), { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'edge' } } }, fromNamespace(monitoringNamespace)]
            : workload.component === 'edge'
              ? [fromNamespace(gatewayNamespace), { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'public-api' } } }]
              : [fromNamespace(gatewayNamespace)];
      return {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: workload.name, labels: labelsOf(workload) },
        spec: {
          podSelector: { matchLabels: selectorOf(workload) },
          policyTypes: ['Ingress'],
          ingress: [{ from: sources, ports: [{ port: 'http', protocol: 'TCP' }] }],
        },
      };
    }),
  ]);

// --- Routes ---------------------------------------------------------------------------------

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment.length > 0);
const re2Escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * A table row's Gateway API path match: `Exact` for a path without a parameter (the spec puts
 * Exact before any other match, so `/api/jobs/second-chance` wins over `/api/jobs/:id`), else a
 * `RegularExpression` (RE2, matched against the whole path) where a parameter is one segment.
 * The table has no two parameter rows of different services that one request could match
 * (a test checks it), so the implementation-specific order of regular expressions never matters.
 */
export const gatewayPathMatch = (path: string) =>
  path.includes('/:')
    ? {
        type: 'RegularExpression' as const,
        value: segmentsOf(path)
          .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${re2Escaped(segment)}`))
          .join(''),
      }
    : { type: 'Exact' as const, value: path };

/**
 * Every path that starts with none of `prefixes`, as one RE2 expression without look-ahead:
 * the edge's catch-all, so that it overlaps no API or remote match and no precedence rule of
 * a Gateway implementation decides between them.
 */
export const pathsNotUnder = (prefixes: readonly string[]): string => {
  type Node = { end: boolean; next: Map<string, Node> };
  const root: Node = { end: false, next: new Map() };
  for (const prefix of prefixes) {
    let node = root;
    for (const char of prefix) {
      const child = node.next.get(char) ?? { end: false, next: new Map() };
      node.next.set(char, child);
      node = child;
    }
    node.end = true;
  }
  const classEscaped = (char: string) => (/[\]\\^-]/.test(char) ? `\\${char}` : char);
  const below = (node: Node): string | undefined => {
    if (node.end) return undefined;
    const chars = [...node.next.keys()];
    const branches = [`[^${chars.map(classEscaped).join('')}].*`];
    for (const [char, child] of node.next) {
      const rest = below(child);
      if (rest !== undefined) branches.push(`${re2Escaped(char)}${rest}`);
    }
    return `(${branches.join('|')})?`;
  };
  return below(root) ?? '';
};

type HttpRouteMatch = { path: { type: 'Exact' | 'RegularExpression' | 'PathPrefix'; value: string }; method?: string };

/** A row's matches: GET also answers HEAD, as Express, the dev edge and nginx do. */
export const gatewayMatchesOf = (route: Route): HttpRouteMatch[] => {
  const path = gatewayPathMatch(route.path);
  return (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]).map((method) => ({ path, method }));
};

/** Within the Gateway API's limits on every version since v1.0: 8 matches a rule, 16 rules a route. */
const matchesPerRule = 8;
const rulesPerRoute = 16;
const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const parentRefs = [{ name: gatewayName, sectionName: 'http' }];

const httpRoute = (name: string, backend: { name: string; port: number }, matches: HttpRouteMatch[], component: string) =>
  chunk(chunk(matches, matchesPerRule), rulesPerRoute).map((rules, index, all) => ({
    apiVersion: 'gateway.networking.k8s.io/v1',
    kind: 'HTTPRoute',
    metadata: { name: all.length > 1 ? `${name}-${index + 1}` : name, labels: { 'app.kubernetes.io/component': component, 'app.kubernetes.io/part-of': partOf } },
    spec: {
      parentRefs,
      rules: rules.map((ruleMatches) => ({
        matches: ruleMatches,
        backendRefs: [{ name: backend.name, port: backend.port }],
        // Uploads (5 MB resumes) over slow links and the 60 s the edge waits for a service.
        timeouts: { request: '60s' },
      })),
    },
  }));

/** The prefixes the Gateway sends past the edge: the API rows and the remotes. */
export const routedPrefixes = ['/api/', '/remotes/'] as const;

const renderRoutes = () =>
  documents(generatedHeader('Gateway API routes: every row of the routing table to its service, each remote to its own pods, the rest to the edge.'), [
    ...services.flatMap((service: ServiceName) =>
      httpRoute(
        `api-${service}`,
        { name: service, port: apiPort },
        routeTable.filter((route) => route.service === service).flatMap(gatewayMatchesOf),
        'api',
      ),
    ),
    ...portals.flatMap((portal) =>
      httpRoute(
        remoteWorkloadName(portal),
        { name: remoteWorkloadName(portal), port: staticPort },
        [{ path: { type: 'PathPrefix', value: `/remotes/${portal}/` } }],
        'remote',
      ),
    ),
    // The shell's pages and files, /config/remotes.json, the rendered pages (a job's page, the
    // sitemap, robots.txt: the edge forwards them to public-api and gives them its headers) and
    // the edge's own /healthz. Not `/api/...` (a path no row has gets the Gateway's 404) and not
    // `/remotes/...`.
    ...httpRoute('edge', { name: 'edge', port: staticPort }, [{ path: { type: 'RegularExpression', value: `/${pathsNotUnder(routedPrefixes.map((prefix) => prefix.slice(1)))}` } }], 'edge'),
  ]);

/** Each generated file of the base, by its path from the repository root. */
export const renderK8sBase = (): Record<string, string> => ({
  [`${k8sBaseDir}/apis.yaml`]: renderWorkloads('api', 'The four API services: Deployment, Service, HorizontalPodAutoscaler and PodDisruptionBudget each.'),
  [`${k8sBaseDir}/worker.yaml`]: renderWorkloads('worker', 'The worker: the outbox and every scheduled job, without an API (apps/worker).'),
  [`${k8sBaseDir}/front-ends.yaml`]: renderWorkloads('front-end', 'The edge (shell, /config/remotes.json, rendered pages) and each remote, on its own.'),
  [`${k8sBaseDir}/routes.yaml`]: renderRoutes(),
  [`${k8sBaseDir}/network-policies.yaml`]: renderNetworkPolicies(),
  // The shell's run-time map of remotes, as a ConfigMap (kustomization.yaml); same content as infra/nginx/remotes.json.
  [`${k8sBaseDir}/remotes.json`]: `${JSON.stringify(remoteManifestUrls(), null, 2)}\n`,
});
