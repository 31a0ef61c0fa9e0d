import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { sharedSingletons, shareStrategy, workspaceAliases } from './shared-singletons';
import { PrecompressPlugin } from './precompress-plugin';
import { findWorkspaceRoot } from './workspace-root';

interface PortalBuildOptions {
  /** The app's folder, from the workspace root (`apps/shell`). */
  root: string;
  /** Where the browser fetches this app's files from: `/` for the shell; `auto` (next to remoteEntry.js) for a remote. */
  publicPath: string;
  /** Port of the app's own development server. */
  devPort: number;
  /** Builds an index.html from the one template (the shell, and each remote for running alone). */
  html?: { title: string };
}

/**
 * The federation plugin loads its runtime through CommonJS files, whose requires would pick the
 * CommonJS builds of these packages, which the bundler cannot trim. Their ES module builds (the
 * same code) let it keep only what is used: the bundler runtime every container carries (it
 * cannot be shared, it is bound to the container's own require) shrinks to what it calls. The
 * plugin injects the bundler runtime by its absolute CommonJS path, hence the second alias.
 */
const federationRuntimeModules = (workspaceRoot: string) => {
  const packageDist = (name: string) => join(workspaceRoot, 'node_modules', '@module-federation', name, 'dist');
  const esmEntries: Record<string, string> = {
    sdk: 'index.js',
    'runtime-core': 'index.js',
    runtime: 'index.js',
    'runtime-tools': 'index.js',
    'webpack-bundler-runtime': 'index.js',
  };
  // The error codes without their descriptions (browser/federation-error-codes.ts).
  const errorCodes = join(workspaceRoot, 'libs', 'federation', 'src', 'browser', 'federation-error-codes.ts');
  return {
    ...Object.fromEntries(
      Object.entries(esmEntries).flatMap(([name, file]) => [
        [`@module-federation/${name}$`, join(packageDist(name), file)],
        [join(packageDist(name), 'index.cjs'), join(packageDist(name), file)],
      ]),
    ),
    '@module-federation/error-codes$': errorCodes,
    [join(packageDist('error-codes'), 'index.cjs')]: errorCodes,
  };
};

export type BuildMode = 'production' | 'development';

/**
 * What every front end builds the same way: TypeScript and JSX through rspack's built-in swc,
 * workspace aliases, hashed file names, the output folder under dist/. The app's own
 * rspack.config.ts adds its Module Federation plugin.
 */
export const portalBuildConfig = (options: PortalBuildOptions, mode: BuildMode): Configuration => {
  const workspaceRoot = findWorkspaceRoot();
  const appRoot = join(workspaceRoot, options.root);
  const appName = options.root.split('/').pop() ?? 'app';
  return {
    mode,
    context: appRoot,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(workspaceRoot, 'dist', 'apps', appName),
      publicPath: options.publicPath,
      uniqueName: appName,
      filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      // A server build (`server/`, see serverBuildConfig) is written by its own compiler.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        ...workspaceAliases(),
        ...federationRuntimeModules(workspaceRoot),
        zod$: join(workspaceRoot, 'libs', 'federation', 'src', 'browser', 'zod.ts'),
      },
    },
    module: {
      // An import of a name a module does not export fails the build (libs/router lists what the front ends may import of it).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          // Pure libraries: a module none of whose exports is used is left out, even when it
          // builds tables at load time (the bundler cannot tell those are free of side effects).
          test: /[\\/]libs[\\/](domain|api-client|portal-kit|ui)[\\/]src[\\/]/,
          sideEffects: false,
        },
        {
          // The portals' features too: a page that imports one tab through its feature's index
          // (`features/applications`) does not load every dialog that index also exports.
          test: /[\\/]apps[\\/][a-z-]+-portal[\\/]src[\\/]features[\\/]/,
          sideEffects: false,
        },
        {
          // The contracts too, so a page that shows a label does not load every schema (and zod).
          // Not common.ts: it configures zod's messages, which every module building schemas
          // from it needs to have run.
          test: /[\\/]libs[\\/]contracts[\\/]src[\\/](?!common\.ts$)/,
          sideEffects: false,
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: [
            // After swc (loaders run last to first): class names the server and browser agree on.
            { loader: join(workspaceRoot, 'libs', 'federation', 'src', 'styled-component-ids-loader.cjs'), options: { workspaceRoot } },
            {
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                },
                env: { targets: 'chrome >= 111, firefox >= 111, safari >= 16.4' },
              },
            },
          ],
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      ...(options.html
        ? [new rspack.HtmlRspackPlugin({ title: options.html.title, template: join(workspaceRoot, 'libs', 'federation', 'src', 'index.html') })]
        : []),
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    performance: { hints: false },
  };
};

interface RemotePortalOptions {
  /** The portal's name, as in the page table: `public` builds apps/public-portal. */
  portal: string;
  /** Port of the remote's own development server. */
  devPort: number;
  /** Also build its pages for the server (the public portal: its pages are rendered there). */
  serverRendered?: boolean;
}

/**
 * A remote portal's whole build: it exposes its pages to the shell and also runs alone for
 * development (index.html). Everything but the name and the port is the same for the four.
 */
export const remotePortalConfig =
  ({ portal, devPort, serverRendered = false }: RemotePortalOptions) =>
  (mode: BuildMode): Configuration | Configuration[] => {
    const config = portalBuildConfig(
      { root: `apps/${portal}-portal`, publicPath: 'auto', devPort, html: { title: `Real Opportunities (${portal} portal)` } },
      mode,
    );
    config.name = `${portal}-portal`;
    config.plugins?.push(
      new ModuleFederationPlugin({
        name: `${portal}_portal`,
        filename: 'remoteEntry.js',
        exposes: { './pages': './src/pages.ts' },
        shared: sharedSingletons(),
        shareStrategy,
        manifest: true,
        dts: false,
        // Built for the shell, a remote uses the federation runtime the shell already loaded
        // instead of shipping a second copy; running alone (development) it brings its own.
        // It loads no remote itself, and only in browsers: the code for either is left out.
        experiments:
          mode === 'production'
            ? { externalRuntime: true, optimization: { target: 'web', disableRemote: true } }
            : { optimization: { target: 'web' } },
      }),
    );
    if (!serverRendered || mode !== 'production') return config;
    const server = serverBuildConfig({ root: `apps/${portal}-portal`, name: `${portal}_portal`, exposes: { './pages': './src/pages.ts' } });
    // One after the other: two compilers at once on a small machine only compete for it.
    return [config, server];
  };

/**
 * Shared singletons of a server build. The shell's server build provides them all, built in; a
 * remote's server build brings none (`import: false`): it renders with the shell's React, router,
 * styled-components and swr, whose contexts the page then shares with the header and footer.
 */
const serverSharedSingletons = ({ provide }: { provide: boolean }) =>
  Object.fromEntries(
    Object.entries(sharedSingletons({ eager: provide })).map(([name, shared]) => [
      name,
      provide ? { ...shared, eager: true } : { ...shared, import: false as const },
    ]),
  );

interface ServerBuildOptions {
  /** The app's folder, from the workspace root (`apps/shell`). */
  root: string;
  /** The Module Federation name (`shell_server`, `public_portal`). */
  name: string;
  /** The shell's server entry (`./src/server.tsx`); a remote exposes its pages instead. */
  entry?: string;
  /** A remote: what it exposes (the same modules as its browser build). */
  exposes?: Record<string, string>;
}

/**
 * The server build of a front end: the same components for Node, so a page is rendered on the
 * server from the code the browser hydrates. One file, `server/<name>.js` beside the browser
 * build: the renderer loads it from the edge by address (a remote's is `server/remoteEntry.js`
 * next to its manifest), so one file needs no chunk loading over the network. The shell's is the
 * host: it provides every shared singleton and loads the remotes' server builds through the
 * federation runtime at run time, from the same remote configuration the browser reads.
 */
export const serverBuildConfig = ({ root, name, entry, exposes }: ServerBuildOptions): Configuration => {
  const browser = portalBuildConfig({ root, publicPath: '/', devPort: 0 }, 'production');
  const workspaceRoot = findWorkspaceRoot();
  const appName = root.split('/').pop() ?? 'app';
  const isHost = Boolean(entry);
  return {
    ...browser,
    name: `${appName}-server`,
    target: 'node20',
    entry: isHost ? { [name]: entry as string } : {},
    devtool: false,
    output: {
      path: join(workspaceRoot, 'dist', 'apps', appName, 'server'),
      publicPath: '',
      uniqueName: `${appName}_server`,
      filename: '[name].js',
      chunkFilename: '[name].js',
      asyncChunks: false,
      clean: true,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
    },
    // Readable stack traces in the service's log; the size of a server build costs nothing.
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module', name } }),
        shared: serverSharedSingletons({ provide: isHost }),
        shareStrategy,
        dts: false,
        manifest: false,
        ...(isHost ? {} : { remoteType: 'script' as const }),
        experiments: { optimization: { target: 'node' } },
      }),
    ],
  };
};
