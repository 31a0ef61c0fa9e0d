import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEdge } from '../src/edge';
import { createFrontEndHandler } from '../src/front-end';

// A small built front end on disk, served by a real edge over real HTTP.
let distDir = '';
const edges: Server[] = [];

const startEdge = async (options: Parameters<typeof createFrontEndHandler>[0]) => {
  const down = 'http://127.0.0.1:1';
  const edge = createEdge({
    upstreams: { 'public-api': down, 'employer-api': down, 'veteran-api': down, 'admin-api': down },
    serveFrontEnd: createFrontEndHandler(options),
  });
  edge.listen(0, '127.0.0.1');
  await once(edge, 'listening');
  edges.push(edge);
  return `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'edge-front-end-'));
  await mkdir(join(distDir, 'shell'));
  await mkdir(join(distDir, 'public-portal'));
  await writeFile(join(distDir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(distDir, 'shell', 'main.0123abcd.js'), 'console.log("shell")');
  await writeFile(join(distDir, 'public-portal', 'mf-manifest.json'), '{"name":"public_portal"}');
  await writeFile(join(distDir, 'public-portal', 'remoteEntry.js'), 'var public_portal = {}');
});

afterAll(async () => {
  await Promise.all(edges.map((edge) => new Promise((resolve) => edge.close(resolve))));
  await rm(distDir, { recursive: true, force: true });
});

describe('the edge serving the front ends', () => {
  it('answers every page path of the page table with the shell, and unknown paths with the shell and a 404', async () => {
    const url = await startEdge({ distDir });
    for (const path of ['/', '/jobs', '/employer-dashboard/507f1f77bcf86cd799439011', '/admin']) {
      const response = await fetch(url + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
    }
    const unknown = await fetch(`${url}/no/such/page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>shell</title>');
  });

  it('tells the shell where each remote manifest is, from configuration', async () => {
    const defaults = await (await fetch(`${await startEdge({ distDir })}/config/remotes.json`)).json();
    expect(defaults).toEqual({
      public: '/remotes/public/mf-manifest.json',
      employer: '/remotes/employer/mf-manifest.json',
      veteran: '/remotes/veteran/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
    const movedEdge = await startEdge({ distDir, remoteManifests: { admin: 'https://cdn.example.com/admin/mf-manifest.json' } });
    const moved = (await (await fetch(`${movedEdge}/config/remotes.json`)).json()) as Record<string, string>;
    expect(moved.admin).toBe('https://cdn.example.com/admin/mf-manifest.json');
    expect(moved.public).toBe('/remotes/public/mf-manifest.json');
  });

  it('serves remote files under /remotes/<portal>/, revalidated so a redeployed remote is picked up', async () => {
    const url = await startEdge({ distDir });
    const manifest = await fetch(`${url}/remotes/public/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'public_portal' });
    expect((await fetch(`${url}/remotes/public/remoteEntry.js`)).headers.get('content-type')).toContain('text/javascript');
  });

  it('lets browsers keep content-hashed files for good', async () => {
    const response = await fetch(`${await startEdge({ distDir })}/main.0123abcd.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('never serves a file outside the build, nor a portal that does not exist', async () => {
    const url = await startEdge({ distDir });
    await writeFile(join(distDir, 'secret.txt'), 'do not serve');
    for (const path of [
      '/remotes/public/..%2f..%2fsecret.txt',
      '/remotes/public/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/remotes/nobody/mf-manifest.json',
      '/missing.js',
    ]) {
      const response = await fetch(url + path);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('do not serve');
    }
  });

  it('answers 405 to writes on pages and 503 with advice when the front end is not built', async () => {
    const url = await startEdge({ distDir });
    expect((await fetch(`${url}/jobs`, { method: 'POST' })).status).toBe(405);
    const unbuilt = await fetch(`${await startEdge({ distDir: join(distDir, 'nothing-here') })}/`);
    expect(unbuilt.status).toBe(503);
    expect(await unbuilt.text()).toContain('nx run-many -t build');
  });

  it("announces in a page what the shell fetches before the page's remote can show, so the browser fetches it at once", async () => {
    const builtDir = await mkdtemp(join(tmpdir(), 'edge-preloads-'));
    try {
      await mkdir(join(builtDir, 'shell'));
      await mkdir(join(builtDir, 'public-portal'));
      await writeFile(join(builtDir, 'shell', 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
      const manifest = {
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'pages', assets: { js: { sync: ['__federation_expose_pages.0123abcd.js'], async: ['1.0123abcd.js'] } } }],
      };
      await writeFile(join(builtDir, 'public-portal', 'mf-manifest.json'), JSON.stringify(manifest));
      const url = await startEdge({ distDir: builtDir });

      const jobs = await (await fetch(`${url}/jobs`)).text();
      expect(jobs).toContain(
        '<link rel="preload" href="/config/remotes.json" as="fetch" crossorigin fetchpriority="low">' +
          '<link rel="preload" href="/remotes/public/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">' +
          '<link rel="preload" href="/remotes/public/remoteEntry.js" as="script" fetchpriority="low">' +
          '<link rel="preload" href="/remotes/public/__federation_expose_pages.0123abcd.js" as="script" fetchpriority="low"></head>',
      );
      expect(jobs).not.toContain('1.0123abcd.js');

      // A remote whose manifest the edge cannot read: the shell still finds its list and manifest early.
      const admin = await (await fetch(`${url}/admin`)).text();
      expect(admin).toContain('<link rel="preload" href="/remotes/admin/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">');
      expect(admin).not.toContain('as="script"');

      const moved = await (await fetch(`${await startEdge({ distDir: builtDir, remoteManifests: { public: 'https://cdn.example.com/public/mf-manifest.json' } })}/`)).text();
      expect(moved).toContain('<link rel="preload" href="https://cdn.example.com/public/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">');
      expect(moved).not.toContain('as="script"');

      expect(await (await fetch(`${url}/no/such/page`)).text()).not.toContain('rel="preload"');
    } finally {
      await rm(builtDir, { recursive: true, force: true });
    }
  });
});
