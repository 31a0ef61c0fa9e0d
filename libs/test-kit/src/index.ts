export * from './chromium';
export * from './builders';
export * from './http-client';
export * from './test-database';
export * from './test-service';
export * from './documents';
export * from './sessions';
export * from './hiring-builders';
