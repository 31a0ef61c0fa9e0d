import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isAddress } from '../config';

/** How long a shell page fetched from the edge is reused before it is asked for again. */
const fetchedPageLifetimeMs = 60_000;
/** A nonce tag an edge already put into the page: the edge in front of this answer adds its own. */
const edgeNonceTag = /<meta property="csp-nonce"[^>]*>/g;

/**
 * How long a file's modification time is trusted before it is looked at again: a rebuild while the
 * service runs shows within seconds, without a stat() per rendered page.
 */
export const fileCheckIntervalMs = 5_000;

const fileReader = (path: string, clock: () => number) => {
  const file = resolve(path);
  let cached: { modified: number; checkedAt: number; page: string } | undefined;
  return async (): Promise<string> => {
    const checkedAt = clock();
    if (cached && checkedAt - cached.checkedAt < fileCheckIntervalMs) return cached.page;
    const modified = (await stat(file)).mtimeMs;
    const page = cached?.modified === modified ? cached.page : await readFile(file, 'utf8');
    cached = { modified, checkedAt, page };
    return page;
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
 * again when its modification time changes (a rebuild while the service runs; looked at every few
 * seconds at most), or an http(s) address of the edge (docker compose, Kubernetes), fetched again
 * after a minute. `clock` is for tests.
 */
export const createShellPageReader = (source: string, clock: () => number = Date.now) =>
  isAddress(source) ? urlReader(source) : fileReader(source, clock);
