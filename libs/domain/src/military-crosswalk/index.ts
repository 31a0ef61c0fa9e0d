export * from './occupations';
export * from './lookup';
