import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageTable, portals, renderedPageTable, routeTable, services, type Route } from '@jobboard/contracts';
import { parseAllDocuments } from 'yaml';
import { remoteManifestUrls } from '../src/front-end';
import { gatewayMatchesOf, pathsNotUnder, remoteWorkloadName, renderK8sBase, routedPrefixes, workloads } from '../src/k8s-manifests';
import { kustomizeBuild } from './support/kustomize';

const root = join(__dirname, '..', '..', '..');

// Parsed YAML of a dozen kinds: the assertions below check the shape they rely on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resource = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; [key: string]: any };

const builds: Record<'base' | 'dev' | 'prod', Resource[]> = { base: [], dev: [], prod: [] };
const dirs = { base: 'infra/k8s/base', dev: 'infra/k8s/overlays/dev', prod: 'infra/k8s/overlays/prod' } as const;

beforeAll(async () => {
  for (const name of Object.keys(dirs) as (keyof typeof dirs)[]) {
    const text = await kustomizeBuild(join(root, dirs[name]));
    builds[name] = parseAllDocuments(text).map((doc) => doc.toJS() as Resource);
  }
  // A first run installs kustomize with Go from the Go module proxy (about 20 s).
}, 600_000);

const find = (resources: Resource[], kind: string, name: string) =>
  resources.find((resource) => resource.kind === kind && resource.metadata.name === name);

/** A path a row of the table answers: each parameter filled in. */
const samplePath = (path: string) => path.replace(/:file/g, 'jobs-2.xml').replace(/:\w+/g, '507f1f77bcf86cd799439011');

type Match = { path: { type: string; value: string }; method?: string };

/**
 * What a Gateway does with a request, by the precedence the Gateway API sets: an Exact path
 * first, then the longest PathPrefix, then regular expressions (whose order is up to the
 * implementation, so two that could both match must lead to one backend, or the test fails).
 */
const gatewayBackendFor = (resources: Resource[], method: string, path: string): string | undefined => {
  const candidates = resources
    .filter((resource) => resource.kind === 'HTTPRoute' && resource.metadata.name !== 'https-redirect')
    .flatMap((route) =>
      (route.spec.rules as { matches: Match[]; backendRefs: { name: string }[] }[]).flatMap((rule) =>
        rule.matches.map((match) => ({ match, backend: rule.backendRefs[0].name })),
      ),
    )
    .filter(({ match }) => {
      if (match.method && match.method !== method) return false;
      if (match.path.type === 'Exact') return match.path.value === path;
      if (match.path.type === 'PathPrefix') return path.startsWith(match.path.value);
      return new RegExp(`^(?:${match.path.value})$`).test(path);
    });
  const exact = candidates.filter(({ match }) => match.path.type === 'Exact');
  if (exact.length > 0) return exact[0].backend;
  const prefixes = candidates.filter(({ match }) => match.path.type === 'PathPrefix');
  const expressions = candidates.filter(({ match }) => match.path.type === 'RegularExpression');
  // Prefix against expression is implementation-specific too: the generated ones never meet.
  if (prefixes.length > 0 && expressions.length > 0) throw new Error(`${method} ${path}: a prefix and an expression both match`);
  if (prefixes.length > 0) return prefixes.sort((a, b) => b.match.path.value.length - a.match.path.value.length)[0].backend;
  const backends = new Set(expressions.map(({ backend }) => backend));
  if (backends.size > 1) throw new Error(`${method} ${path}: expressions of ${[...backends].join(', ')} all match`);
  return expressions[0]?.backend;
};

describe('the Kubernetes manifests (infra/k8s)', () => {
  it('are the files generated from the routing table (run `npx nx run edge:nginx-config` after changing it)', () => {
    for (const [file, content] of Object.entries(renderK8sBase())) {
      expect({ file, content: readFileSync(join(root, file), 'utf8') }).toEqual({ file, content });
    }
  });

  describe.each(['base', 'dev', 'prod'] as const)('built with kustomize (%s)', (build) => {
    const resources = () => builds[build];

    it.each(workloads().map((workload) => [workload.name, workload] as const))(
      '%s has a Deployment with probes, requests and limits, a non-root context and a pinned image',
      (_name, workload) => {
        const deployment = find(resources(), 'Deployment', workload.name);
        expect(deployment).toBeDefined();
        const pod = deployment!.spec.template.spec;
        expect(pod.securityContext).toMatchObject({ runAsNonRoot: true });
        expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
        expect(pod.automountServiceAccountToken).toBe(false);
        expect(pod.containers).toHaveLength(1);
        const [container] = pod.containers;
        expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
        for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
          expect(container[probe]?.httpGet).toMatchObject({ port: 'http' });
        }
        expect(container.livenessProbe.httpGet.path).toBe('/healthz');
        const node = workload.component === 'api' || workload.component === 'worker';
        // A Node process is ready when its database answers; nginx when it answers.
        expect(container.readinessProbe.httpGet.path).toBe(node ? '/readyz' : '/healthz');
        expect(container.ports).toEqual([{ name: 'http', containerPort: workload.port }]);
        for (const kind of ['requests', 'limits']) {
          expect(container.resources[kind]).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
        }
        // Pinned by version (or digest), never a moving tag.
        expect(container.image).toMatch(/(:v?\d+\.\d+\.\d+|@sha256:[0-9a-f]{64})$/);
        expect(container.image.startsWith(build === 'prod' ? `registry.example.com/${workload.image}` : workload.image)).toBe(true);
        if (node) {
          expect(deployment!.spec.template.metadata.annotations).toMatchObject({
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(workload.port),
            'prometheus.io/path': '/metrics',
          });
        }
        // Every Node image starts its own main.js: the worker has an image of its own.
        expect(container.command).toBeUndefined();
      },
    );

    it.each(workloads().map((workload) => [workload.name, workload] as const))(
      '%s has its Service, autoscaler and disruption budget, matching its pods',
      (_name, workload) => {
        const deployment = find(resources(), 'Deployment', workload.name)!;
        const podLabels = deployment.spec.template.metadata.labels;
        const budget = find(resources(), 'PodDisruptionBudget', workload.name);
        expect(budget?.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
        expect(budget?.spec.maxUnavailable).toBe(1);
        // Reachable only as its policy says (a default denies everything else), on its http port only.
        expect(find(resources(), 'NetworkPolicy', 'default-deny-ingress')?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
        const policy = find(resources(), 'NetworkPolicy', workload.name);
        expect(policy?.spec.podSelector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
        expect(policy!.spec.ingress).toEqual([{ from: expect.any(Array), ports: [{ port: 'http', protocol: 'TCP' }] }]);
        const edgeMayCall = policy!.spec.ingress[0].from.some(
          (source: { podSelector?: { matchLabels: Record<string, string> } }) => source.podSelector?.matchLabels['app.kubernetes.io/name'] === 'edge',
        );
        expect(edgeMayCall).toBe(workload.component === 'api');
        if (workload.component === 'worker') {
          expect(deployment.spec.replicas).toBe(build === 'dev' ? 1 : 2);
          // Answers no one but its probes and Prometheus (which scrapes the pod itself).
          expect(find(resources(), 'Service', workload.name)).toBeUndefined();
          return;
        }
        const service = find(resources(), 'Service', workload.name);
        expect(service).toBeDefined();
        expect(Object.entries(service!.spec.selector).every(([key, value]) => podLabels[key] === value)).toBe(true);
        expect(service!.spec.ports).toEqual([expect.objectContaining({ port: workload.port, targetPort: 'http' })]);
        const autoscaler = find(resources(), 'HorizontalPodAutoscaler', workload.name);
        expect(autoscaler?.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: workload.name });
        expect(autoscaler!.spec.maxReplicas).toBeGreaterThanOrEqual(autoscaler!.spec.minReplicas);
        // The autoscaler alone sets the count: an applied one would reset it on every deploy.
        expect(deployment.spec.replicas).toBeUndefined();
      },
    );

    it('commits no secret value: no Secret, and every secret setting comes from a secretKeyRef', () => {
      expect(resources().filter((resource) => resource.kind === 'Secret')).toEqual([]);
      const secretNames = ['MONGODB_URI', 'SESSION_SECRET', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];
      for (const config of resources().filter((resource) => resource.kind === 'ConfigMap')) {
        for (const key of Object.keys(config.data ?? {})) expect(secretNames).not.toContain(key);
      }
      for (const deployment of resources().filter((resource) => resource.kind === 'Deployment')) {
        for (const variable of deployment.spec.template.spec.containers[0].env ?? []) {
          expect(variable.value).toBeUndefined();
          if (secretNames.includes(variable.name)) expect(variable.valueFrom.secretKeyRef).toMatchObject({ name: 'app-secrets', key: variable.name });
        }
      }
      for (const service of [...services, 'worker']) {
        const names = (find(resources(), 'Deployment', service)!.spec.template.spec.containers[0].env ?? []).map((variable: { name: string }) => variable.name);
        expect(names).toEqual(expect.arrayContaining(['MONGODB_URI', 'SESSION_SECRET']));
      }
    });

    it('gives the edge the run-time remotes.json as a ConfigMap, and runs the background work in the worker only', () => {
      const remotes = find(resources(), 'ConfigMap', 'remotes');
      expect(JSON.parse(remotes!.data['remotes.json'])).toEqual(remoteManifestUrls());
      expect(readFileSync(join(root, 'infra/nginx/remotes.json'), 'utf8')).toBe(remotes!.data['remotes.json']);
      const edge = find(resources(), 'Deployment', 'edge')!.spec.template.spec;
      expect(edge.volumes).toContainEqual({ name: 'remotes', configMap: { name: 'remotes' } });
      expect(edge.containers[0].volumeMounts).toContainEqual({ name: 'remotes', mountPath: '/usr/share/nginx/html/config', readOnly: true });
      // Only the worker sends mail (and cancels unpaid subscriptions at Stripe).
      const secretsOf = (name: string) =>
        (find(resources(), 'Deployment', name)!.spec.template.spec.containers[0].env ?? []).map((variable: { name: string }) => variable.name);
      expect(secretsOf('worker')).toEqual(expect.arrayContaining(['SMTP_URL', 'STRIPE_SECRET_KEY']));
      for (const service of services) expect(secretsOf(service)).not.toContain('SMTP_URL');
    });

    it.each(routeTable.map((route) => [`${route.method} ${route.path}`, route] as const))(
      'the Gateway sends %s to the service that owns it',
      (_key, route: Route) => {
        expect(gatewayBackendFor(resources(), route.method, samplePath(route.path))).toBe(route.service);
        if (route.method === 'GET') expect(gatewayBackendFor(resources(), 'HEAD', samplePath(route.path))).toBe(route.service);
      },
    );

    it('routes nothing the table does not have: every API match of the routes is a row of the table', () => {
      const generated = resources()
        .filter((resource) => resource.kind === 'HTTPRoute' && resource.metadata.name.startsWith('api-'))
        .flatMap((route) =>
          (route.spec.rules as { matches: Match[]; backendRefs: { name: string }[] }[]).flatMap((rule) =>
            rule.matches.map((match) => `${rule.backendRefs[0].name} ${match.method} ${match.path.type} ${match.path.value}`),
          ),
        );
      const fromTable = routeTable.flatMap((route) =>
        gatewayMatchesOf(route).map((match) => `${route.service} ${match.method} ${match.path.type} ${match.path.value}`),
      );
      expect([...generated].sort()).toEqual([...fromTable].sort());
      for (const [method, path] of [
        ['GET', '/api/nope'],
        ['PATCH', '/api/jobs'],
        ['GET', '/api/jobs/1/2/3'],
        ['DELETE', '/api/employers'],
      ]) {
        expect(gatewayBackendFor(resources(), method, path)).toBeUndefined();
      }
    });

    it('sends each remote to its own pods, and pages, rendered pages and remotes.json to the edge, never /metrics to a service', () => {
      for (const portal of portals) {
        expect(gatewayBackendFor(resources(), 'GET', `/remotes/${portal}/mf-manifest.json`)).toBe(remoteWorkloadName(portal));
      }
      const edgePaths = [
        ...pageTable.map((page) => samplePath(page.path)),
        ...renderedPageTable.map((page) => samplePath(page.path)),
        '/config/remotes.json',
        '/healthz',
        '/metrics',
        '/readyz',
        '/main.0123abcd.js',
        '/apiary',
        '/remote',
      ];
      for (const path of edgePaths) expect({ path, backend: gatewayBackendFor(resources(), 'GET', path) }).toEqual({ path, backend: 'edge' });
    });
  });

  it('has no two parameter rows of different services that one request could match (so regex order never matters)', () => {
    const segments = (path: string) => path.split('/').filter(Boolean);
    const withParams = routeTable.filter((route) => route.path.includes('/:'));
    for (const a of withParams) {
      for (const b of withParams) {
        if (a.service === b.service || a.method !== b.method) continue;
        const [x, y] = [segments(a.path), segments(b.path)];
        const overlap = x.length === y.length && x.every((segment, index) => segment === y[index] || segment.startsWith(':') || y[index].startsWith(':'));
        expect({ a: a.path, b: b.path, overlap }).toEqual({ a: a.path, b: b.path, overlap: false });
      }
    }
  });

  it("writes the edge's catch-all as every path under none of the routed prefixes", () => {
    const pattern = new RegExp(`^/${pathsNotUnder(routedPrefixes.map((prefix) => prefix.slice(1)))}$`);
    for (const path of ['/', '/a', '/ap', '/api', '/apix/1', '/jobs', '/r', '/remotes', '/remotesx', '/jobs/1', '/sitemap.xml']) expect(pattern.test(path)).toBe(true);
    for (const path of ['/api/', '/api/jobs', '/remotes/', '/remotes/public/mf-manifest.json']) expect(pattern.test(path)).toBe(false);
  });

  it('pins each image of prod on its own, so one remote or one API ships alone', () => {
    const overlay = readFileSync(join(root, dirs.prod, 'kustomization.yaml'), 'utf8');
    const images = new Set(workloads().map((workload) => workload.image));
    for (const image of images) expect(overlay).toContain(`- name: ${image}\n    newName: registry.example.com/${image}\n    newTag: `);
  });
});
