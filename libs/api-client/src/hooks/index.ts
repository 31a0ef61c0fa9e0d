export * from './admin';
export * from './employers';
export * from './jobs';
export * from './veterans';
