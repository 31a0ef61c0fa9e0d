import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { portalBuildConfig, serverBuildConfig, shareStrategy, sharedSingletons, type BuildMode } from '@jobboard/federation';
import type { Configuration } from '@rspack/core';

// The host. It knows no remote at build time: their manifests are read at run time from
// /config/remotes.json, so a remote is redeployed without rebuilding the shell.
export default (mode: BuildMode): Configuration | Configuration[] => {
  const config = portalBuildConfig(
    { root: 'apps/shell', publicPath: '/', devPort: 4200, html: { title: 'Real Opportunities' } },
    mode,
  );
  config.plugins?.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons({ eager: true }),
      shareStrategy,
      dts: false,
      // The one federation runtime of the page: production remotes use it instead of their own.
      // Only browsers run it: the runtime's code for loading remotes in Node is left out, and so
      // is its manifest support: the remote loader reads the manifests itself.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
    }),
  );
  config.name = 'shell';
  if (mode !== 'production') return config;
  // The renderer of the server-rendered pages: the same shell, for Node (src/server.tsx).
  const server = serverBuildConfig({ root: 'apps/shell', name: 'shell_server', entry: './src/server.tsx' });
  return [config, server];
};
