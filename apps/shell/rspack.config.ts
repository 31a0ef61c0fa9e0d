import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { portalBuildConfig, shareStrategy, sharedSingletons, type BuildMode } from '@jobboard/federation';

// The host. It knows no remote at build time: their manifests are read at run time from
// /config/remotes.json, so a remote is redeployed without rebuilding the shell.
export default (mode: BuildMode) => {
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
  return config;
};
