import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiRequest, getJson } from './fetcher';

// A real HTTP server standing in for any API, so the fetcher's rules are checked on the wire.
let server: Server;
let base = '';
const seen: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      const path = req.url ?? '/';
      if (path === '/ok') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}');
      if (path === '/empty-ok') return void res.writeHead(204).end();
      if (path === '/conflict') {
        return void res.writeHead(409, { 'content-type': 'application/json' }).end('{"message":"An account with this email already exists."}');
      }
      if (path === '/unauthorized') return void res.writeHead(401, 'Unauthorized').end();
      if (path === '/broken') return void res.writeHead(500, 'Internal Server Error').end();
      res.writeHead(404, 'Not Found').end('no such thing');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the fetcher', () => {
  it('parses a JSON answer', async () => {
    await expect(getJson(`${base}/ok`)).resolves.toEqual({ hello: 'world' });
  });

  it('turns a non-2xx answer into an error "<status>: <body>"', async () => {
    await expect(getJson(`${base}/missing`)).rejects.toThrow(new Error('404: no such thing'));
  });

  it('uses the status text when the body is empty', async () => {
    await expect(getJson(`${base}/broken`)).rejects.toThrow(new Error('500: Internal Server Error'));
  });

  it('raises on 401 by default and resolves to null when asked to', async () => {
    await expect(getJson(`${base}/unauthorized`)).rejects.toThrow(new Error('401: Unauthorized'));
    await expect(getJson(`${base}/unauthorized`, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it("sends a JSON body with a JSON content type and exposes the server's message of a failure", async () => {
    const failure = await apiRequest('POST', `${base}/conflict`, { email: 'a@example.com' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
    expect((failure as ApiError).serverMessage).toBe('An account with this email already exists.');
    const sent = seen.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.contentType).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ email: 'a@example.com' });
  });

  it('sends form data as multipart, letting the browser set the boundary', async () => {
    const form = new FormData();
    form.append('applicantName', 'Jordan Ellis');
    await apiRequest('POST', `${base}/empty-ok`, form);
    expect(seen.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('Jordan Ellis');
  });

  it('answers null for an empty successful answer', async () => {
    await expect(apiRequest('POST', `${base}/empty-ok`)).resolves.toBeNull();
  });
});
