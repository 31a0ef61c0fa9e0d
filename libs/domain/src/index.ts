export * from './assistant';
export * from './job-search';
export * from './pagination';
export * from './salary';
export * from './score';
export * from './application-rules';
export * from './follow-up';
export * from './dates';
