import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findWorkspaceRoot } from './workspace-root';

const workspaceRoot = findWorkspaceRoot();
const rootPackage = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * Packages that hold React state or context: a second copy would break hooks, routing or
 * theming. zod itself is not shared: a shared module is shipped whole (it cannot be
 * tree-shaken), and the whole of zod (every locale) is far larger than what the contracts use.
 */
const npmSingletons = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'swr'] as const;

/** Shared singletons we provide ourselves under the package's name: the router (libs/router). */
const ownImplementations: Partial<Record<(typeof npmSingletons)[number], string>> = {
  'react-router-dom': 'libs/router/src/index.ts',
};

/**
 * Modules of our own libraries shared like npm packages, under the workspace's version: those
 * that hold state, the toasts' context (the shell shows the toasts a remote raises), the page
 * language's context (the shell gives the language and texts a remote's screens read) and the
 * dialogs' scroll lock, and the components on every page (icon, button, the layout and card
 * primitives), which the shell has loaded already, so a remote's first view uses them instead
 * of downloading its own. They are shared by file: every import that reaches one, through the
 * ui lib's index or another of its modules, gets the one copy. The rest of the ui lib (styled
 * components; styled-components itself is shared, and with it the theme), the contracts, the
 * domain rules and the api client (whose cache lives in the shared swr) hold no state: each
 * front end bundles what it uses of them. A shared module is shipped whole, so sharing the ui
 * lib's index put every component into every first view, and sharing the contracts every schema
 * and zod with them, though a first view renders from the page table and a few labels.
 */
const workspaceSingletons = {
  '@jobboard/ui/toast': { file: 'libs/ui/src/toast.tsx', everyPage: true },
  '@jobboard/ui/icon': { file: 'libs/ui/src/icon.tsx', everyPage: true },
  '@jobboard/ui/button': { file: 'libs/ui/src/button.tsx', everyPage: true },
  // One module for the primitives: each shared module costs the federation runtime bytes of its own.
  '@jobboard/ui/primitives': { file: 'libs/ui/src/primitives.tsx', everyPage: true },
  '@jobboard/ui/dialog': { file: 'libs/ui/src/dialog.tsx', everyPage: false },
  '@jobboard/i18n/react': { file: 'libs/i18n/src/react.ts', everyPage: true },
} as const;

const workspaceVersion = '0.1.0';

const caretRange = (version: string) => `^${version.replace(/^[\^~]/, '')}`;

/**
 * The one declaration of what the shell and the remotes share, with real version ranges: the
 * shell provides each singleton and a remote built against an incompatible version is told so
 * at load time instead of silently running a second copy.
 *
 * `eager` (the shell): what every page renders with is built into the shell's first file
 * instead of files of its own fetched after it, so the first view waits for one download less
 * and gzip compresses it as one. Being loaded first, the shell's copies are the ones the remotes
 * get.
 */
export const sharedSingletons = ({ eager = false }: { eager?: boolean } = {}) => ({
  ...Object.fromEntries(
    npmSingletons.map((name) => {
      const ownFile = ownImplementations[name];
      // A name we implement ourselves (the router) is versioned with the workspace.
      const version = ownFile ? workspaceVersion : (rootPackage.dependencies[name] ?? rootPackage.devDependencies[name]);
      if (!version) throw new Error(`${name} is not in the root package.json`);
      const shared = { singleton: true, requiredVersion: caretRange(version), version: version.replace(/^[\^~]/, ''), eager };
      return [name, ownFile ? { ...shared, import: join(workspaceRoot, ownFile) } : shared];
    }),
  ),
  ...Object.fromEntries(
    Object.entries(workspaceSingletons).map(([shareKey, { file, everyPage }]) => [
      join(workspaceRoot, file),
      {
        shareKey,
        singleton: true,
        requiredVersion: caretRange(workspaceVersion),
        version: workspaceVersion,
        eager: eager && everyPage,
      },
    ]),
  ),
});

/**
 * Singletons resolve to the copy already loaded (the shell's). The default, `version-first`,
 * fetches the entry of every registered remote the first time a shared module is loaded on
 * demand, to compare their versions: a visit of /jobs downloaded all four portals' entries.
 */
export const shareStrategy = 'loaded-first' as const;

/** Aliases so the bundler resolves workspace libs to their sources (the same paths as tsconfig). */
export const workspaceAliases = () => {
  const tsconfig = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [`${alias}$`, join(workspaceRoot, target)]),
  );
};
