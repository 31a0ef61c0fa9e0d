import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { matchPage, portals, type Portal } from '@jobboard/contracts';
import { acceptableEncodings, compressibleExtensions } from './content-encoding';
import type { FrontEndHandler } from './edge';
import { newNonce, securityHeaders, withNonceMeta } from './security-headers';

export interface FrontEndOptions {
  /** The built front ends: `<distDir>/shell`, `<distDir>/<portal>-portal`. */
  distDir: string;
  /** Where the browser finds each remote's manifest; by default this edge serves them itself. */
  remoteManifests?: Partial<Record<Portal, string>>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** File names with a content hash never change, so browsers may keep them; the rest are revalidated. */
const isHashed = (path: string) => /\.[0-9a-f]{8}\.js(\.map)?$/.test(path);

const isCompressible = (path: string) => (compressibleExtensions as readonly string[]).includes(extname(path));

/** Remote manifests as the shell reads them from /config/remotes.json. */
export const remoteManifestUrls = (overrides: Partial<Record<Portal, string>> = {}): Record<Portal, string> =>
  Object.fromEntries(portals.map((portal) => [portal, overrides[portal] ?? `/remotes/${portal}/mf-manifest.json`])) as Record<
    Portal,
    string
  >;

/** The origins of remotes served from elsewhere, which the page's policy must let it load. */
const foreignOrigins = (manifests: Record<Portal, string>) => [
  ...new Set(Object.values(manifests).flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []))),
];

/** A file inside `root`, or undefined (missing, a folder, or a path that tries to leave root). */
const fileInside = async (root: string, relativePath: string) => {
  const path = normalize(join(root, decodeURIComponent(relativePath)));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? path : undefined;
};

/** An open regular file and its size; a file that vanished or turned into a folder is undefined. */
const openFile = async (path: string): Promise<{ handle: FileHandle; size: number } | undefined> => {
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return undefined;
  const info = await handle.stat().catch(() => undefined);
  if (info?.isFile()) return { handle, size: info.size };
  await handle.close();
  return undefined;
};

/**
 * Sends a file, or its precompressed sibling when the browser accepts that encoding. The file is
 * opened before the status is written, so one removed meanwhile is a 404; a read that fails
 * later (the disk, a replaced build) ends this answer only, never the edge.
 */
const sendFile = async (req: IncomingMessage, res: ServerResponse, path: string, headers: Record<string, string>) => {
  const compressible = isCompressible(path);
  const candidates = compressible
    ? [...acceptableEncodings(req.headers['accept-encoding']).map(({ encoding, suffix }) => ({ encoding, path: path + suffix })), { encoding: undefined, path }]
    : [{ encoding: undefined, path }];
  for (const candidate of candidates) {
    const file = await openFile(candidate.path);
    if (!file) continue;
    res.writeHead(200, {
      ...headers,
      'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
      'content-length': file.size,
      'cache-control': isHashed(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(candidate.encoding ? { 'content-encoding': candidate.encoding } : {}),
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    });
    if (req.method === 'HEAD') {
      await file.handle.close();
      return res.end();
    }
    const stream = file.handle.createReadStream();
    stream.on('error', () => res.destroy());
    res.on('close', () => stream.destroy());
    stream.pipe(res);
    return;
  }
  sendText(res, 404, 'Not found', headers);
};

const sendText = (res: ServerResponse, status: number, body: string, headers: Record<string, string>, type = 'text/plain; charset=utf-8') => {
  res.writeHead(status, { ...headers, 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-cache' });
  res.end(body);
};

/** What the edge reads of a remote's manifest (mf-manifest.json) to announce its first files. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

// At the shell's scripts' own (low) priority: the shell's entry is needed first.
const preloadLink = (href: string, as: 'script' | 'fetch') =>
  `<link rel="preload" href="${href}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} fetchpriority="low">`;

/**
 * Preload links for what the shell fetches, one after another, before a page of a remote can
 * show: the remote list, the page's remote manifest, its entry and the file of its pages. In the
 * page, the browser fetches them all with the shell's own files instead of a round trip after
 * another. The entry and pages are announced for remotes this edge serves itself (their
 * manifest is on its disk); a manifest it cannot read costs only those links.
 */
const remotePreloads = async (distDir: string, manifests: Record<Portal, string>, path: string): Promise<string[]> => {
  const portal = matchPage(path)?.portal;
  if (!portal) return [];
  const manifestUrl = manifests[portal];
  const links = [preloadLink('/config/remotes.json', 'fetch'), preloadLink(manifestUrl, 'fetch')];
  const folder = `/remotes/${portal}/`;
  if (!manifestUrl.startsWith(folder)) return links;
  const file = await fileInside(join(distDir, `${portal}-portal`), manifestUrl.slice(folder.length));
  const manifest = file ? ((await readFile(file, 'utf8').then(JSON.parse).catch(() => undefined)) as RemoteManifest | undefined) : undefined;
  const entry = manifest?.metaData?.remoteEntry;
  if (manifest?.metaData?.publicPath !== 'auto' || !entry?.name) return links;
  const entryPath = `${folder}${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`;
  const pages = manifest.exposes?.find((exposed) => exposed.name === 'pages')?.assets?.js?.sync ?? [];
  return [...links, preloadLink(entryPath, 'script'), ...pages.map((name) => preloadLink(`${folder}${name}`, 'script'))];
};

/**
 * The shell's page with a nonce of its own for styled-components' `<style>` tags and the
 * preload links of the page's remote. Never stored: a cached copy would carry a nonce that no
 * longer matches the policy it is served with.
 */
const sendShellPage = async (
  req: IncomingMessage,
  res: ServerResponse,
  indexPath: string,
  status: number,
  { distDir, manifests, remoteOrigins, path }: { distDir: string; manifests: Record<Portal, string>; remoteOrigins: string[]; path: string },
) => {
  const nonce = newNonce();
  const links = await remotePreloads(distDir, manifests, path);
  const html = withNonceMeta(await readFile(indexPath, 'utf8'), nonce).replace(/<\/head>/i, (end) => `${links.join('')}${end}`);
  res.writeHead(status, {
    ...securityHeaders({ nonce, remoteOrigins }),
    'content-type': contentTypes['.html'],
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
};

/**
 * Serves the built shell and remotes: `/config/remotes.json`, each remote under
 * `/remotes/<portal>/`, the shell's files, and the shell's index.html for every page path
 * (404 status for paths the page table does not know; the shell then shows its 404 page).
 * Every answer carries the security headers.
 */
export const createFrontEndHandler = ({ distDir, remoteManifests }: FrontEndOptions): FrontEndHandler => {
  const shellDir = join(distDir, 'shell');
  // Read on every answer: an operator (or a test) may move a remote while the edge runs, as
  // replacing the production edge's remotes.json file does. The page policy's origins are the
  // ones known at start.
  const currentManifests = () => remoteManifestUrls(remoteManifests);
  const remoteOrigins = foreignOrigins(currentManifests());
  const headers = securityHeaders({ remoteOrigins });
  // A page a service rendered from the shell's page (a job's page) gets what the shell's page gets.
  const decorateShellPage = async (html: string, path: string) => {
    const nonce = newNonce();
    const links = await remotePreloads(distDir, currentManifests(), path);
    return {
      html: withNonceMeta(html, nonce).replace(/<\/head>/i, (end) => `${links.join('')}${end}`),
      headers: securityHeaders({ nonce, remoteOrigins }),
    };
  };
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', headers);
    const path = (req.url ?? '/').split('?')[0];
    try {
      const manifests = currentManifests();
      if (path === '/config/remotes.json') return sendText(res, 200, JSON.stringify(manifests), headers, contentTypes['.json']);

      const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(path);
      if (remote) {
        const portal = portals.find((name) => name === remote[1]);
        const file = portal && (await fileInside(join(distDir, `${portal}-portal`), remote[2]));
        return file ? await sendFile(req, res, file, headers) : sendText(res, 404, 'Not found', headers);
      }

      const index = await fileInside(shellDir, 'index.html');
      if (extname(path)) {
        const file = await fileInside(shellDir, path);
        if (file && file === index) return await sendShellPage(req, res, index, 200, { distDir, manifests, remoteOrigins, path });
        return file ? await sendFile(req, res, file, headers) : sendText(res, 404, 'Not found', headers);
      }

      if (!index) return sendText(res, 503, 'The web front end is not built yet: run `npx nx run-many -t build`.', headers);
      return await sendShellPage(req, res, index, matchPage(path) ? 200 : 404, { distDir, manifests, remoteOrigins, path });
    } catch {
      if (res.headersSent) return res.destroy();
      // A malformed escape in the path (decodeURIComponent) is the client's mistake.
      return sendText(res, 400, 'Bad request', headers);
    }
  };
  return Object.assign(handler, { decorateShellPage });
};
