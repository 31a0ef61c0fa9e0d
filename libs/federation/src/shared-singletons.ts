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
 * theming. (zod is deliberately not shared: a shared module cannot be tree-shaken, and the
 * whole of zod is larger than the two tree-shaken copies the shell and a remote carry.)
 */
const npmSingletons = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'swr'] as const;

/**
 * Our own libraries shared like npm packages under the workspace's version: the ui lib (theme,
 * toasts) and the api client (SWR settings) hold context and must be one copy.
 */
const workspaceSingletons = {
  '@jobboard/ui': 'libs/ui/src/index.ts',
  '@jobboard/api-client': 'libs/api-client/src/index.ts',
  // No context, but every portal uses them: shared so they are downloaded once.
  '@jobboard/contracts': 'libs/contracts/src/index.ts',
  '@jobboard/domain': 'libs/domain/src/index.ts',
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
      return [name, { singleton: true, requiredVersion: caretRange(version), version: version.replace(/^[\^~]/, '') }];
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
