import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Portal } from '@jobboard/contracts';
import { remoteName, type PortalModule } from '../app/portal-module';

/**
 * Where each remote's server build is: the run-time remote configuration (`/config/remotes.json`,
 * the same document the browser reads) names each remote's manifest; its server build is
 * `server/remoteEntry.js` beside it. A remote redeployed (a new manifest) is loaded again, so
 * the server renders what the browser then loads, without a new shell.
 */

/** How long the remote configuration and manifests are trusted before they are read again. */
export const remoteCheckIntervalMs = 5_000;

/** A remote's server build (CommonJS), evaluated as Node would a module. */
const evaluateEntry = (source: string, url: string): unknown => {
  const module: { exports: unknown } = { exports: {} };
  const wrapper = new Script(`(function (exports, module, require) {${source}\n})`, { filename: url }).runInThisContext() as (
    exports: unknown,
    module: { exports: unknown },
    require: NodeJS.Require,
  ) => void;
  // A remote's server build requires nothing (its shared modules come from the shell): a plain require will do.
  wrapper(module.exports, module, createRequire(join(process.cwd(), 'remote-entry.js')));
  return module.exports;
};

const readText = async (url: string) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
};

// The runtime's own Node loader runs every entry it fetches; this one also keeps what it ran,
// by address, so a version is evaluated once.
const entries = new Map<string, Promise<unknown>>();
registerPlugins([
  {
    name: 'server-remote-entries',
    loadEntry: ({ remoteInfo }) => {
      let entry = entries.get(remoteInfo.entry);
      if (!entry) {
        // The build exports its container under the remote's name (`module.exports.public_portal`).
        entry = readText(remoteInfo.entry).then((source) => {
          const exported = evaluateEntry(source, remoteInfo.entry) as Record<string, unknown>;
          return exported[remoteInfo.entryGlobalName] ?? exported;
        });
        entries.set(remoteInfo.entry, entry);
        entry.catch(() => entries.delete(remoteInfo.entry));
      }
      return entry as never;
    },
  },
]);

interface RemoteManifest {
  metaData?: { publicPath?: string };
}

interface LoadedRemote {
  /** A hash of the manifest's address and text: a new one is a new release of the remote. */
  version: string;
  pages: Promise<PortalModule>;
}

/** The server build of each portal's remote, by origin of the front ends. */
export const createRemoteServers = (frontEndOrigin: string) => {
  let checkedAt = 0;
  let manifests: Promise<Record<Portal, string>> | undefined;
  const loaded = new Map<Portal, LoadedRemote>();
  const manifestChecks = new Map<Portal, { checkedAt: number; version: Promise<{ version: string; entry: string }> }>();

  const remoteConfig = () => {
    const now = Date.now();
    if (!manifests || now - checkedAt > remoteCheckIntervalMs) {
      checkedAt = now;
      manifests = readText(new URL('/config/remotes.json', frontEndOrigin).href).then((text) => JSON.parse(text) as Record<Portal, string>);
      manifests.catch(() => (manifests = undefined));
    }
    return manifests;
  };

  /** The remote's current release: its manifest's hash and its server entry's address. */
  const currentRelease = (portal: Portal) => {
    const now = Date.now();
    let check = manifestChecks.get(portal);
    if (!check || now - check.checkedAt > remoteCheckIntervalMs) {
      const version = (async () => {
        const manifestUrl = new URL((await remoteConfig())[portal], frontEndOrigin);
        const text = await readText(manifestUrl.href);
        const { metaData } = JSON.parse(text) as RemoteManifest;
        const base = metaData?.publicPath && metaData.publicPath !== 'auto' ? new URL(metaData.publicPath, manifestUrl) : manifestUrl;
        // A release is its manifest where it is: a new address (a versioned path) or new content.
        const hash = createHash('sha256').update(`${manifestUrl.href}\n${text}`).digest('hex').slice(0, 16);
        return { version: hash, entry: `${new URL('server/remoteEntry.js', base).href}?v=${hash}` };
      })();
      check = { checkedAt: now, version };
      manifestChecks.set(portal, check);
      version.catch(() => manifestChecks.delete(portal));
    }
    return check.version;
  };

  /** The portal's pages, built for the server, of its release now deployed. */
  const pagesOf = async (portal: Portal): Promise<PortalModule> => {
    const { version, entry } = await currentRelease(portal);
    const current = loaded.get(portal);
    if (current?.version === version) return current.pages;
    const pages = (async () => {
      // Forced: the process may have loaded this remote before, from another release or another edge.
      registerRemotes([{ name: remoteName(portal), entry }], { force: true });
      const module = await loadRemote<PortalModule>(`${remoteName(portal)}/pages`);
      if (!module?.pages) throw new Error(`${remoteName(portal)} did not expose its pages`);
      return module;
    })();
    loaded.set(portal, { version, pages });
    pages.catch(() => {
      if (loaded.get(portal)?.pages === pages) loaded.delete(portal);
    });
    return pages;
  };

  return { pagesOf };
};
