export * from './tokens';
export * from './words';
export * from './dictionary';
export * from './analyze';
export * from './mentions';
export * from './experience';
export * from './requirement';
export * from './match';
