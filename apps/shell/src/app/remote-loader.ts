import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { portals, type PagePath, type Portal } from '@jobboard/contracts';
import type { ComponentType } from 'react';

/** What every remote exposes as `./pages`: a component for each of its page paths. */
interface PortalModule {
  pages: Partial<Record<PagePath, ComponentType>>;
}

/** The Module Federation name of a portal's remote. */
const remoteName = (portal: Portal) => `${portal}_portal`;

/**
 * Where each remote's manifest is, read at run time from /config/remotes.json (written by the
 * edge from its configuration), never compiled into the shell.
 */
let remotesRegistered: Promise<void> | undefined;
const registerRemotesFromConfig = () =>
  (remotesRegistered ??= (async () => {
    const response = await fetch('/config/remotes.json', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`remote configuration: ${response.status}`);
    const manifests = (await response.json()) as Record<Portal, string>;
    registerRemotes(portals.map((portal) => ({ name: remoteName(portal), entry: manifests[portal] })));
  })().catch((error: unknown) => {
    remotesRegistered = undefined;
    throw error;
  }));

const loadedPortals = new Map<Portal, Promise<PortalModule>>();

/** Loads a remote's pages the first time one of its paths is visited. */
export const loadPortal = (portal: Portal): Promise<PortalModule> => {
  let loading = loadedPortals.get(portal);
  if (!loading) {
    loading = registerRemotesFromConfig()
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
  const response = await fetch('/config/remotes.json', { credentials: 'same-origin' }).catch(() => undefined);
  if (!response?.ok) return;
  const manifests = (await response.json()) as Record<Portal, string>;
  registerRemotes([{ name: remoteName(portal), entry: manifests[portal] }], { force: true });
};
