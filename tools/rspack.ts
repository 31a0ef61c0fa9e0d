/**
 * Builds or serves one front end with its own rspack.config.ts:
 *   npx nx build shell            (tools/rspack.ts build apps/shell)
 *   npx nx serve public-portal    (the remote alone, /api proxied to the edge)
 * Nx bundles this file with esbuild and runs it with plain node (see nx.json): under tsx, the
 * Module Federation runtime that the plugin inlines from its own functions would carry tsx's
 * `__name` helper into the browser bundle.
 */
import { rspack, type Configuration } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import type { BuildMode } from '@jobboard/federation';
import adminPortal from '../apps/admin-portal/rspack.config';
import employerPortal from '../apps/employer-portal/rspack.config';
import publicPortal from '../apps/public-portal/rspack.config';
import shell from '../apps/shell/rspack.config';
import veteranPortal from '../apps/veteran-portal/rspack.config';

const configs: Record<string, (mode: BuildMode) => Configuration | Configuration[]> = {
  'apps/shell': shell,
  'apps/public-portal': publicPortal,
  'apps/employer-portal': employerPortal,
  'apps/veteran-portal': veteranPortal,
  'apps/admin-portal': adminPortal,
};

const [command, projectRoot] = process.argv.slice(2);
if ((command !== 'build' && command !== 'serve') || !projectRoot) {
  console.error('usage: tsx tools/rspack.ts build|serve <project root>');
  process.exit(2);
}

const loadConfig = async (mode: BuildMode): Promise<Configuration | Configuration[]> => {
  const factory = configs[projectRoot.replace(/\/$/, '')];
  if (!factory) throw new Error(`${projectRoot} is not a front end (known: ${Object.keys(configs).join(', ')})`);
  return factory(mode);
};

const build = async () => {
  // A front end with a server build (the shell, the public portal) is two compilers, one after the other.
  const configs = [await loadConfig('production')].flat();
  for (const config of configs) {
    const compiler = rspack(config);
    const stats = await new Promise<import('@rspack/core').Stats | undefined>((done, fail) =>
      compiler.run((error, result) => (error ? fail(error) : done(result))),
    );
    await new Promise<void>((done) => compiler.close(() => done()));
    if (!stats) throw new Error('rspack produced no stats');
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    for (const warning of info.warnings ?? []) console.warn(warning.message);
    if (stats.hasErrors()) {
      for (const error of info.errors ?? []) console.error(error.message);
      throw new Error(`${projectRoot}: build failed`);
    }
    console.log(`${projectRoot}${config.name?.endsWith('-server') ? ' (server)' : ''}: built in ${((stats.endTime ?? 0) - (stats.startTime ?? 0)) / 1000} s`);
  }
};

const serve = async () => {
  const [config] = [await loadConfig('development')].flat();
  const edge = process.env.EDGE_URL ?? 'http://localhost:8080';
  const server = new RspackDevServer(
    { ...config.devServer, proxy: [{ context: ['/api', '/config'], target: edge, changeOrigin: true }] },
    rspack(config),
  );
  await server.start();
};

(command === 'build' ? build() : serve()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
