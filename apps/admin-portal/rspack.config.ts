import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { portalBuildConfig, sharedSingletons, type BuildMode } from '@jobboard/federation';

// A remote: exposes its pages to the shell, and also runs alone for development (index.html).
export default (mode: BuildMode) => {
  const config = portalBuildConfig(
    { root: 'apps/admin-portal', publicPath: 'auto', devPort: 4204, html: { title: 'Real Opportunities (admin portal)' } },
    mode,
  );
  config.plugins?.push(
    new ModuleFederationPlugin({
      name: 'admin_portal',
      filename: 'remoteEntry.js',
      exposes: { './pages': './src/pages.ts' },
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
    }),
  );
  return config;
};
