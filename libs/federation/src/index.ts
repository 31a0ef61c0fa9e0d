export { portalBuildConfig, remotePortalConfig, type BuildMode } from './portal-build';
export { sharedSingletons } from './shared-singletons';
export { PrecompressPlugin, precompressedAsset } from './precompress-plugin';
