import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Portal } from '@jobboard/contracts';
import { remoteName, type PortalModule } from './portal-module';

/**
 * Where each remote's manifest is, read at run time from /config/remotes.json (written by the
 * edge from its configuration), never compiled into the shell.
 */
let remoteManifests: Promise<Record<Portal, string>> | undefined;
const readRemoteManifests = () =>
  (remoteManifests ??= (async () => {
    const response = await fetch('/config/remotes.json', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`remote configuration: ${response.status}`);
    return (await response.json()) as Record<Portal, string>;
  })().catch((error: unknown) => {
    remoteManifests = undefined;
    throw error;
  }));

/** What the shell reads of a remote's manifest (mf-manifest.json). */
interface RemoteManifest {
  metaData: { publicPath: string; remoteEntry: { path: string; name: string } };
}

/**
 * The address of the entry a remote's manifest names. The shell reads the manifest itself
 * rather than handing it to the federation runtime, whose manifest support (the "snapshot"
 * plugin, left out of the build) would add to the JavaScript of every first view.
 */
const remoteEntryUrl = async (manifestUrl: string) => {
  const manifestAddress = new URL(manifestUrl, window.location.href);
  const response = await fetch(manifestAddress, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`remote manifest ${manifestUrl}: ${response.status}`);
  const { metaData } = (await response.json()) as RemoteManifest;
  const base = metaData.publicPath === 'auto' ? manifestAddress : new URL(metaData.publicPath, manifestAddress);
  const folder = metaData.remoteEntry.path ? `${metaData.remoteEntry.path.replace(/\/$/, '')}/` : '';
  return new URL(`${folder}${metaData.remoteEntry.name}`, base).href;
};

/** Tells the federation runtime where a portal's remote entry is: once, and again to retry. */
const registeredPortals = new Map<Portal, Promise<void>>();
const registerPortal = (portal: Portal, { force = false } = {}) => {
  let registering = registeredPortals.get(portal);
  if (!registering || force) {
    registering = (async () => {
      const manifests = await readRemoteManifests();
      registerRemotes([{ name: remoteName(portal), entry: await remoteEntryUrl(manifests[portal]) }], { force });
    })();
    registeredPortals.set(portal, registering);
    registering.catch(() => registeredPortals.delete(portal));
  }
  return registering;
};

const loadedPortals = new Map<Portal, Promise<PortalModule>>();

/** Loads a remote's pages the first time one of its paths is visited. */
export const loadPortal = (portal: Portal): Promise<PortalModule> => {
  let loading = loadedPortals.get(portal);
  if (!loading) {
    loading = registerPortal(portal)
      .then(() => loadRemote<PortalModule>(`${remoteName(portal)}/pages`))
      .then((module) => {
        if (!module?.pages) throw new Error(`${remoteName(portal)} did not expose its pages`);
        return module;
      });
    loadedPortals.set(portal, loading);
    loading.catch(() => loadedPortals.delete(portal));
  }
  return loading;
};

/** Before a retry: forget the failed attempt, including the runtime's copy of the remote entry. */
export const forgetPortal = async (portal: Portal) => {
  loadedPortals.delete(portal);
  remoteManifests = undefined;
  await registerPortal(portal, { force: true }).catch(() => undefined);
};
