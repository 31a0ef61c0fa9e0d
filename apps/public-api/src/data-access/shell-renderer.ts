import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { Script } from 'node:vm';
import type { SiteLanguage } from '@jobboard/i18n';
import type { Logger } from '@jobboard/server-kit';
import { isAddress } from '../config';

/** What the shell's server build exports (apps/shell/src/server.tsx). */
interface ShellServer {
  renderPage(options: {
    url: string;
    frontEndOrigin: string;
    readApi: (path: string) => Promise<unknown>;
    /** The language to render in; a shell build that does not know it renders English. */
    language: SiteLanguage;
  }): Promise<
    { html: string; styleTag: string; data: Record<string, unknown>; language?: SiteLanguage; texts?: Record<string, Record<string, string>> } | undefined
  >;
}

export type ServerRenderedPage = NonNullable<Awaited<ReturnType<ShellServer['renderPage']>>>;

/** After a failed load of the shell's server build, how long pages are sent unrendered before it is tried again. */
const retryLoadAfterMs = 10_000;
/** The most an API answer read for a page may take; past it the page is sent without that answer. */
const apiReadTimeoutMs = 3_000;

/** The shell's server build beside its page: a file (npm start, tests) or an address of the edge. */
export const shellServerLocation = (shellIndexHtml: string) =>
  isAddress(shellIndexHtml) ? new URL('server/shell_server.js', shellIndexHtml).href : join(dirname(resolve(shellIndexHtml)), 'server', 'shell_server.js');

const evaluate = (source: string, filename: string): ShellServer => {
  const module: { exports: unknown } = { exports: {} };
  const wrapper = new Script(`(function (exports, module, require, __filename, __dirname) {${source}\n})`, { filename }).runInThisContext() as (
    ...args: unknown[]
  ) => void;
  const base = isAddress(filename) ? join(process.cwd(), 'shell-server.js') : filename;
  wrapper(module.exports, module, createRequire(base), base, dirname(base));
  const server = module.exports as Partial<ShellServer>;
  if (typeof server.renderPage !== 'function') throw new Error(`${filename} is not the shell's server build`);
  return server as ShellServer;
};

/**
 * The global object the shell's server build runs in (this process's own; under a test runner,
 * not the sandbox of one test file). Its federation runtime keeps its state there, by name.
 */
const processGlobal = new Script('globalThis').runInThisContext() as Record<string, unknown>;
const loadedShellServers = ((processGlobal.__jobboardShellServers as Map<string, ShellServer> | undefined) ??= new Map<string, ShellServer>());

/**
 * The shell's server build of this text, evaluated once per process however many services load
 * it (tests start one product per file in one process): a second copy would find the first's
 * federation runtime by name and share its state. A different build starts from a clean runtime.
 */
const shellServerOf = (source: string, location: string): ShellServer => {
  const key = `${location}\n${createHash('sha256').update(source).digest('hex')}`;
  let server = loadedShellServers.get(key);
  if (!server) {
    if (loadedShellServers.size > 0) resetFederationRuntime();
    server = evaluate(source, location);
    loadedShellServers.clear();
    loadedShellServers.set(key, server);
  }
  return server;
};

/** Empties the federation runtime's process-wide registries (instances, shared modules, loading entries). */
const resetFederationRuntime = () => {
  const federation = processGlobal.__FEDERATION__ as Record<string, unknown> | undefined;
  if (federation) Object.assign(federation, { __GLOBAL_PLUGIN__: [], __INSTANCES__: [], moduleInfo: {}, __SHARE__: {}, __MANIFEST_LOADING__: {} });
  const loading = processGlobal.__GLOBAL_LOADING_REMOTE_ENTRY__ as Record<string, unknown> | undefined;
  for (const key of Object.keys(loading ?? {})) delete loading?.[key];
};

const loadShellServer = async (location: string): Promise<ShellServer> => {
  if (!isAddress(location)) return shellServerOf(await readFile(location, 'utf8'), location);
  const response = await fetch(location, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`the shell's server build at ${location} answered ${response.status}`);
  return shellServerOf(await response.text(), location);
};

export interface ShellRendererOptions {
  /** The shell's page (file or address), whose folder holds `server/shell_server.js`. */
  shellIndexHtml: string;
  /** The edge's address as this service reaches it: remotes and API answers are read there. */
  frontEndOrigin: string;
  log: Logger;
}

/**
 * Renders pages with the shell's server build, loaded by the first page and kept: a new shell
 * release reaches the server render when the service restarts (its deployment rolls with the
 * edge's); remotes are followed at run time (remote-servers.ts in the shell).
 */
export const createShellRenderer = ({ shellIndexHtml, frontEndOrigin, log }: ShellRendererOptions) => {
  const location = shellServerLocation(shellIndexHtml);
  let server: Promise<ShellServer> | undefined;
  let failedAt = 0;
  const shellServer = () => {
    if (!server && Date.now() - failedAt > retryLoadAfterMs) {
      server = loadShellServer(location);
      server.catch((error: unknown) => {
        failedAt = Date.now();
        server = undefined;
        log.warn({ err: error, location }, "the shell's server build could not be loaded: pages are sent unrendered");
      });
    }
    return server;
  };

  /**
   * The page at `url` rendered as the visitor who asked, in the language chosen for them (their
   * cookies and language go with the API reads), or undefined: a page the server does not render, or one it could not (the browser
   * then renders it, as it would without a server).
   */
  return async (url: string, visitor: { cookie?: string; acceptLanguage?: string; language: SiteLanguage }): Promise<ServerRenderedPage | undefined> => {
    const loading = shellServer();
    if (!loading) return undefined;
    try {
      const { renderPage } = await loading;
      return await renderPage({
        url,
        frontEndOrigin,
        language: visitor.language,
        readApi: async (path) => {
          const response = await fetch(new URL(path, frontEndOrigin), {
            headers: {
              accept: 'application/json',
              ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
              ...(visitor.acceptLanguage ? { 'accept-language': visitor.acceptLanguage } : {}),
            },
            signal: AbortSignal.timeout(apiReadTimeoutMs),
          });
          if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) return undefined;
          return response.json();
        },
      });
    } catch (error) {
      log.warn({ err: error, url }, 'a page could not be rendered on the server: it is sent unrendered');
      return undefined;
    }
  };
};

export type ShellRenderer = ReturnType<typeof createShellRenderer>;
