import type { PagePath, Portal } from '@jobboard/contracts';
import type { TextNamespace } from '@jobboard/i18n';
import { createContext, type ComponentType } from 'react';

/**
 * What every remote exposes as `./pages`: a component for each of its page paths, and the texts'
 * namespaces its screens read (its own, and those of the libraries it shows), whose texts in the
 * page's language are in place before one of its pages is shown.
 */
export interface PortalModule {
  pages: Partial<Record<PagePath, ComponentType>>;
  texts?: readonly TextNamespace[];
}

/** The Module Federation name of a portal's remote (its server build has the same name). */
export const remoteName = (portal: Portal) => `${portal}_portal`;

/**
 * On the server: the pages of the portal being rendered, loaded before rendering starts. The
 * browser has none and loads a portal on the first visit of one of its pages.
 */
export const RenderedPortals = createContext<Partial<Record<Portal, PortalModule>> | undefined>(undefined);
