import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { portalBuildConfig, sharedSingletons, type BuildMode } from '@jobboard/federation';

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
      shared: sharedSingletons(),
      dts: false,
      // The one federation runtime of the page: production remotes use it instead of their own.
      experiments: { provideExternalRuntime: true },
    }),
  );
  return config;
};
