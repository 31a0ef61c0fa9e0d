export { portalBuildConfig, remotePortalConfig, serverBuildConfig, type BuildMode } from './portal-build';
export { shareStrategy, sharedSingletons } from './shared-singletons';
export { PrecompressPlugin, precompressedAsset } from './precompress-plugin';
