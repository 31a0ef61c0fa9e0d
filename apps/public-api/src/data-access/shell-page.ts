import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';

/** How long a shell page fetched from the edge is reused before it is asked for again. */
const fetchedPageLifetimeMs = 60_000;
/** A nonce tag an edge already put into the page: the edge in front of this answer adds its own. */
const edgeNonceTag = /<meta property="csp-nonce"[^>]*>/g;

const fileReader = (path: string) => {
  const file = resolve(path);
  let cached: { modified: number; page: string } | undefined;
  return async (): Promise<string> => {
    const modified = (await stat(file)).mtimeMs;
    if (cached?.modified !== modified) cached = { modified, page: await readFile(file, 'utf8') };
    return cached.page;
  };
};

/**
 * In a deployment the shell is shipped by the edge alone (its own image, its own version), so the
 * service asks the edge for the page instead of holding a copy that a shell release would outdate.
 */
const urlReader = (url: string) => {
  let cached: { fetchedAt: number; page: string } | undefined;
  return async (): Promise<string> => {
    if (cached && Date.now() - cached.fetchedAt < fetchedPageLifetimeMs) return cached.page;
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`the shell page at ${url} answered ${response.status}`);
    cached = { fetchedAt: Date.now(), page: (await response.text()).replace(edgeNonceTag, '') };
    return cached.page;
  };
};

/**
 * The built shell's index.html, which job pages are rendered into: a file (npm start, tests), read
 * again only when its modification time changes (a rebuild while the service runs), or an http(s)
 * address of the edge (docker compose, Kubernetes), fetched again after a minute.
 */
export const createShellPageReader = (source: string) => (/^https?:\/\//.test(source) ? urlReader(source) : fileReader(source));
