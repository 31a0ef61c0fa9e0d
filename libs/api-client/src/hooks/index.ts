export * from './admin';
export * from './applications';
export * from './billing';
export * from './employers';
export * from './hiring';
export * from './job-seekers';
export * from './jobs';
export * from './veterans';
