export * from './account-security';
export * from './account-tokens';
export * from './own-data';
