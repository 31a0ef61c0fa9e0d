export { portalBuildConfig, remotePortalConfig, type BuildMode } from './portal-build';
export { shareStrategy, sharedSingletons } from './shared-singletons';
export { PrecompressPlugin, precompressedAsset } from './precompress-plugin';
