import { writeBuiltFrontEnd } from './support/built-front-end';
import { itBehavesLikeTheEdge } from './support/edge-conformance';
import { rawRequest } from './support/http';
import { startNginx, type RunningNginx } from './support/nginx';
import { startRecordingUpstreams } from './support/upstreams';

// The production edge: a real nginx running the generated config, in front of small real upstream servers.
let upstreams: Awaited<ReturnType<typeof startRecordingUpstreams>>;
let nginx: RunningNginx;

beforeAll(async () => {
  upstreams = await startRecordingUpstreams();
  nginx = await startNginx({ upstreams: upstreams.addresses });
  await writeBuiltFrontEnd(nginx.htmlRoot, 'nginx');
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await upstreams?.close();
});

describe('the production edge (nginx, generated config)', () => {
  itBehavesLikeTheEdge(() => ({ url: nginx.url, seen: upstreams.seen }));

  it('tells browsers to use HTTPS alone (HSTS) on pages, files and its own answers', async () => {
    for (const path of ['/', '/jobs', '/healthz', '/no-such-page']) {
      expect((await rawRequest(nginx.url, path)).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('answers 502 for a service that is down', async () => {
    await upstreams.close();
    const down = await rawRequest(nginx.url, '/api/jobs');
    expect(down.status).toBe(502);
    expect(JSON.parse(down.body.toString()).code).toBe('service_unavailable');
  });
});
