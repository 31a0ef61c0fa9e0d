export * from './assistant';
export * from './pagination';
export * from './salary';
export * from './score';
