import { once } from 'node:events';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createEmployerRecord, createJobRecord, useTestDatabase, useTestService } from '@jobboard/test-kit';
// Platform tests start the real services and edge in-process.
import { createEdge } from '@jobboard/edge';
import { createEmployerApi } from '@jobboard/employer-api/app';
import { createPublicApi } from '@jobboard/public-api/app';
import { createVeteranApi } from '@jobboard/veteran-api/app';
import { createAdminApi } from '@jobboard/admin-api/app';

// A large JSON answer of a real service, through the dev edge, as a browser receives it.
useTestDatabase();
const services = {
  'public-api': useTestService(createPublicApi),
  'employer-api': useTestService(createEmployerApi),
  'veteran-api': useTestService(createVeteranApi),
  'admin-api': useTestService(createAdminApi),
};
let edge: Server;
let edgeUrl = '';

beforeAll(async () => {
  edge = createEdge({
    upstreams: {
      'public-api': services['public-api'].url,
      'employer-api': services['employer-api'].url,
      'veteran-api': services['veteran-api'].url,
      'admin-api': services['admin-api'].url,
    },
  });
  edge.listen(0, '127.0.0.1');
  await once(edge, 'listening');
  edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  const employer = await createEmployerRecord();
  for (let index = 0; index < 20; index += 1) {
    await createJobRecord(employer, { title: `Forklift Operator ${index}`, description: 'Move pallets safely. '.repeat(40) });
  }
});

afterAll(async () => {
  edge.closeAllConnections();
  await new Promise((resolve) => edge.close(resolve));
});

/** The answer's bytes exactly as sent (fetch would decode them). */
const rawGet = (path: string, acceptEncoding?: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(edgeUrl);
    request({ hostname, port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('JSON answers of the services', () => {
  it('come brotli-compressed to a browser that accepts it, and decode to the same answer', async () => {
    const plain = await rawGet('/api/jobs', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.body.toString());
    expect(answer.items.length).toBeGreaterThanOrEqual(10);
    expect(plain.body.length).toBeGreaterThan(10_000);

    const brotli = await rawGet('/api/jobs', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 5);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(answer);
  });

  it('come gzip-compressed when brotli is not accepted', async () => {
    const gzip = await rawGet('/api/jobs', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).items.length).toBeGreaterThanOrEqual(10);
  });

  it('leave small answers as they are', async () => {
    const small = await rawGet('/api/job-seekers/session', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
