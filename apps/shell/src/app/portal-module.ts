import type { PagePath, Portal } from '@jobboard/contracts';
import { createContext, type ComponentType } from 'react';

/** What every remote exposes as `./pages`: a component for each of its page paths. */
export interface PortalModule {
  pages: Partial<Record<PagePath, ComponentType>>;
}

/** The Module Federation name of a portal's remote (its server build has the same name). */
export const remoteName = (portal: Portal) => `${portal}_portal`;

/**
 * On the server: the pages of the portal being rendered, loaded before rendering starts. The
 * browser has none and loads a portal on the first visit of one of its pages.
 */
export const RenderedPortals = createContext<Partial<Record<Portal, PortalModule>> | undefined>(undefined);
