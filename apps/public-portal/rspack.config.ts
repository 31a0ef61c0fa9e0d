import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { portalBuildConfig, sharedSingletons, type BuildMode } from '@jobboard/federation';

// A remote: exposes its pages to the shell, and also runs alone for development (index.html).
export default (mode: BuildMode) => {
  const config = portalBuildConfig(
    { root: 'apps/public-portal', publicPath: 'auto', devPort: 4201, html: { title: 'Real Opportunities (public portal)' } },
    mode,
  );
  config.plugins?.push(
    new ModuleFederationPlugin({
      name: 'public_portal',
      filename: 'remoteEntry.js',
      exposes: { './pages': './src/pages.ts' },
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
    }),
  );
  return config;
};
