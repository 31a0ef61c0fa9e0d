export * from './admin';
export * from './employers';
export * from './job-seekers';
export * from './jobs';
export * from './veterans';
