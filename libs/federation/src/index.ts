export { portalBuildConfig, type BuildMode, type PortalBuildOptions } from './portal-build';
export { sharedSingletons, workspaceAliases, workspaceSingletons } from './shared-singletons';
