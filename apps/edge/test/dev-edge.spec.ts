import { once } from 'node:events';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEdge, edgeAllowedHosts, edgeHost } from '../src/edge';
import { createFrontEndHandler } from '../src/front-end';
import { writeBuiltFrontEnd } from './support/built-front-end';
import { itBehavesLikeTheEdge } from './support/edge-conformance';
import { rawRequest } from './support/http';
import { startRecordingUpstreams } from './support/upstreams';

// The dev edge of `npm start`, over real HTTP, in front of small real upstream servers.
let upstreams: Awaited<ReturnType<typeof startRecordingUpstreams>>;
let distDir = '';
let edge: Server;
let url = '';

beforeAll(async () => {
  upstreams = await startRecordingUpstreams();
  distDir = await mkdtemp(join(tmpdir(), 'dev-edge-'));
  await writeBuiltFrontEnd(distDir, 'dist');
  edge = createEdge({ upstreams: upstreams.urls, serveFrontEnd: createFrontEndHandler({ distDir }) });
  edge.listen(0, '127.0.0.1');
  await once(edge, 'listening');
  url = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
});

afterAll(async () => {
  edge.closeAllConnections();
  await new Promise((resolve) => edge.close(resolve));
  await upstreams.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the dev edge', () => {
  itBehavesLikeTheEdge(() => ({ url, seen: upstreams.seen }));

  it('listens on loopback unless HOST says otherwise', () => {
    expect(edgeHost({})).toBe('127.0.0.1');
    expect(edgeHost({ HOST: '' })).toBe('127.0.0.1');
    expect(edgeHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it('answers only to its own host names, so a rebound DNS name cannot drive it', async () => {
    const forwardedBefore = upstreams.seen.length;
    for (const host of ['evil.example', 'evil.example:8080', 'localhost.evil.example']) {
      const refused = await rawRequest(url, '/api/jobs', { host });
      expect(refused.status).toBe(421);
      expect(JSON.parse(refused.body.toString()).code).toBe('unknown_host');
    }
    expect(upstreams.seen.length).toBe(forwardedBefore);
    const page = await rawRequest(url, '/', { host: 'evil.example' });
    expect(page.status).toBe(421);
    for (const host of ['localhost', `localhost:${new URL(url).port}`, '127.0.0.1', '[::1]:8080']) {
      expect((await rawRequest(url, '/api/jobs', { host })).status).toBe(200);
    }
  });

  it('knows its host names from HOST, SITE_URL and EDGE_ALLOWED_HOSTS', () => {
    expect(edgeAllowedHosts({})).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '::1']));
    expect(edgeAllowedHosts({})).not.toContain('0.0.0.0');
    const configured = edgeAllowedHosts({ HOST: '192.168.1.20', SITE_URL: 'http://jobs.test:8080', EDGE_ALLOWED_HOSTS: 'dev.example, Other.Example' });
    expect(configured).toEqual(expect.arrayContaining(['192.168.1.20', 'jobs.test', 'dev.example', 'other.example']));
  });

  it('never sends HSTS: it serves plain http://localhost', async () => {
    expect((await rawRequest(url, '/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('answers 502 for a service that is down and keeps serving the others', async () => {
    const partial = createEdge({ upstreams: { ...upstreams.urls, 'employer-api': 'http://127.0.0.1:1' } });
    partial.listen(0, '127.0.0.1');
    await once(partial, 'listening');
    const partialUrl = `http://127.0.0.1:${(partial.address() as AddressInfo).port}`;
    try {
      const down = await rawRequest(partialUrl, '/api/employers/507f1f77bcf86cd799439011/jobs');
      expect(down.status).toBe(502);
      expect(JSON.parse(down.body.toString()).code).toBe('service_unavailable');
      expect(down.headers['x-frame-options']).toBe('DENY');
      for (const path of ['/api/jobs', '/api/veterans/507f1f77bcf86cd799439011', '/api/admin/user']) {
        expect((await rawRequest(partialUrl, path)).status).toBe(200);
      }
    } finally {
      await new Promise((resolve) => partial.close(resolve));
    }
  });

  it('answers 504 for a service that holds a request past the bound, and 502 only for one that is down', async () => {
    // Accepts the connection, reads the request, never answers.
    const silent = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const slowEdge = createEdge({
      upstreams: { ...upstreams.urls, 'public-api': `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
      upstreamTimeoutMs: 300,
    });
    slowEdge.listen(0, '127.0.0.1');
    await once(slowEdge, 'listening');
    try {
      const answer = await rawRequest(`http://127.0.0.1:${(slowEdge.address() as AddressInfo).port}`, '/api/jobs');
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body.toString()).code).toBe('gateway_timeout');
    } finally {
      silent.closeAllConnections();
      silent.close();
      await new Promise((resolve) => slowEdge.close(resolve));
    }
  });

  it('survives a file that fails while it is being sent, and goes on serving', async () => {
    // A file that opens but cannot be read: its read fails after the status line is written, as
    // when a disk fails or a file is replaced mid-answer. Without an error listener this crashed the edge.
    await symlink('/proc/self/clear_refs', join(distDir, 'shell', 'unreadable.0123abcd.js'));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await rawRequest(url, '/unreadable.0123abcd.js').catch(() => undefined);
    }
    expect((await rawRequest(url, '/healthz')).status).toBe(200);
    expect((await rawRequest(url, '/main.0123abcd.js')).status).toBe(200);
  });
  it('answers 503 with Retry-After itself past its requests in flight to one service, forwarding nothing, and stamps what it forwards', async () => {
    // A service that holds every request until told, and records what reached it.
    const reached: { path: string; requestStart?: string }[] = [];
    const held: (() => void)[] = [];
    const slow = createServer((req, res) => {
      reached.push({ path: req.url ?? '', requestStart: req.headers['x-request-start'] as string | undefined });
      held.push(() => res.end('{}'));
    });
    slow.listen(0, '127.0.0.1');
    await once(slow, 'listening');
    const crowded = createEdge({ upstreams: { ...upstreams.urls, 'public-api': `http://127.0.0.1:${(slow.address() as AddressInfo).port}` }, maxInFlightPerService: 2 });
    crowded.listen(0, '127.0.0.1');
    await once(crowded, 'listening');
    const crowdedUrl = `http://127.0.0.1:${(crowded.address() as AddressInfo).port}`;
    try {
      const sentAt = Date.now();
      const first = [rawRequest(crowdedUrl, '/api/jobs'), rawRequest(crowdedUrl, '/api/jobs?page=2')];
      while (reached.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      const refused = await rawRequest(crowdedUrl, '/api/jobs?page=3');
      // Another service is not affected by this one's crowd.
      const other = await rawRequest(crowdedUrl, '/api/subscription-plans');
      for (const release of held) release();
      const firstStatuses = (await Promise.all(first)).map((answer) => answer.status);
      const after = rawRequest(crowdedUrl, '/api/jobs?page=4');
      while (held.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      held[2]();

      expect(refused.status).toBe(503);
      const body = JSON.parse(refused.body.toString()) as { code: string; retryAfterMs: number };
      expect(body.code).toBe('service_unavailable');
      expect(body.retryAfterMs).toBeGreaterThanOrEqual(1_000);
      expect(refused.headers['retry-after']).toBe(String(Math.ceil(body.retryAfterMs / 1000)));
      expect(reached.map((request) => request.path)).not.toContain('/api/jobs?page=3');
      expect(other.status).toBe(200);
      expect(firstStatuses).toEqual([200, 200]);
      expect((await after).status).toBe(200);
      // Each forwarded request says when the edge received it (milliseconds since the epoch).
      const stamp = Number(reached[0].requestStart);
      expect(stamp).toBeGreaterThanOrEqual(sentAt - 1_000);
      expect(stamp).toBeLessThanOrEqual(Date.now());
    } finally {
      crowded.closeAllConnections();
      await new Promise((resolve) => crowded.close(resolve));
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
