import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShellPageReader } from '../src/data-access/shell-page';

/** The shell's page as an edge serves it: with the nonce tag the edge adds to every page. */
const servedPage = (version: number) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="abc${version}"><title>Real Opportunities</title></head><body><script src="/main.${version}.js"></script></body></html>`;

describe('the shell page read from the edge (SHELL_INDEX_HTML as an address)', () => {
  let server: Server;
  let requests = 0;
  let status = 200;
  let url = '';

  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests += 1;
      res.writeHead(status, { 'content-type': 'text/html' }).end(servedPage(requests));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("drops the edge's nonce tag (the edge in front of the job page adds its own) and reuses the page for a minute", async () => {
    const readPage = createShellPageReader(url);
    const page = await readPage();
    expect(page).toContain('<script src="/main.1.js"></script>');
    expect(page).not.toContain('csp-nonce');
    expect(await readPage()).toBe(page);
    expect(requests).toBe(1);
  });

  it('fails with the address and status when the edge does not serve the page', async () => {
    status = 503;
    await expect(createShellPageReader(url)()).rejects.toThrow(`the shell page at ${url} answered 503`);
    status = 200;
  });
});
