export * from './account-security';
export * from './account-routes';
export * from './account-tokens';
export * from './own-data';
export * from './signed-in-account';
