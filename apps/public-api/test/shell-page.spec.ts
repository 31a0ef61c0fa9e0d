import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellPageReader, fileCheckIntervalMs } from '../src/data-access/shell-page';

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

describe('the shell page read from a file (SHELL_INDEX_HTML as a path)', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shell-page-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** Writes the page with a modification time `secondsLater` than a fixed start, so each version differs. */
  const build = async (file: string, version: number, secondsLater: number) => {
    await writeFile(file, servedPage(version));
    const modified = new Date(Date.UTC(2026, 0, 1) + secondsLater * 1000);
    await utimes(file, modified, modified);
  };

  it('looks at the file at most once per interval, and serves a rebuild after that', async () => {
    const file = join(folder, 'index.html');
    await build(file, 1, 0);
    let clock = 1_000_000;
    const readPage = createShellPageReader(file, () => clock);

    expect(await readPage()).toContain('/main.1.js');

    // Rebuilt, then even removed: within the interval the file is not looked at.
    await build(file, 2, 10);
    clock += fileCheckIntervalMs - 1;
    expect(await readPage()).toContain('/main.1.js');
    await rm(file);
    expect(await readPage()).toContain('/main.1.js');

    await build(file, 3, 20);
    clock += 1;
    expect(await readPage()).toContain('/main.3.js');
  });

  it('looks at the file again after each interval: unchanged, the same page; removed, an error', async () => {
    const file = join(folder, 'unchanged.html');
    await build(file, 4, 0);
    let clock = 0;
    const readPage = createShellPageReader(file, () => clock);
    const page = await readPage();

    clock += fileCheckIntervalMs;
    expect(await readPage()).toBe(page);
    await rm(file);
    clock += fileCheckIntervalMs;
    await expect(readPage()).rejects.toThrow('ENOENT');
  });
});
