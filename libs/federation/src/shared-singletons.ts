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

/** Shared singletons provided through a module that re-exports only what we use (see the file). */
const npmFacades: Partial<Record<(typeof npmSingletons)[number], string>> = {
  'react-router-dom': 'libs/federation/src/browser/react-router-dom.ts',
};

/**
 * Our own libraries shared like npm packages under the workspace's version. The ui lib holds
 * context and module state (theme, toasts, dialog scroll lock). The contracts hold none, but
 * the shell and every remote validate answers with them: shared, the schemas and the zod they
 * are built with are downloaded once. The domain rules and the api client are not shared (no
 * state of their own; the api client's cache lives in the shared swr): each front end bundles
 * the few functions it uses.
 */
const workspaceSingletons = {
  '@jobboard/ui': 'libs/ui/src/index.ts',
  '@jobboard/contracts': 'libs/contracts/src/index.ts',
} as const;

const workspaceVersion = '0.1.0';

const caretRange = (version: string) => `^${version.replace(/^[\^~]/, '')}`;

/**
 * The one declaration of what the shell and the remotes share, with real version ranges: the
 * shell provides each singleton and a remote built against an incompatible version is told so
 * at load time instead of silently running a second copy.
 */
export const sharedSingletons = () => ({
  ...Object.fromEntries(
    npmSingletons.map((name) => {
      const version = rootPackage.dependencies[name] ?? rootPackage.devDependencies[name];
      if (!version) throw new Error(`${name} is not in the root package.json`);
      const shared = { singleton: true, requiredVersion: caretRange(version), version: version.replace(/^[\^~]/, '') };
      const facade = npmFacades[name];
      return [name, facade ? { ...shared, import: join(workspaceRoot, facade) } : shared];
    }),
  ),
  ...Object.fromEntries(
    Object.keys(workspaceSingletons).map((name) => [
      name,
      { singleton: true, requiredVersion: caretRange(workspaceVersion), version: workspaceVersion },
    ]),
  ),
});

/** Aliases so the bundler resolves workspace libs to their sources (the same paths as tsconfig). */
export const workspaceAliases = () => {
  const tsconfig = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [`${alias}$`, join(workspaceRoot, target)]),
  );
};
