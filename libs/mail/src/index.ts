export * from './calendar-invite';
export * from './logger';
export * from './outbox';
export * from './outbox-worker';
export * from './templates';
export * from './email-preferences';
export * from './career-templates';
export * from './recipient-caps';
