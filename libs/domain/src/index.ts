export * from './pagination';
export * from './salary';
export * from './score';
