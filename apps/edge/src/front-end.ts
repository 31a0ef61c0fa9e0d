import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { matchPage, portals, type Portal } from '@jobboard/contracts';

export interface FrontEndOptions {
  /** The built front ends: `<distDir>/shell`, `<distDir>/<portal>-portal`. */
  distDir: string;
  /** Where the browser finds each remote's manifest; by default this edge serves them itself. */
  remoteManifests?: Partial<Record<Portal, string>>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** File names with a content hash never change, so browsers may keep them; the rest are revalidated. */
const isHashed = (path: string) => /\.[0-9a-f]{8}\.js(\.map)?$/.test(path);

/** Remote manifests as the shell reads them from /config/remotes.json. */
export const remoteManifestUrls = (overrides: Partial<Record<Portal, string>> = {}): Record<Portal, string> =>
  Object.fromEntries(portals.map((portal) => [portal, overrides[portal] ?? `/remotes/${portal}/mf-manifest.json`])) as Record<
    Portal,
    string
  >;

/** A file inside `root`, or undefined (missing, a folder, or a path that tries to leave root). */
const fileInside = async (root: string, relativePath: string) => {
  const path = normalize(join(root, decodeURIComponent(relativePath)));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { path, size: info.size } : undefined;
};

const sendFile = (req: IncomingMessage, res: ServerResponse, file: { path: string; size: number }, status = 200) => {
  res.writeHead(status, {
    'content-type': contentTypes[extname(file.path)] ?? 'application/octet-stream',
    'content-length': file.size,
    'cache-control': isHashed(file.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file.path).pipe(res);
};

const sendText = (res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') => {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-cache' });
  res.end(body);
};

/**
 * Serves the built shell and remotes: `/config/remotes.json`, each remote under
 * `/remotes/<portal>/`, the shell's files, and the shell's index.html for every page path
 * (404 status for paths the page table does not know; the shell then shows its 404 page).
 */
export const createFrontEndHandler = ({ distDir, remoteManifests }: FrontEndOptions) => {
  const shellDir = join(distDir, 'shell');
  const remotesJson = JSON.stringify(remoteManifestUrls(remoteManifests));
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    const path = (req.url ?? '/').split('?')[0];
    try {
      if (path === '/config/remotes.json') return sendText(res, 200, remotesJson, contentTypes['.json']);

      const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(path);
      if (remote) {
        const portal = portals.find((name) => name === remote[1]);
        const file = portal && (await fileInside(join(distDir, `${portal}-portal`), remote[2]));
        return file ? sendFile(req, res, file) : sendText(res, 404, 'Not found');
      }

      if (extname(path)) {
        const file = await fileInside(shellDir, path);
        return file ? sendFile(req, res, file) : sendText(res, 404, 'Not found');
      }

      const index = await fileInside(shellDir, 'index.html');
      if (!index) return sendText(res, 503, 'The web front end is not built yet: run `npx nx run-many -t build`.');
      return sendFile(req, res, index, matchPage(path) ? 200 : 404);
    } catch {
      // A malformed escape in the path (decodeURIComponent) is the client's mistake.
      return sendText(res, 400, 'Bad request');
    }
  };
};
